import { Download, Eye, Plus, Table2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_RUBRIC_CATEGORY_FILTER, RUBRIC_STATES, type RubricState, type RubricSummary } from '@tessera/shared';
import { useLibraryActions } from '../../../components/library/library-actions';
import { LibraryPanel } from '../../../components/library/library-panel';
import { MorePages } from '../../../components/library/library-paging';
import { rowActions } from '../../../components/library/row-actions';
import { Button, buttonClass } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SelectField } from '../../../components/ui/select-field';
import { errorText, isApiError } from '../../../lib/api-error';
import { displayDay } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAcceptRubricTransfer } from '../api/accept-rubric-transfer';
import { useArchiveRubric } from '../api/archive-rubric';
import { useCheckRubricUnpublishable } from '../api/check-rubric-unpublishable';
import { useCopyRubric } from '../api/copy-rubric';
import { useDeleteRubric } from '../api/delete-rubric';
import { useExportCanvasRubric } from '../api/export-canvas-rubric';
import { useRubricList } from '../api/list-rubrics';
import { usePublishRubric } from '../api/publish-rubric';
import { useRejectRubricTransfer } from '../api/reject-rubric-transfer';
import { useUnpublishRubric } from '../api/unpublish-rubric';
import { rubricPaths } from '../utils/rubric-paths';
import { CanvasImportButton } from './canvas-import-dialog';
import { ImportedFrom } from './imported-from';
import { TargetDialog } from './rubric-dialogs';
import { RubricViewerDialog } from './rubric-viewer-dialog';
import { StateBadge } from './state-badge';
import '../rubrics.css';

/** Which row actions a rubric allows: exactly what the server answered it may do (ADR 0015). */
export const allowedActions = (rubric: RubricSummary) =>
  rowActions(rubric, {
    export: { after: 'transfer', shows: true },
    archive: { after: 'transfer', shows: rubric.can_archive },
  });
type RubricAction = ReturnType<typeof allowedActions>[number];
/** The actions that ask first (spec 2 §2 modals); unpublish checks eligibility before (spec 2 §4). */
type RubricAsked = 'unpublish' | 'archive' | 'delete' | 'accept' | 'reject';

const versionOf = (rubric: RubricSummary) => ({ id: rubric.id, version: rubric.version });

/**
 * The rubric tab of a hierarchy node (spec 2 §2 /hierarchy/rubric, §4–9; spec 1 §4): the node's rubrics, the
 * default rubric and transfers waiting here, filtered by state (default, published, draft unless changed),
 * sorted by title or date, searched by the server and read a page at a time ("Load more"); each row offers the actions its flags allow,
 * with the spec's modals (the library panel's, ADR 0025); every change's sentence shows as a snackbar.
 */
