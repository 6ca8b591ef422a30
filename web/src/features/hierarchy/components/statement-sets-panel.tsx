import { useId, useMemo, useState } from 'react';
import { STATEMENT_SET_SORT_OPTIONS, sortStatementSets, type StatementSetSort } from '@tessera/shared';
import { Dialog } from '../../../components/ui/dialog';
import { errorText, isApiError, localizeServerText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useMessage } from '../../../lib/use-message';
import { useCheckStatementSetDeletable } from '../api/check-statement-set-deletable';
import { useDeleteStatementSet } from '../api/delete-statement-set';
import { useStatementSets } from '../api/list-statement-sets';
import { useHierarchyT } from '../i18n';
import { CaseImportButton } from './case-import-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { StatementSetEditor, type StatementSet } from './statement-set-editor';
import { ListStatus, SearchField } from './list-parts';

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
  const t = useHierarchyT();
  const msg = useMessage();
  const locale = useLocale();
  const sets = useStatementSets(nodeId);
  const check = useCheckStatementSetDeletable();
  const remove = useDeleteStatementSet(nodeId);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<StatementSetSort>('title');
  const [editing, setEditing] = useState<StatementSet | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ set: StatementSet; error: string | null } | null>(null);
  const sortId = useId();

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
        error: answer.deletable ? null : answer.reason ? localizeServerText(answer.reason, locale) : unknownError,
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
        <div className="field">
          <label htmlFor={sortId} className="field__label">
            {t('common.sortBy')}
          </label>
          <select
            id={sortId}
            className="field__input"
            value={sort}
            onChange={(event) => setSort(event.target.value as StatementSetSort)}
          >
            {STATEMENT_SET_SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {msg(option.label)}
              </option>
            ))}
          </select>
        </div>
        {canManage ? (
          <>
            <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
              {t('statements.add')}
            </button>
            <CaseImportButton nodeId={nodeId} />
          </>
        ) : null}
      </div>
      <ListStatus
        query={sets}
        total={sets.data?.items.length ?? 0}
        shown={shown.length}
        emptyText={t('statements.empty')}
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
                <div className="table__actions">
                  <button
                    type="button"
                    className="button"
                    aria-label={t('common.editNamed', { name: set.title })}
                    onClick={() => setEditing(set)}
                  >
                    {t('common.edit')}
                  </button>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('common.deleteNamed', { name: set.title })}
                    disabled={check.isPending}
                    onClick={() => void askDelete(set)}
                  >
                    {t('common.delete')}
                  </button>
                </div>
              ) : null}
            </div>
            {set.source.kind === 'case' ? <p className="muted">{t('statements.fromCase')}</p> : null}
            <details>
              <summary>{t('statements.count', { count: set.statements.length })}</summary>
              <ul aria-label={t('statements.showStatements', { title: set.title })}>
                {set.statements.map((statement) => (
                  <li key={statement.id}>
                    {statement.statement_id ? <strong>{statement.statement_id} </strong> : null}
                    {statement.title}
                    {statement.description ? <span className="muted"> — {statement.description}</span> : null}
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
