import {
  Archive,
  ArrowUpRight,
  Check,
  ChevronLeft,
  ChevronRight,
  Copy,
  Download,
  Eye,
  FolderInput,
  Pencil,
  Plus,
  Send,
  Table2,
  Trash2,
  Undo2,
  X,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DEFAULT_RUBRIC_CATEGORY_FILTER, RUBRIC_STATES, type RubricState, type RubricSummary } from '@tessera/shared';
import { ActionMenu, type ActionMenuItem } from '../../../components/ui/action-menu';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStatus } from '../../../components/ui/list-status';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAcceptRubricTransfer } from '../api/accept-rubric-transfer';
import { useArchiveRubric } from '../api/archive-rubric';
import { useCheckRubricUnpublishable } from '../api/check-rubric-unpublishable';
import { useCopyRubric } from '../api/copy-rubric';
import { useDeleteRubric } from '../api/delete-rubric';
import { useExportCanvasRubric } from '../api/export-canvas-rubric';
import { useRubricList } from '../api/list-rubrics';
import { useMoveRubric } from '../api/move-rubric';
import { usePublishRubric } from '../api/publish-rubric';
import { useRejectRubricTransfer } from '../api/reject-rubric-transfer';
import { useTransferRubric } from '../api/transfer-rubric';
import { useUnpublishRubric } from '../api/unpublish-rubric';
import { displayDay } from '../../../lib/display-date';
import { rubricPaths } from '../utils/rubric-paths';
import { CanvasImportButton } from './canvas-import-dialog';
import { ImportedFrom } from './imported-from';
import { ActionFailedDialog, TargetDialog } from './rubric-dialogs';
import { RubricViewerDialog } from './rubric-viewer-dialog';
import { StateBadge } from './state-badge';
import '../rubrics.css';

/** The dialogs a row's action opens (spec 2 §2 modals). */
type Opened =
  | { kind: 'view'; rubric: RubricSummary }
  | { kind: 'move' | 'transfer'; rubric: RubricSummary }
  | { kind: 'cannotUnpublish'; rubric: RubricSummary; text: string }
  | { kind: 'unpublish' | 'archive' | 'delete' | 'accept' | 'reject'; rubric: RubricSummary };

const STALE = 'rubrics.stale';

/** Which row actions a rubric allows: exactly what the server answered it may do (ADR 0015). */
export function allowedActions(rubric: RubricSummary): string[] {
  const flags: [string, boolean][] = [
    ['edit', rubric.can_edit],
    ['publish', rubric.can_publish],
    ['unpublish', rubric.can_unpublish],
    ['accept', rubric.can_accept],
    ['reject', rubric.can_reject],
    ['copy', rubric.can_copy],
    ['move', rubric.can_move],
    ['transfer', rubric.can_transfer],
    ['export', true],
    ['archive', rubric.can_archive],
    ['delete', rubric.can_delete],
  ];
  return flags.filter(([, allowed]) => allowed).map(([action]) => action);
}

/**
 * The rubric tab of a hierarchy node (spec 2 §2 /hierarchy/rubric, §4–9; spec 1 §4): the node's rubrics, the
 * default rubric and transfers waiting here, filtered by state (default, published, draft unless changed),
 * sorted by title or date, searched and paged by the server; each row offers the actions its flags allow,
 * with the spec's modals; every change's sentence shows as a snackbar.
 */