export function RubricsPanel({ nodeId, canManage }: { nodeId: string; canManage: boolean }) {
  const t = useT('rubrics');
  const msg = useT('messages');
  const locale = useLocale();
  const navigate = useNavigate();
  const [categories, setCategories] = useState<RubricState[]>([...DEFAULT_RUBRIC_CATEGORY_FILTER]);
  const [sort, setSort] = useState<'title' | 'date'>('title');
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<RubricSummary | null>(null);
  const settledSearch = useDebouncedValue(search);

  const list = useRubricList({ node: nodeId, category: categories, search: settledSearch, sort });
  const publish = usePublishRubric();
  const unpublish = useUnpublishRubric();
  const archive = useArchiveRubric();
  const accept = useAcceptRubricTransfer();
  const reject = useRejectRubricTransfer();
  const remove = useDeleteRubric();
  const copy = useCopyRubric();
  const exportCsv = useExportCanvasRubric();
  const check = useCheckRubricUnpublishable();

  const library = useLibraryActions<RubricSummary, RubricAction, RubricAsked, 'unpublish'>({
    t,
    idPrefix: 'rubric',
    staleCode: 'rubrics.stale',
    menuText: t('actions.more'),
    allowed: allowedActions,
    onReload: () => void list.refetch(),
    actions: {
      edit: { select: (rubric) => void navigate(rubricPaths.edit(rubric.id, nodeId)) },
      publish: { run: (rubric) => publish.mutateAsync(versionOf(rubric)) },
      unpublish: {
        ask: {
          check: async (rubric) => {
            const answer = await check.mutateAsync(rubric.id);
            return answer.unpublishable ? null : (answer.message ?? msg('rubrics.cannot_unpublish'));
          },
        },
        run: (rubric) => unpublish.mutateAsync(versionOf(rubric)),
        // spec 2 §8: a failed unpublish (its check included) says "Something went wrong."; a rubric used
        // meanwhile keeps its own sentence, and a stale one the stale sentence with its reload.
        failureText: (error) =>
          isApiError(error) && (error.code === 'rubrics.stale' || error.code === 'rubrics.cannot_unpublish')
            ? errorText(error, locale)
            : msg('rubrics.something_went_wrong'),
      },
      accept: { ask: {}, run: (rubric) => accept.mutateAsync(versionOf(rubric)) },
      reject: { ask: {}, run: (rubric) => reject.mutateAsync(versionOf(rubric)) },
      copy: {
        run: async (rubric) => {
          const copied = await copy.mutateAsync({ id: rubric.id, nodeId: canManage ? nodeId : undefined });
          return { message: t('copied', { title: copied.title }) };
        },
      },
      move: { dialog: (props) => <TargetDialog kind="move" {...props} /> },
      transfer: { dialog: (props) => <TargetDialog kind="transfer" {...props} /> },
      export: {
        icon: Download,
        run: async (rubric) => ({
          message: t('exported', { filename: (await exportCsv.mutateAsync(rubric.id)).filename }),
        }),
      },
      archive: { ask: {}, run: (rubric) => archive.mutateAsync(versionOf(rubric)) },
      delete: {
        ask: { params: (rubric) => ({ criteria: rubric.criteria_count, levels: rubric.levels_count }) },
        run: async (rubric) => {
          await remove.mutateAsync(versionOf(rubric));
          return { message: t('deleted', { title: rubric.title }) };
        },
      },
    },
  });

  const columns: Column<RubricSummary>[] = [
    {
      id: 'title',
      header: t('columns.title'),
      cell: (rubric) => (
        <div className="rubric-row__title">
          <Link to={rubricPaths.edit(rubric.id, nodeId)}>{rubric.title}</Link>
          {rubric.transfer ? (
            <span className="muted rubric-row__transfer">
              {rubric.incoming
                ? t('transferIncoming', { from: rubric.transfer.from_node.text })
                : t('transferOutgoing', { to: rubric.transfer.to_node.text })}
            </span>
          ) : null}
          <ImportedFrom rubric={rubric} className="rubric-row__transfer" />
        </div>
      ),
    },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (rubric) => <StateBadge state={rubric.state} transfer={rubric.transfer !== null} />,
    },
    {
      id: 'scoring',
      header: t('columns.scoring'),
      cell: (rubric) => (rubric.mode === 'score' ? t('scoreMaximum', { maximum: rubric.maximum }) : t('plain')),
    },
    {
      id: 'size',
      header: t('columns.size'),
      cell: (rubric) => t('size', { criteria: rubric.criteria_count, levels: rubric.levels_count }),
    },
    {
      id: 'updated',
      header: t('columns.updated'),
      cell: (rubric) => <span className="rubric-row__date">{displayDay(rubric.updated_at, locale)}</span>,
    },
    {
      id: 'actions',
      header: t('columns.actions'),
      hiddenHeader: true,
      actions: true,
      cell: (rubric) => (
        <>
          <Button
            size="small"
            icon={Eye}
            aria-label={t('actions.viewNamed', { title: rubric.title })}
            onClick={() => setViewing(rubric)}
          >
            {t('actions.view')}
          </Button>
          {library.menu(rubric)}
        </>
      ),
    },
  ];

  const toggleCategory = (state: RubricState, on: boolean) => {
    setCategories((current) => {
      const next = on ? [...current, state] : current.filter((entry) => entry !== state);
      // The server needs at least one state: the last box cannot be unticked.
      return next.length === 0 ? current : RUBRIC_STATES.filter((entry) => next.includes(entry));
    });
  };

  const items = (list.data?.pages ?? []).flatMap((page) => page.items);
  const newRubric = (
    <Link className={buttonClass('primary')} to={rubricPaths.create(nodeId)}>
      <Plus className="icon" aria-hidden="true" />
      {t('new')}
    </Link>
  );
  return (
    <LibraryPanel
      search={{
        label: t('search'),
        value: search,
        onChange: setSearch,
      }}
      tools={
        <>
          <SelectField
            label={t('sortBy')}
            value={sort}
            onChange={(event) => setSort(event.target.value as 'title' | 'date')}
          >
            <option value="title">{msg('rubrics.sort.title')}</option>
            <option value="date">{msg('rubrics.sort.date')}</option>
          </SelectField>
          {canManage ? (
            <>
              {newRubric}
              <CanvasImportButton nodeId={nodeId} />
            </>
          ) : null}
        </>
      }
      filters={
        <fieldset className="fieldset rubric-filter">
          <legend className="fieldset__legend">{t('filter')}</legend>
          <div className="rubric-filter__options">
            {RUBRIC_STATES.map((state) => (
              <div key={state} className="field field--checkbox">
                <input
                  id={`rubric-filter-${state}`}
                  type="checkbox"
                  checked={categories.includes(state)}
                  disabled={categories.length === 1 && categories.includes(state)}
                  onChange={(event) => toggleCategory(state, event.target.checked)}
                />
                <label htmlFor={`rubric-filter-${state}`}>{t(`state.${state}`)}</label>
              </div>
            ))}
          </div>
        </fieldset>
      }
      list={{
        query: list,
        shown: items.length,
        narrowed:
          settledSearch.trim() !== '' ||
          [...categories].sort().join() !== [...DEFAULT_RUBRIC_CATEGORY_FILTER].sort().join(),
      }}
      empty={{
        icon: Table2,
        text: t('empty'),
        action: canManage ? (
          <Link className={buttonClass('primary')} to={rubricPaths.create(nodeId)}>
            {t('new')}
          </Link>
        ) : undefined,
      }}
    >
      {items.length > 0 ? (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={items}
          rowKey={(rubric) => `${rubric.id}:${rubric.incoming}`}
        />
      ) : null}
      <MorePages query={list} moreLabel={t('loadMore')} loadingLabel={t('loadingMore')} />
      <RubricViewerDialog
        rubricId={viewing?.id ?? null}
        title={viewing?.title ?? ''}
        onClose={() => setViewing(null)}
      />
      {library.dialogs}
    </LibraryPanel>
  );
}

export default RubricsPanel;
