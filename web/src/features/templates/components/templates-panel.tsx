import {
  ArrowUpRight,
  Check,
  Copy,
  Folder,
  FolderInput,
  FolderPlus,
  History,
  LayoutTemplate,
  Pencil,
  Plus,
  Send,
  Trash2,
  Undo2,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TemplateSummary } from '@tessera/shared';
import { ActionMenu, type ActionMenuItem } from '../../../components/ui/action-menu';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStatus } from '../../../components/ui/list-status';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCheckTemplateDeletable, useDeleteTemplate } from '../api/delete-template';
import { useTemplateList } from '../api/list-templates';
import {
  useAcceptTemplateTransfer,
  useCopyTemplate,
  usePublishTemplate,
  useRejectTemplateTransfer,
  useUnpublishTemplate,
} from '../api/template-change';
import { templatePaths } from '../utils/template-paths';
import { CreateTemplateDialog } from './create-template-dialog';
import { FolderDialog, FolderTools } from './folder-tools';
import { FolderMoveDialog } from './folder-move-dialog';
import { HistoriesDialog } from './histories-dialog';
import { MoveDialog } from './move-dialog';
import { TemplateStateBadge } from './template-state-badge';
import '../templates.css';

type Opened =
  | { kind: 'publish' | 'unpublish' | 'delete' | 'reject' | 'histories' | 'folder'; template: TemplateSummary }
  | { kind: 'move' | 'transfer'; template: TemplateSummary }
  | { kind: 'accept'; template: TemplateSummary; confirmText?: string }
  | { kind: 'cannotDelete'; template: TemplateSummary; text: string };

const STALE = 'templates.stale';
const CONFIRM_NEEDED = 'templates.move.confirm_needed';

/** The row actions a template allows: exactly the flags the server answered (ADR 0016). */
export function allowedTemplateActions(template: TemplateSummary): string[] {
  const flags: [string, boolean][] = [
    ['edit', template.can_edit],
    ['publish', template.can_publish],
    ['unpublish', template.can_unpublish],
    ['accept', template.can_accept],
    ['reject', template.can_reject],
    ['copy', template.can_copy],
    ['move', template.can_move],
    // The folder is part of the template: moving it there is an edit (of its own node's folders).
    ['folder', template.can_edit && !template.incoming],
    ['transfer', template.can_transfer],
    ['histories', template.can_edit || template.can_accept || template.can_reject],
    ['delete', template.can_delete],
  ];
  return flags.filter(([, allowed]) => allowed).map(([action]) => action);
}

/**
 * The template tab of a hierarchy node (spec 2 §2 /hierarchy/template, §4, §8; spec 3 §2 template folders):
 * the node's templates and the transfers waiting there, searched and filtered by folder; the next page is
 * read as the reader nears the end of the list (or presses "Show more"); rows are 28 px; each row offers
 * the actions its flags allow, each with its modal, and every change's sentence shows as a snackbar.
 */