export function RubricsPanel({ nodeId, canManage }: { nodeId: string; canManage: boolean }) {
  const t = useT('rubrics');
  const msg = useT('messages');
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const [categories, setCategories] = useState<RubricState[]>([...DEFAULT_RUBRIC_CATEGORY_FILTER]);
  const [sort, setSort] = useState<'title' | 'date'>('title');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failure, setFailure] = useState<{ text: string; stale: boolean; rubricId: string } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const settledSearch = useDebouncedValue(search);

  const list = useRubricList({ node: nodeId, category: categories, search: settledSearch, sort, page });
  const publish = usePublishRubric();
  const unpublish = useUnpublishRubric();
  const archive = useArchiveRubric();
  const accept = useAcceptRubricTransfer();
  const reject = useRejectRubricTransfer();
  const move = useMoveRubric();
  const transfer = useTransferRubric();
  const remove = useDeleteRubric();
  const copy = useCopyRubric();
  const exportCsv = useExportCanvasRubric();
  const check = useCheckRubricUnpublishable();

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pageSize = list.data?.page_size ?? 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const menuId = (rubric: RubricSummary) => `rubric-actions-${rubric.id}`;
  const backToMenu = () => (opened ? document.getElementById(menuId(opened.rubric)) : null);

  const fail = (rubric: RubricSummary, error: unknown, text = errorText(error, locale)) => {
    setOpened(null);
    setDialogError(null);
    setFailure({
      text,
      stale: isApiError(error) && error.status === 409 && error.code === STALE,
      rubricId: rubric.id,
    });
  };
  /** Runs a change; its sentence is the snackbar. */
  const run = async (
    rubric: RubricSummary,
    change: () => Promise<{ message: string }>,
    failureText?: (error: unknown) => string,
  ) => {
    try {
      const { message } = await change();
      setOpened(null);
      setDialogError(null);
      toast.show(message);
    } catch (error) {
      fail(rubric, error, failureText?.(error));
    }
  };
  /**
   * spec 2 §8: an unpublish that fails says "Something went wrong."; a rubric used meanwhile keeps its own
   * sentence, and a stale one the stale sentence with its reload.
   */
  const unpublishFailure = (error: unknown) =>
    isApiError(error) && (error.code === STALE || error.code === 'rubrics.cannot_unpublish')
      ? errorText(error, locale)
      : msg('rubrics.something_went_wrong');

  const askUnpublish = async (rubric: RubricSummary) => {
    try {
      const answer = await check.mutateAsync(rubric.id);
      setOpened(
        answer.unpublishable
          ? { kind: 'unpublish', rubric }
          : { kind: 'cannotUnpublish', rubric, text: answer.message ?? msg('rubrics.cannot_unpublish') },
      );
    } catch {
      // spec 2 §8: a failed unpublish (its check included) says "Something went wrong."
      setFailure({ text: msg('rubrics.something_went_wrong'), stale: false, rubricId: rubric.id });
    }
  };

  const menuItems = (rubric: RubricSummary): ActionMenuItem[] => {
    const version = { id: rubric.id, version: rubric.version };
    const open = (kind: Exclude<Opened['kind'], 'cannotUnpublish'>) => () => setOpened({ kind, rubric } as Opened);
    const all: Record<string, ActionMenuItem> = {
      edit: {
        id: 'edit',
        label: t('actions.edit'),
        icon: Pencil,
        onSelect: () => void navigate(rubricPaths.edit(rubric.id, nodeId)),
      },
      publish: {
        id: 'publish',
        label: t('actions.publish'),
        icon: Send,
        onSelect: () => void run(rubric, () => publish.mutateAsync(version)),
      },
      unpublish: {
        id: 'unpublish',
        label: t('actions.unpublish'),
        icon: Undo2,
        onSelect: () => void askUnpublish(rubric),
      },
      accept: { id: 'accept', label: t('actions.accept'), icon: Check, onSelect: open('accept') },
      reject: { id: 'reject', label: t('actions.reject'), icon: X, onSelect: open('reject') },
      copy: {
        id: 'copy',
        label: t('actions.copy'),
        icon: Copy,
        onSelect: () =>
          void run(rubric, async () => {
            const copied = await copy.mutateAsync({ id: rubric.id, nodeId: canManage ? nodeId : undefined });
            return { message: t('copied', { title: copied.title }) };
          }),
      },
      move: { id: 'move', label: t('actions.move'), icon: ArrowUpRight, onSelect: open('move') },
      transfer: { id: 'transfer', label: t('actions.transfer'), icon: FolderInput, onSelect: open('transfer') },
      export: {
        id: 'export',
        label: t('actions.export'),
        icon: Download,
        onSelect: () =>
          void exportCsv.mutateAsync(rubric.id).then(
            (file) => toast.show(t('exported', { filename: file.filename })),
            (error: unknown) => fail(rubric, error),
          ),
      },
      archive: {
        id: 'archive',
        label: t('actions.archive'),
        icon: Archive,
        destructive: true,
        onSelect: open('archive'),
      },
      delete: { id: 'delete', label: t('actions.delete'), icon: Trash2, destructive: true, onSelect: open('delete') },
    };
    return allowedActions(rubric).map((action) => all[action]!);
  };

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
            onClick={() => setOpened({ kind: 'view', rubric })}
          >
            {t('actions.view')}
          </Button>
          <ActionMenu
            id={menuId(rubric)}
            label={t('actions.menu', { title: rubric.title })}
            text={t('actions.more')}
            items={menuItems(rubric)}
          />
        </>
      ),
    },
  ];

  const toggleCategory = (state: RubricState, on: boolean) => {
    setPage(1);
    setCategories((current) => {
      const next = on ? [...current, state] : current.filter((entry) => entry !== state);
      // The server needs at least one state: the last box cannot be unticked.
      return next.length === 0 ? current : RUBRIC_STATES.filter((entry) => next.includes(entry));
    });
  };

  const current = opened?.rubric;
  const filtered =
    settledSearch.trim() !== '' || [...categories].sort().join() !== [...DEFAULT_RUBRIC_CATEGORY_FILTER].sort().join();
  return (
    <div className="panel">
      <div className="panel__toolbar">
        <SearchField
          label={t('search')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <SelectField
          label={t('sortBy')}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as 'title' | 'date');
            setPage(1);
          }}
        >
          <option value="title">{msg('rubrics.sort.title')}</option>
          <option value="date">{msg('rubrics.sort.date')}</option>
        </SelectField>
        {canManage ? (
          <>
            <Link className={buttonClass('primary')} to={rubricPaths.create(nodeId)}>
              <Plus className="icon" aria-hidden="true" />
              {t('new')}
            </Link>
            <CanvasImportButton nodeId={nodeId} />
          </>
        ) : null}
      </div>
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
      <ListStatus
        query={list}
        // Nothing found under a search or a narrowed filter is "nothing matches", not an empty folder.
        total={total === 0 && filtered ? 1 : total}
        shown={total}
        empty={
          <EmptyState
            icon={Table2}
            headingLevel={3}
            action={
              canManage ? (
                <Link className={buttonClass('primary')} to={rubricPaths.create(nodeId)}>
                  {t('new')}
                </Link>
              ) : undefined
            }
          >
            {t('empty')}
          </EmptyState>
        }
      />
      {items.length > 0 ? (
        <DataTable
          caption={t('caption')}
          columns={columns}
          rows={items}
          rowKey={(rubric) => `${rubric.id}:${rubric.incoming}`}
        />
      ) : null}
      {pages > 1 ? (
        <nav className="pager" aria-label={t('pager.label')}>
          <Button size="small" icon={ChevronLeft} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('pager.previous')}
          </Button>
          <span role="status">{t('pager.page', { page, pages })}</span>
          <Button size="small" icon={ChevronRight} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('pager.next')}
          </Button>
        </nav>
      ) : null}

      <RubricViewerDialog
        rubricId={opened?.kind === 'view' ? opened.rubric.id : null}
        title={opened?.kind === 'view' ? opened.rubric.title : ''}
        onClose={() => setOpened(null)}
      />
      {current && (opened?.kind === 'move' || opened?.kind === 'transfer') ? (
        <TargetDialog
          kind={opened.kind}
          rubric={current}
          pending={move.isPending || transfer.isPending}
          error={dialogError}
          returnFocus={backToMenu}
          onClose={() => {
            setOpened(null);
            setDialogError(null);
          }}
          onConfirm={(target) =>
            void run(current, () =>
              (opened.kind === 'move' ? move : transfer).mutateAsync({
                id: current.id,
                version: current.version,
                nodeId: target,
              }),
            )
          }
        />
      ) : null}
      <ConfirmDialog
        open={opened?.kind === 'cannotUnpublish'}
        title={t('unpublish.cannotTitle')}
        confirmLabel={t('ok')}
        error={opened?.kind === 'cannotUnpublish' ? opened.text : null}
        returnFocus={backToMenu}
        onConfirm={() => setOpened(null)}
        onClose={() => setOpened(null)}
      >
        {null}
      </ConfirmDialog>
      <ConfirmDialog
        open={opened?.kind === 'unpublish'}
        title={t('unpublish.title')}
        confirmLabel={t('actions.unpublish')}
        destructive={false}
        pending={unpublish.isPending}
        returnFocus={backToMenu}
        onConfirm={() =>
          current &&
          void run(current, () => unpublish.mutateAsync({ id: current.id, version: current.version }), unpublishFailure)
        }
        onClose={() => setOpened(null)}
      >
        <p>{t('unpublish.confirm', { title: current?.title ?? '' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={opened?.kind === 'archive'}
        title={t('archive.title')}
        confirmLabel={t('actions.archive')}
        pending={archive.isPending}
        returnFocus={backToMenu}
        onConfirm={() =>
          current && void run(current, () => archive.mutateAsync({ id: current.id, version: current.version }))
        }
        onClose={() => setOpened(null)}
      >
        <p>{t('archive.confirm', { title: current?.title ?? '' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={opened?.kind === 'delete'}
        title={t('delete.title')}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        returnFocus={backToMenu}
        onConfirm={() =>
          current &&
          void run(current, async () => {
            await remove.mutateAsync({ id: current.id, version: current.version });
            return { message: t('deleted', { title: current.title }) };
          })
        }
        onClose={() => setOpened(null)}
      >
        <p>
          {t('delete.confirm', {
            title: current?.title ?? '',
            criteria: current?.criteria_count ?? 0,
            levels: current?.levels_count ?? 0,
          })}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={opened?.kind === 'accept' || opened?.kind === 'reject'}
        title={opened?.kind === 'accept' ? t('accept.title') : t('reject.title')}
        confirmLabel={opened?.kind === 'accept' ? t('actions.accept') : t('actions.reject')}
        destructive={opened?.kind === 'reject'}
        pending={accept.isPending || reject.isPending}
        returnFocus={backToMenu}
        onConfirm={() =>
          current &&
          void run(current, () =>
            (opened?.kind === 'accept' ? accept : reject).mutateAsync({ id: current.id, version: current.version }),
          )
        }
        onClose={() => setOpened(null)}
      >
        <p>
          {t(opened?.kind === 'accept' ? 'accept.confirm' : 'reject.confirm', {
            title: current?.title ?? '',
            from: current?.transfer?.from_node.text ?? '',
            to: current?.transfer?.to_node.text ?? '',
          })}
        </p>
      </ConfirmDialog>
      <ActionFailedDialog
        text={failure?.text ?? null}
        stale={failure?.stale ?? false}
        returnFocus={() => (failure ? document.getElementById(`rubric-actions-${failure.rubricId}`) : null)}
        onReload={() => void list.refetch()}
        onClose={() => setFailure(null)}
      />
    </div>
  );
}

export default RubricsPanel;
