import { ChevronDown, ChevronRight, Dot, FolderPlus, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  canCreateFolder,
  defaultFolderName,
  message,
  renameFolder,
  FOLDER_NAME_MAX_LENGTH,
  type HierarchyNode,
} from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { SearchField } from '../../../components/ui/search-field';
import { errorText, isApiError } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { ancestorIds, indexTree, searchTree, siblingsOf, visibleRows, type VisibleRow } from '../utils/tree';

export interface FolderTreeProps {
  nodes: readonly HierarchyNode[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Creates a child folder named `name`; resolves with the new node. */
  onCreate: (parent: HierarchyNode, name: string) => Promise<HierarchyNode>;
  onRename: (node: HierarchyNode, name: string) => Promise<unknown>;
  onDelete: (node: HierarchyNode) => Promise<unknown>;
}

interface Editing {
  /** The folder being renamed, or `new:<parent id>` for a folder not created yet. */
  id: string;
  value: string;
  warning: string | null;
}

const NAME_TAKEN = 'hierarchy.folder.name_taken';
const NEW_PREFIX = 'new:';

type DeleteBlock = 'deleteDisabledTop' | 'deleteDisabledAuthority' | 'deleteDisabledChildren';

/** Why a folder cannot be deleted, before anyone tries (the server refuses the same cases). */
export function deleteBlock(node: HierarchyNode, childCount: number): DeleteBlock | null {
  if (!node.child_authority) return node.parent === null ? 'deleteDisabledTop' : 'deleteDisabledAuthority';
  if (childCount > 0) return 'deleteDisabledChildren';
  return null;
}

/**
 * The folder tree of spec 2 §2 as a WAI-ARIA tree: one tab stop, arrow keys move, Right/Left open and close,
 * a click or Enter opens a folder (selects it and shows its subfolders), F2 renames inline (Enter saves,
 * Escape cancels, an empty name reverts), Delete asks before deleting. "New folder" adds a name box under the
 * selected folder: the folder is created when the name is committed and nothing is left behind on Escape.
 * Delete is disabled, with the reason, where it cannot succeed. A search shows matches with their ancestors.
 */
export function FolderTree({ nodes, selectedId, onSelect, onCreate, onRename, onDelete }: FolderTreeProps) {
  const t = useT('hierarchy');
  const msg = useT('messages');
  const locale = useLocale();
  const index = useMemo(() => indexTree(nodes), [nodes]);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(initialExpanded(nodes, selectedId)));
  const [focusedId, setFocusedId] = useState<string | null>(selectedId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ node: HierarchyNode; error: string | null; pending: boolean } | null>(
    null,
  );
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const committing = useRef(false);
  const editingId = useRef<string | null>(null);
  const returnFocusTo = useRef<string | null>(null);
  const focusAfterDelete = useRef<string | null>(null);
  const hintId = useId();
  const renameHintId = useId();
  const reasonId = useId();

  const shown = useMemo(() => searchTree(index, query), [index, query]);
  const rows = useMemo(() => visibleRows(index, expanded, shown), [index, expanded, shown]);
  const selected = selectedId ? (index.byId.get(selectedId) ?? null) : null;
  const tabStop =
    rows.find((row) => row.node.id === focusedId) ?? rows.find((row) => row.node.id === selectedId) ?? rows[0];
  const draftParent = editing?.id.startsWith(NEW_PREFIX) ? editing.id.slice(NEW_PREFIX.length) : null;

  // The selected folder's ancestors open when the selection comes from outside (the URL).
  const [seenSelection, setSeenSelection] = useState<string | null>(null);
  if (selectedId && seenSelection !== selectedId) {
    setSeenSelection(selectedId);
    const ancestors = ancestorIds(index, selectedId);
    if (!ancestors.every((id) => expanded.has(id))) setExpanded(new Set([...expanded, ...ancestors]));
  }

  // After an inline edit ends, focus goes back to its tree item; after a delete, to the parent folder.
  useEffect(() => {
    if (editing !== null || deleting !== null || !returnFocusTo.current) return;
    const target = itemRefs.current.get(returnFocusTo.current);
    if (!target) return;
    target.focus();
    returnFocusTo.current = null;
  });

