import { Folder, FolderPlus, GitBranch, History, LayoutTemplate, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { TemplateSummary } from '@tessera/shared';
import { useLibraryActions } from '../../../components/library/library-actions';
import { LibraryPanel } from '../../../components/library/library-panel';
import { MorePages } from '../../../components/library/library-paging';
import { rowActions } from '../../../components/library/row-actions';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCheckTemplateDeletable } from '../api/check-template-deletable';
import { useDeleteTemplate } from '../api/delete-template';
import { useTemplateList } from '../api/list-templates';
import { useAcceptTemplateTransfer } from '../api/accept-template-transfer';
import { useCopyTemplate } from '../api/copy-template';
import { usePublishTemplate } from '../api/publish-template';
import { useRejectTemplateTransfer } from '../api/reject-template-transfer';
import { useUnpublishTemplate } from '../api/unpublish-template';
import { templatePaths } from '../utils/template-paths';
import { CreateTemplateDialog } from './create-template-dialog';
import { FolderDialog, FolderTools } from './folder-tools';
import { FolderMoveDialog } from './folder-move-dialog';
import { HistoriesDialog } from './histories-dialog';
import { VersionsDialog } from './versions-dialog';
import { MoveDialog } from './move-dialog';
import { TemplateStateBadge } from './template-state-badge';
import '../templates.css';

/** The row actions a template allows: exactly the flags the server answered (ADR 0016). */
export const allowedTemplateActions = (template: TemplateSummary) =>
  rowActions(template, {
    // The folder is part of the template: moving it there is an edit (of its own node's folders).
    folder: { after: 'move', shows: template.can_edit && !template.incoming },
    histories: { after: 'transfer', shows: template.can_edit || template.can_accept || template.can_reject },
    // Which published versions portfolios run (ADR 0028 §2): for the admins who may edit it, once published.
    versions: { after: 'transfer', shows: template.can_edit && !template.incoming },
  });
type TemplateAction = ReturnType<typeof allowedTemplateActions>[number];
/** The actions that ask first (spec 2 §2, §8 modals); delete checks is_deletable before. */
type TemplateAsked = 'publish' | 'unpublish' | 'accept' | 'reject' | 'delete';

const versionOf = (template: TemplateSummary) => ({ id: template.id, version: template.version });

/**
 * The template tab of a hierarchy node (spec 2 §2 /hierarchy/template, §4, §8; spec 3 §2 template folders):
 * the node's templates and the transfers waiting there, searched and filtered by folder; the next page is
 * read as the reader nears the end of the list (or presses "Show more"); rows are 28 px; each row offers
 * the actions its flags allow, each with its modal (the library panel's, ADR 0025), and every change's
 * sentence shows as a snackbar.
 */
export function TemplatesPanel({ nodeId, canManage }: { nodeId: string; canManage: boolean }) {
  const t = useT('templates');
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [folder, setFolder] = useState('');
  const [creating, setCreating] = useState(false);
  const [newFolder, setNewFolder] = useState(false);
  const settledSearch = useDebouncedValue(search);
  const list = useTemplateList({ node: nodeId, search: settledSearch, folder });
  const publish = usePublishTemplate();
  const unpublish = useUnpublishTemplate();
  const copy = useCopyTemplate();
  const accept = useAcceptTemplateTransfer();
  const reject = useRejectTemplateTransfer();
  const remove = useDeleteTemplate();
  const checkDeletable = useCheckTemplateDeletable();

  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const folders = pages[0]?.folders ?? [];

  const library = useLibraryActions<TemplateSummary, TemplateAction, TemplateAsked, 'delete'>({
    t,
    idPrefix: 'template',
    staleCode: 'templates.stale',
    allowed: (template) =>
      allowedTemplateActions(template).filter((action) => action !== 'folder' || folders.length > 0),
    onReload: () => void list.refetch(),
    actions: {
      edit: { select: (template) => void navigate(templatePaths.edit(template.id)) },
      publish: { ask: {}, run: (template) => publish.mutateAsync(versionOf(template)) },
      unpublish: { ask: {}, run: (template) => unpublish.mutateAsync(versionOf(template)) },
      // The receiving node cannot reach some of its rubrics: the server's sentence, then accept with confirm.
      accept: {
        ask: { again: { code: 'templates.move.confirm_needed', label: t('accept.confirmRemove') } },
        run: (template, { again }) => accept.mutateAsync({ ...versionOf(template), confirm: again }),
      },
      reject: { ask: {}, run: (template) => reject.mutateAsync(versionOf(template)) },
      copy: { run: (template) => copy.mutateAsync({ id: template.id, nodeId: canManage ? nodeId : undefined }) },
      move: { dialog: (props) => <MoveDialog kind="move" {...props} /> },
      folder: { icon: Folder, dialog: (props) => <FolderMoveDialog folders={folders} {...props} /> },
      transfer: { dialog: (props) => <MoveDialog kind="transfer" {...props} /> },
      histories: {
        icon: History,
        dialog: ({ item, close, returnFocus }) => (
          <HistoriesDialog template={item} returnFocus={returnFocus} onClose={close} />
        ),
      },
      versions: {
        icon: GitBranch,
        dialog: ({ item, close, returnFocus }) => (
          <VersionsDialog template={item} returnFocus={returnFocus} onClose={close} />
        ),
      },
      delete: {
        ask: {
          check: async (template) => {
            const answer = await checkDeletable.mutateAsync(template.id);
            return answer.is_deletable ? null : (answer.message ?? t('failedTitle'));
          },
          params: (template) => ({ pages: template.pages_count }),
        },
        run: (template) => remove.mutateAsync(versionOf(template)),
      },
    },
  });

  const folderName = (id: string | null) => folders.find((entry) => entry.id === id)?.name;
  return (
    <LibraryPanel
      className="templates-panel"
      search={{ label: t('search'), value: search, onChange: setSearch }}
      tools={
        <>
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
        </>
      }
      filters={
        canManage ? (
          <FolderTools folder={folders.find((entry) => entry.id === folder) ?? null} onDeleted={() => setFolder('')} />
        ) : null
      }
      list={{ query: list, shown: items.length, narrowed: settledSearch.trim() !== '' || folder !== '' }}
      empty={{
        icon: LayoutTemplate,
        text: t('empty'),
        action: canManage ? (
          <Button variant="primary" onClick={() => setCreating(true)}>
            {t('new')}
          </Button>
        ) : undefined,
      }}
    >
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
              <span className="template-row__actions">{library.menu(template)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <MorePages query={list} moreLabel={t('more')} loadingLabel={t('loading')} />
      {creating ? (
        <CreateTemplateDialog nodeId={nodeId} folders={folders} folder={folder} onClose={() => setCreating(false)} />
      ) : null}
      {newFolder ? <FolderDialog nodeId={nodeId} folder={null} onClose={() => setNewFolder(false)} /> : null}
      {library.dialogs}
    </LibraryPanel>
  );
}

export default TemplatesPanel;