export function TemplatesPanel({ nodeId, canManage }: { nodeId: string; canManage: boolean }) {
  const t = useT('templates');
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [creating, setCreating] = useState(false);
  const [newFolder, setNewFolder] = useState(false);
  const [failure, setFailure] = useState<{ text: string; stale: boolean; id: string } | null>(null);
  const settledSearch = useDebouncedValue(search);
  const list = useTemplateList({ node: nodeId, search: settledSearch, folder });
  const publish = usePublishTemplate();
  const unpublish = useUnpublishTemplate();
  const copy = useCopyTemplate();
  const accept = useAcceptTemplateTransfer();
  const reject = useRejectTemplateTransfer();
  const remove = useDeleteTemplate();
  const checkDeletable = useCheckTemplateDeletable();
  const sentinel = useRef<HTMLDivElement>(null);

  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const folders = pages[0]?.folders ?? [];
  const total = pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // Paging by scrolling (spec 2 §2): the next page is read when the end of the list comes near.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const menuId = (template: TemplateSummary) => `template-actions-${template.id}-${template.incoming ? 'in' : 'own'}`;
  const backToMenu = () => (opened ? document.getElementById(menuId(opened.template)) : null);
  const close = () => setOpened(null);

  const fail = (template: TemplateSummary, error: unknown) => {
    setOpened(null);
    setFailure({
      text: errorText(error, locale),
      stale: isApiError(error) && error.status === 409 && error.code === STALE,
      id: menuId(template),
    });
  };
  /** Runs a change; its sentence is the snackbar. */
  const run = async (template: TemplateSummary, change: () => Promise<{ message: string }>) => {
    try {
      const { message } = await change();
      setOpened(null);
      toast.show(message);
    } catch (error) {
      fail(template, error);
    }
  };

  const askDelete = async (template: TemplateSummary) => {
    try {
      const answer = await checkDeletable.mutateAsync(template.id);
      setOpened(
        answer.is_deletable
          ? { kind: 'delete', template }
          : { kind: 'cannotDelete', template, text: answer.message ?? t('failedTitle') },
      );
    } catch (error) {
      fail(template, error);
    }
  };

  const runAccept = async (template: TemplateSummary, confirm: boolean) => {
    try {
      const { message } = await accept.mutateAsync({ id: template.id, version: template.version, confirm });
      setOpened(null);
      toast.show(message);
    } catch (error) {
      // The receiving node cannot reach some of its rubrics: the server's sentence, then accept with confirm.
      if (isApiError(error) && error.status === 409 && error.code === CONFIRM_NEEDED) {
        setOpened({ kind: 'accept', template, confirmText: error.message });
      } else fail(template, error);
    }
  };

  const menuItems = (template: TemplateSummary): ActionMenuItem[] => {
    const open =
      (kind: 'publish' | 'unpublish' | 'reject' | 'histories' | 'move' | 'transfer' | 'accept' | 'folder') => () =>
        setOpened({ kind, template });
    const all: Record<string, ActionMenuItem> = {
      edit: {
        id: 'edit',
        label: t('actions.edit'),
        icon: Pencil,
        onSelect: () => void navigate(templatePaths.edit(template.id)),
      },
      publish: { id: 'publish', label: t('actions.publish'), icon: Send, onSelect: open('publish') },
      unpublish: { id: 'unpublish', label: t('actions.unpublish'), icon: Undo2, onSelect: open('unpublish') },
      accept: { id: 'accept', label: t('actions.accept'), icon: Check, onSelect: open('accept') },
      reject: { id: 'reject', label: t('actions.reject'), icon: X, onSelect: open('reject') },
      copy: {
        id: 'copy',
        label: t('actions.copy'),
        icon: Copy,
        onSelect: () =>
          void run(template, () => copy.mutateAsync({ id: template.id, nodeId: canManage ? nodeId : undefined })),
      },
      move: { id: 'move', label: t('actions.move'), icon: ArrowUpRight, onSelect: open('move') },
      folder: { id: 'folder', label: t('actions.folder'), icon: Folder, onSelect: open('folder') },
      transfer: { id: 'transfer', label: t('actions.transfer'), icon: FolderInput, onSelect: open('transfer') },
      histories: { id: 'histories', label: t('actions.histories'), icon: History, onSelect: open('histories') },
      delete: {
        id: 'delete',
        label: t('actions.delete'),
        icon: Trash2,
        destructive: true,
        onSelect: () => void askDelete(template),
      },
    };
    return allowedTemplateActions(template)
      .filter((action) => action !== 'folder' || folders.length > 0)
      .map((action) => all[action]!);
  };

  const current = opened?.template;
  const folderName = (id: string | null) => folders.find((entry) => entry.id === id)?.name;
  return (
    <div className="panel templates-panel">
      <div className="panel__toolbar">
        <SearchField label={t('search')} value={search} onChange={setSearch} />
        <SelectField label={t('folders.filter')} value={folder} onChange={(event) => setFolder(event.target.value)}>
          <option value="">{t('folders.all')}</option>
          <option value="none">{t('folders.none')}</option>
          {folders.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {t('folders.option', { name: entry.name, count: entry.templates_count })}
            </option>
          ))}
        </SelectField>
        {canManage ? (
          <>
            <Button variant="primary" icon={Plus} onClick={() => setCreating(true)}>
              {t('new')}
            </Button>
            <Button icon={FolderPlus} onClick={() => setNewFolder(true)}>
              {t('folders.new')}
            </Button>
          </>
        ) : null}
      </div>
      {canManage ? (
        <FolderTools folder={folders.find((entry) => entry.id === folder) ?? null} onDeleted={() => setFolder('')} />
      ) : null}
      <ListStatus
        query={list}
        total={total === 0 && (settledSearch.trim() !== '' || folder !== '') ? 1 : total}
        shown={total}
        empty={
          <EmptyState
            icon={LayoutTemplate}
            headingLevel={3}
            action={
              canManage ? (
                <Button variant="primary" onClick={() => setCreating(true)}>
                  {t('new')}
                </Button>
              ) : undefined
            }
          >
            {t('empty')}
          </EmptyState>
        }
      />
      {items.length > 0 ? (
        <ul className="template-list" aria-label={t('caption')}>
          {items.map((template) => (
            <li key={`${template.id}:${template.incoming}`} className="template-row">
              <span className="template-row__title">
                {/* The editor opens read-only, with the reason, where the template may not be changed. */}
                <Link to={templatePaths.edit(template.id)}>{template.title}</Link>
              </span>
              <span className="template-row__meta muted">{template.workflow_name}</span>
              {template.template_folder_id ? (
                <span className="template-row__meta muted">{folderName(template.template_folder_id)}</span>
              ) : null}
              <TemplateStateBadge state={template.state} transfer={template.transfer !== null} />
              {template.transfer ? (
                <span className="template-row__meta muted">
                  {template.incoming
                    ? t('transferIncoming', { from: template.transfer.from_node.text })
                    : t('transferOutgoing', { to: template.transfer.to_node.text })}
                </span>
              ) : null}
              <span className="template-row__actions">
                <ActionMenu
                  id={menuId(template)}
                  label={t('actions.menu', { title: template.title })}
                  items={menuItems(template)}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <div ref={sentinel} />
      {hasNextPage ? (
        <div className="button-row">
          <Button disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t('loading') : t('more', { shown: items.length, total })}
          </Button>
        </div>
      ) : null}

      {creating ? (
        <CreateTemplateDialog nodeId={nodeId} folders={folders} folder={folder} onClose={() => setCreating(false)} />
      ) : null}
      {newFolder ? <FolderDialog nodeId={nodeId} folder={null} onClose={() => setNewFolder(false)} /> : null}
      {current && (opened?.kind === 'move' || opened?.kind === 'transfer') ? (
        <MoveDialog
          kind={opened.kind}
          template={current}
          returnFocus={backToMenu}
          onClose={close}
          onDone={(text) => {
            setOpened(null);
            toast.show(text);
          }}
          onFailed={(error) => fail(current, error)}
        />
      ) : null}
      {current && opened?.kind === 'folder' ? (
        <FolderMoveDialog
          template={current}
          folders={folders}
          returnFocus={backToMenu}
          onClose={close}
          onDone={(text) => {
            setOpened(null);
            toast.show(text);
          }}
          onFailed={(error) => fail(current, error)}
        />
      ) : null}
      <HistoriesDialog
        template={opened?.kind === 'histories' ? current! : null}
        returnFocus={backToMenu}
        onClose={close}
      />
      <ConfirmDialog
        open={opened?.kind === 'publish'}
        title={t('publish.title')}
        confirmLabel={t('actions.publish')}
        destructive={false}
        pending={publish.isPending}
        returnFocus={backToMenu}
        onConfirm={() =>
          current && void run(current, () => publish.mutateAsync({ id: current.id, version: current.version }))
        }
        onClose={close}
      >
        <p>{t('publish.confirm', { title: current?.title ?? '' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={opened?.kind === 'unpublish'}
        title={t('unpublish.title')}
        confirmLabel={t('actions.unpublish')}
        destructive={false}
        pending={unpublish.isPending}
        returnFocus={backToMenu}
        onConfirm={() =>
          current && void run(current, () => unpublish.mutateAsync({ id: current.id, version: current.version }))
        }
        onClose={close}
      >
        <p>{t('unpublish.confirm', { title: current?.title ?? '' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={opened?.kind === 'delete'}
        title={t('delete.title')}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        returnFocus={backToMenu}
        onConfirm={() =>
          current && void run(current, () => remove.mutateAsync({ id: current.id, version: current.version }))
        }
        onClose={close}
      >
        <p>{t('delete.confirm', { title: current?.title ?? '', pages: current?.pages_count ?? 0 })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={opened?.kind === 'cannotDelete'}
        title={t('delete.cannotTitle')}
        confirmLabel={t('ok')}
        error={opened?.kind === 'cannotDelete' ? opened.text : null}
        returnFocus={backToMenu}
        onConfirm={close}
        onClose={close}
      >
        {null}
      </ConfirmDialog>
      <ConfirmDialog
        open={opened?.kind === 'accept'}
        title={t('accept.title')}
        confirmLabel={opened?.kind === 'accept' && opened.confirmText ? t('accept.confirmRemove') : t('actions.accept')}
        destructive={opened?.kind === 'accept' && Boolean(opened.confirmText)}
        pending={accept.isPending}
        returnFocus={backToMenu}
        onConfirm={() => current && void runAccept(current, opened?.kind === 'accept' && Boolean(opened.confirmText))}
        onClose={close}
      >
        <p>
          {opened?.kind === 'accept' && opened.confirmText
            ? opened.confirmText
            : t('accept.confirm', {
                title: current?.title ?? '',
                from: current?.transfer?.from_node.text ?? '',
                to: current?.transfer?.to_node.text ?? '',
              })}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={opened?.kind === 'reject'}
        title={t('reject.title')}
        confirmLabel={t('actions.reject')}
        pending={reject.isPending}
        returnFocus={backToMenu}
        onConfirm={() =>
          current && void run(current, () => reject.mutateAsync({ id: current.id, version: current.version }))
        }
        onClose={close}
      >
        <p>
          {t('reject.confirm', {
            title: current?.title ?? '',
            from: current?.transfer?.from_node.text ?? '',
            to: current?.transfer?.to_node.text ?? '',
          })}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={failure !== null}
        title={t('failedTitle')}
        confirmLabel={failure?.stale ? t('reload') : t('ok')}
        destructive={false}
        returnFocus={() => (failure ? document.getElementById(failure.id) : null)}
        onConfirm={() => {
          if (failure?.stale) void list.refetch();
          setFailure(null);
        }}
        onClose={() => setFailure(null)}
      >
        <p role="alert" className="error-text">
          {failure?.text}
        </p>
      </ConfirmDialog>
    </div>
  );
}

export default TemplatesPanel;