  const focusItem = (id: string) => {
    setFocusedId(id);
    itemRefs.current.get(id)?.focus();
  };
  const toggle = (id: string, open?: boolean) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (open ?? !next.has(id)) next.add(id);
      else next.delete(id);
      return next;
    });
  /** Opening a folder selects it (its panels show) and shows its subfolders. */
  const open = (row: VisibleRow) => {
    setFocusedId(row.node.id);
    onSelect(row.node.id);
    if (row.hasChildren && !shown) toggle(row.node.id, true);
  };

  const childCount = (node: HierarchyNode) => index.children.get(node.id)?.length ?? 0;
  const selectedBlock = selected ? deleteBlock(selected, childCount(selected)) : null;
  const canCreate =
    selected !== null && (selected.node_authority || selected.child_authority) && canCreateFolder(selected, nodes).ok;

  const startRename = (node: HierarchyNode) => {
    if (!node.child_authority) {
      setProblem(t('tree.deleteDisabledAuthority'));
      return;
    }
    setProblem(null);
    editingId.current = node.id;
    setEditing({ id: node.id, value: node.text, warning: null });
  };
  const stopEditing = (focusId: string) => {
    editingId.current = null;
    returnFocusTo.current = focusId;
    setEditing(null);
  };
  const askDelete = (node: HierarchyNode) => {
    const block = deleteBlock(node, childCount(node));
    if (block) setProblem(t(`tree.${block}`));
    else {
      focusAfterDelete.current = null;
      setDeleting({ node, error: null, pending: false });
    }
  };

  const startNewFolder = () => {
    if (!selected || !canCreate) return;
    setProblem(null);
    const name = defaultFolderName(
      (index.children.get(selected.id) ?? []).map((child) => child.text),
      (n) => message('hierarchy.folder.default_name', locale, { n }),
    );
    toggle(selected.id, true);
    setQuery('');
    editingId.current = `${NEW_PREFIX}${selected.id}`;
    setEditing({ id: `${NEW_PREFIX}${selected.id}`, value: name, warning: null });
  };

  const commit = async () => {
    if (!editing || committing.current) return;
    const parentId = editing.id.startsWith(NEW_PREFIX) ? editing.id.slice(NEW_PREFIX.length) : null;
    const node = parentId ? null : (index.byId.get(editing.id) ?? null);
    const parent = parentId ? (index.byId.get(parentId) ?? null) : null;
    if (!node && !parent) return setEditing(null);
    const siblings = node ? siblingsOf(index, node) : (index.children.get(parentId as string) ?? []);
    const fallback = node
      ? node.text
      : defaultFolderName(
          siblings.map((sibling) => sibling.text),
          (n) => message('hierarchy.folder.default_name', locale, { n }),
        );
    const result = renameFolder({ name: editing.value, previousName: fallback, siblings, selfId: node?.id });
    if (!result.ok) {
      setEditing({ ...editing, warning: msg(result.error) });
      return;
    }
    if (node && result.name === node.text) return stopEditing(node.id);
    committing.current = true;
    setSaving(true);
    try {
      if (node) {
        await onRename(node, result.name);
        stopEditing(node.id);
      } else {
        const created = await onCreate(parent as HierarchyNode, result.name);
        setFocusedId(created.id);
        stopEditing(created.id);
      }
    } catch (error) {
      if (isApiError(error) && (error.code === NAME_TAKEN || error.fields.new_node_text)) {
        setEditing({ ...editing, warning: msg(NAME_TAKEN) });
      } else {
        // spec 2 §8: "Can't save your update now, please try that later." and the old name comes back (a
        // new folder is removed).
        setProblem(
          isApiError(error) && error.status < 500 && !node
            ? errorText(error, locale)
            : msg('hierarchy.node.update_failed'),
        );
        stopEditing(node?.id ?? (parentId as string));
      }
    } finally {
      committing.current = false;
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, pending: true });
    try {
      await onDelete(deleting.node);
      if (deleting.node.parent && index.byId.has(deleting.node.parent)) {
        setFocusedId(deleting.node.parent);
        focusAfterDelete.current = deleting.node.parent;
      }
      setDeleting(null);
    } catch (error) {
      setDeleting({ node: deleting.node, pending: false, error: errorText(error, locale) });
    }
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (editing || !tabStop) return;
    const at = rows.findIndex((row) => row.node.id === tabStop.node.id);
    const row = rows[at] as VisibleRow;
    const go = (target: VisibleRow | undefined) => {
      if (target) focusItem(target.node.id);
    };
    switch (event.key) {
      case 'ArrowDown':
        go(rows[at + 1]);
        break;
      case 'ArrowUp':
        go(rows[at - 1]);
        break;
      case 'Home':
        go(rows[0]);
        break;
      case 'End':
        go(rows[rows.length - 1]);
        break;
      case 'ArrowRight':
        if (row.hasChildren && !row.expanded && !shown) toggle(row.node.id, true);
        else if (row.expanded) go(rows[at + 1]);
        break;
      case 'ArrowLeft':
        if (row.expanded && !shown) toggle(row.node.id, false);
        else if (row.node.parent) go(rows.find((other) => other.node.id === row.node.parent));
        break;
      case 'Enter':
      case ' ':
        open(row);
        break;
      case 'F2':
        startRename(row.node);
        break;
      case 'Delete':
        askDelete(row.node);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const nameBox = (label: string, hint: string) =>
    editing ? (
      <span className="folder-tree__rename">
        <input
          className="field__input"
          aria-label={label}
          aria-describedby={renameHintId}
          aria-invalid={editing.warning ? true : undefined}
          maxLength={FOLDER_NAME_MAX_LENGTH}
          value={editing.value}
          readOnly={saving}
          ref={(element) => {
            // The box takes focus (its text selected) as soon as it appears.
            if (element && document.activeElement !== element && !element.dataset.focused) {
              element.dataset.focused = 'true';
              element.focus();
              element.select();
            }
          }}
          onChange={(event) => setEditing({ ...editing, value: event.target.value, warning: null })}
          onKeyDown={(event) => {
            event.stopPropagation();
            if (event.key === 'Enter') {
              event.preventDefault();
              void commit();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              stopEditing(draftParent ?? editing.id);
            }
          }}
          onBlur={() => {
            if (editingId.current === editing.id && !committing.current && !editing.warning) void commit();
          }}
        />
        <span id={renameHintId} className="field__hint">
          {editing.warning ? (
            <span role="alert" className="field__error">
              {editing.warning}
            </span>
          ) : (
            hint
          )}
        </span>
      </span>
    ) : null;

  const draftRow = (parentRow: VisibleRow) => (
    <li
      key={`draft-${parentRow.node.id}`}
      role="treeitem"
      aria-level={parentRow.level + 1}
      aria-selected={false}
      className="folder-tree__item folder-tree__item--draft"
      style={{ paddingInlineStart: `${parentRow.level * 1.25}rem` }}
    >
      <span className="folder-tree__row">
        <Dot className="folder-tree__toggle" aria-hidden="true" />
        {nameBox(t('tree.newFolderLabel'), t('tree.newFolderHint'))}
      </span>
    </li>
  );

  return (
    <div className="folder-tree">
      <SearchField label={t('tree.search')} value={query} onChange={setQuery} />
      <div className="folder-tree__toolbar button-row">
        <Button
          size="small"
          icon={FolderPlus}
          disabled={!canCreate || saving || editing !== null}
          onClick={startNewFolder}
        >
          {t('tree.newFolder')}
        </Button>
        <Button
          size="small"
          icon={Pencil}
          disabled={!selected?.child_authority || saving || editing !== null}
          onClick={() => selected && startRename(selected)}
        >
          {t('tree.rename')}
        </Button>
        <Button
          size="small"
          variant="destructive"
          icon={Trash2}
          disabled={!selected || selectedBlock !== null || saving || editing !== null}
          aria-describedby={selectedBlock ? reasonId : undefined}
          onClick={() => selected && askDelete(selected)}
        >
          {t('tree.delete')}
        </Button>
      </div>
      {selectedBlock ? (
        <p id={reasonId} className="field__hint" data-testid="delete-reason">
          {t(`tree.${selectedBlock}`)}
        </p>
      ) : null}
      <p id={hintId} className="field__hint">
        {t('tree.keyboardHint')}
      </p>
      <div role="alert" className="error-text">
        {problem}
      </div>
      {rows.length === 0 ? <p className="muted">{t('tree.noMatch')}</p> : null}
      <ul
        role="tree"
        aria-label={t('tree.label')}
        aria-describedby={hintId}
        className="folder-tree__list"
        onKeyDown={onTreeKeyDown}
      >
        {rows.flatMap((row, position) => {
          const { node } = row;
          const siblings = siblingsOf(index, node).filter((other) => !shown || shown.has(other.id));
          const isEditing = editing?.id === node.id;
          const item = (
            // The tree's keyboard handling lives on the tree (onKeyDown above): items are its options.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={node.id}
              ref={(element) => {
                if (element) itemRefs.current.set(node.id, element);
                else itemRefs.current.delete(node.id);
              }}
              role="treeitem"
              aria-level={row.level}
              aria-setsize={siblings.length}
              aria-posinset={siblings.indexOf(node) + 1}
              aria-expanded={row.hasChildren ? row.expanded : undefined}
              aria-selected={node.id === selectedId}
              tabIndex={tabStop?.node.id === node.id && !isEditing ? 0 : -1}
              className={`folder-tree__item${node.id === selectedId ? ' folder-tree__item--selected' : ''}`}
              style={{ paddingInlineStart: `${(row.level - 1) * 1.25}rem` }}
              onFocus={(event) => {
                if (event.target === event.currentTarget) setFocusedId(node.id);
              }}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest('input, [data-toggle]')) return;
                open(row);
              }}
            >
              <span className="folder-tree__row">
                {row.hasChildren ? (
                  // A pointer shortcut for Right/Left (hidden from assistive technology): keys act on the item.
                  <span
                    className="folder-tree__toggle"
                    aria-hidden="true"
                    data-toggle
                    onClick={() => {
                      if (!shown) toggle(node.id);
                    }}
                  >
                    {row.expanded ? <ChevronDown className="icon" /> : <ChevronRight className="icon" />}
                  </span>
                ) : (
                  <Dot className="folder-tree__toggle" aria-hidden="true" />
                )}
                {isEditing ? (
                  nameBox(t('tree.renameLabel'), t('tree.renameHint'))
                ) : (
                  <span className="folder-tree__label">{node.text}</span>
                )}
              </span>
            </li>
          );
          // The name box of a new folder follows its parent's last visible descendant.
          const next = rows[position + 1];
          const endsParentGroup =
            draftParent !== null &&
            (node.id === draftParent || ancestorIds(index, node.id).includes(draftParent)) &&
            (!next || (next.node.id !== draftParent && !ancestorIds(index, next.node.id).includes(draftParent)));
          const parentRow = rows.find((candidate) => candidate.node.id === draftParent);
          return endsParentGroup && parentRow ? [item, draftRow(parentRow)] : [item];
        })}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.error ? t('tree.deleteFailedTitle') : t('tree.deleteTitle')}
        confirmLabel={t('common.confirmDelete')}
        pending={deleting?.pending}
        error={deleting?.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
        returnFocus={() => (focusAfterDelete.current ? itemRefs.current.get(focusAfterDelete.current) : null)}
      >
        <p>{t('tree.deleteConfirm', { name: deleting?.node.text ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}

function initialExpanded(nodes: readonly HierarchyNode[], selectedId: string | null): string[] {
  const index = indexTree(nodes);
  return [...index.roots.map((root) => root.id), ...(selectedId ? ancestorIds(index, selectedId) : [])];
}
