import { ListChecks, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { STATEMENT_SET_SORT_OPTIONS, sortStatementSets, type StatementSetSort } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStatus } from '../../../components/ui/list-status';
import { MarkdownText } from '../../../components/ui/markdown-text';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { errorText, isApiError, serverText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useCheckStatementSetDeletable } from '../api/check-statement-set-deletable';
import { useDeleteStatementSet } from '../api/delete-statement-set';
import { useStatementSets } from '../api/list-statement-sets';
import { useT } from '../../../lib/i18n';
import { CaseImportButton } from './case-import-dialog';
import { StatementSetEditor, type StatementSet } from './statement-set-editor';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * Statement (standard) sets of a node (spec 2 §2, §3): sorted by title or abbreviation (§9), searched by
 * title, abbreviation or statement; created by hand or from a CASE package; edited; deleted after the
 * is-deletable check (a refusal shows the server's reason, else "An unknown error occurred…").
 */
export function StatementSetsPanel({ nodeId, canManage }: { nodeId: string; canManage: boolean }) {
  const t = useT('hierarchy');
  const msg = useT('messages');
  const locale = useLocale();
  const sets = useStatementSets(nodeId);
  const check = useCheckStatementSetDeletable();
  const remove = useDeleteStatementSet(nodeId);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<StatementSetSort>('title');
  const [editing, setEditing] = useState<StatementSet | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ set: StatementSet; error: string | null } | null>(null);

  const shown = useMemo(() => {
    const wanted = fold(query.trim());
    const matches = (set: StatementSet) =>
      wanted === '' ||
      fold(set.title).includes(wanted) ||
      fold(set.abbreviation).includes(wanted) ||
      set.statements.some((statement) => fold(statement.title).includes(wanted));
    return sortStatementSets((sets.data?.items ?? []).filter(matches), sort);
  }, [sets.data, query, sort]);

  const unknownError = msg('hierarchy.statement_set.delete_failed');
  const failureText = (error: unknown) =>
    isApiError(error) && error.status < 500 && error.message ? errorText(error, locale) : unknownError;

  const askDelete = async (set: StatementSet) => {
    try {
      const answer = await check.mutateAsync(set.id);
      setDeleting({
        set,
        error: answer.deletable ? null : answer.reason ? serverText(answer.reason, locale) : unknownError,
      });
    } catch (error) {
      setDeleting({ set, error: failureText(error) });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.set.id);
      setDeleting(null);
    } catch (error) {
      setDeleting({ set: deleting.set, error: failureText(error) });
    }
  };

  return (
    <div className="panel">
      <div className="panel__toolbar">
        <SearchField value={query} onChange={setQuery} />
        <SelectField
          label={t('common.sortBy')}
          value={sort}
          onChange={(event) => setSort(event.target.value as StatementSetSort)}
        >
          {STATEMENT_SET_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {msg(option.label)}
            </option>
          ))}
        </SelectField>
        {canManage ? (
          <>
            <Button variant="primary" icon={Plus} onClick={() => setEditing('new')}>
              {t('statements.add')}
            </Button>
            <CaseImportButton nodeId={nodeId} />
          </>
        ) : null}
      </div>
      <ListStatus
        query={sets}
        total={sets.data?.items.length ?? 0}
        shown={shown.length}
        empty={
          <EmptyState icon={ListChecks} headingLevel={3}>
            {t('statements.empty')}
          </EmptyState>
        }
      />
      <ul className="statement-sets">
        {shown.map((set) => (
          <li key={set.id} className="card statement-sets__item">
            <div className="statement-sets__header">
              <h3 className="statement-sets__title">
                {set.title}
                {set.abbreviation ? <span className="muted"> ({set.abbreviation})</span> : null}
              </h3>
              {canManage ? (
                <div className="button-row">
                  <Button
                    size="small"
                    icon={Pencil}
                    aria-label={t('common.editNamed', { name: set.title })}
                    onClick={() => setEditing(set)}
                  >
                    {t('common.edit')}
                  </Button>
                  <Button
                    size="small"
                    variant="destructive"
                    icon={Trash2}
                    aria-label={t('common.deleteNamed', { name: set.title })}
                    disabled={check.isPending}
                    onClick={() => void askDelete(set)}
                  >
                    {t('common.delete')}
                  </Button>
                </div>
              ) : null}
            </div>
            {set.source.kind === 'case' ? <p className="muted">{t('statements.fromCase')}</p> : null}
            <details>
              <summary>{t('statements.count', { count: set.statements.length })}</summary>
              <ul className="statement-list" aria-label={t('statements.showStatements', { title: set.title })}>
                {set.statements.map((statement) => (
                  <li key={statement.id}>
                    {statement.statement_id ? (
                      <span className="statement-list__id">{statement.statement_id}</span>
                    ) : null}
                    {/* CASE statements may hold Markdown and TeX math: rendered, sanitised. */}
                    <MarkdownText text={statement.title} />
                    {statement.description ? (
                      <MarkdownText text={statement.description} className="markdown muted" />
                    ) : null}
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        size="wide"
        title={editing === 'new' ? t('statements.createTitle') : t('statements.editTitle')}
      >
        {editing !== null ? (
          <StatementSetEditor
            nodeId={nodeId}
            set={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.error ? t('statements.cannotDeleteTitle') : t('statements.deleteTitle')}
        confirmLabel={t('common.confirmDelete')}
        pending={remove.isPending}
        error={deleting?.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>{t('common.deleteConfirm', { name: deleting?.set.title ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
