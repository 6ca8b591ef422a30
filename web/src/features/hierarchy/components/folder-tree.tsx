import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  canCreateFolder,
  defaultFolderName,
  message,
  renameFolder,
  FOLDER_NAME_MAX_LENGTH,
  type HierarchyNode,
} from '@tessera/shared';
import { errorText, isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useMessage } from '../../../lib/use-message';
import { useHierarchyT } from '../i18n';
import { ancestorIds, indexTree, searchTree, siblingsOf, visibleRows, type VisibleRow } from '../utils/tree';
import { ConfirmDialog } from './confirm-dialog';

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
  id: string;
  value: string;
  warning: string | null;
}

const NAME_TAKEN = 'hierarchy.folder.name_taken';

/**
 * The folder tree of spec 2 §2 as a WAI-ARIA tree: one tab stop, arrow keys move, Right/Left open and close,
 * Enter or Space opens the folder's panels, F2 renames inline (Enter saves, Escape cancels, an empty name
 * reverts), Delete asks before deleting. A search shows matching folders with their ancestors.
 */
export function FolderTree({ nodes, selectedId, onSelect, onCreate, onRename, onDelete }: FolderTreeProps) {
  const t = useHierarchyT();
  const msg = useMessage();
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
  const searchId = useId();
  const hintId = useId();
  const renameHintId = useId();

  const shown = useMemo(() => searchTree(index, query), [index, query]);
  const rows = useMemo(() => visibleRows(index, expanded, shown), [index, expanded, shown]);
  const selected = selectedId ? (index.byId.get(selectedId) ?? null) : null;
  const tabStop =
    rows.find((row) => row.node.id === focusedId) ?? rows.find((row) => row.node.id === selectedId) ?? rows[0];

  // The selected folder's ancestors open when the selection comes from outside (the URL).
  useEffect(() => {
    if (!selectedId) return;
    const ancestors = ancestorIds(index, selectedId);
    setExpanded((current) =>
      ancestors.every((id) => current.has(id)) ? current : new Set([...current, ...ancestors]),
    );
  }, [selectedId, index]);

  // After an inline rename ends, focus goes back to its tree item; after a delete, to the parent folder.
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

  const startRename = (node: HierarchyNode) => {
    if (!node.node_authority) return;
    setProblem(null);
    editingId.current = node.id;
    setEditing({ id: node.id, value: node.text, warning: null });
  };
  const stopRename = (id: string) => {
    editingId.current = null;
    returnFocusTo.current = id;
    setEditing(null);
  };

  const commitRename = async () => {
    if (!editing || committing.current) return;
    const node = index.byId.get(editing.id);
    if (!node) return setEditing(null);
    const result = renameFolder({
      name: editing.value,
      previousName: node.text,
      siblings: siblingsOf(index, node),
      selfId: node.id,
    });
    if (!result.ok) {
      setEditing({ ...editing, warning: msg(result.error) });
      return;
    }
    if (result.name === node.text) return stopRename(node.id);
    committing.current = true;
    setSaving(true);
    try {
      await onRename(node, result.name);
      stopRename(node.id);
    } catch (error) {
      if (isApiError(error) && (error.code === NAME_TAKEN || error.fields.new_node_text)) {
        setEditing({ ...editing, warning: msg(NAME_TAKEN) });
      } else {
        // spec 2 §8: "Can't save your update now, please try that later." and the old name comes back.
        setProblem(msg('hierarchy.node.update_failed'));
        stopRename(node.id);
      }
    } finally {
      committing.current = false;
      setSaving(false);
    }
  };

  const createChild = async () => {
    if (!selected || !canCreate) return;
    setProblem(null);
    const name = defaultFolderName(
      (index.children.get(selected.id) ?? []).map((child) => child.text),
      (n) => message('hierarchy.folder.default_name', locale, { n }),
    );
    try {
      const created = await onCreate(selected, name);
      toggle(selected.id, true);
      setQuery('');
      setFocusedId(created.id);
      editingId.current = created.id;
      setEditing({ id: created.id, value: created.text, warning: null });
    } catch (error) {
      setProblem(
        isApiError(error) && error.status < 500 ? errorText(error, locale) : msg('hierarchy.node.update_failed'),
      );
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, pending: true });
    try {
      await onDelete(deleting.node);
      if (deleting.node.parent && index.byId.has(deleting.node.parent)) {
        setFocusedId(deleting.node.parent);
        returnFocusTo.current = deleting.node.parent;
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
        onSelect(row.node.id);
        break;
      case 'F2':
        startRename(row.node);
        break;
      case 'Delete':
        if (row.node.node_authority) setDeleting({ node: row.node, error: null, pending: false });
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const canCreate =
    selected !== null && (selected.node_authority || selected.child_authority) && canCreateFolder(selected, nodes).ok;

  return (
    <div className="folder-tree">
      <div className="field">
        <label htmlFor={searchId} className="field__label">
          {t('tree.search')}
        </label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="folder-tree__toolbar">
        <button type="button" className="button" disabled={!canCreate || saving} onClick={() => void createChild()}>
          {t('tree.newFolder')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!selected?.node_authority || saving}
          onClick={() => selected && startRename(selected)}
        >
          {t('tree.rename')}
        </button>
        <button
          type="button"
          className="button"
          disabled={!selected?.node_authority || saving}
          onClick={() => selected && setDeleting({ node: selected, error: null, pending: false })}
        >
          {t('tree.delete')}
        </button>
      </div>
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
        {rows.map((row) => {
          const { node } = row;
          const siblings = siblingsOf(index, node).filter((other) => !shown || shown.has(other.id));
          const isEditing = editing?.id === node.id;
          return (
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
                if ((event.target as HTMLElement).closest('input')) return;
                setFocusedId(node.id);
                onSelect(node.id);
              }}
            >
              <span
                className="folder-tree__toggle"
                aria-hidden="true"
                onClick={(event) => {
                  if (!row.hasChildren || shown) return;
                  event.stopPropagation();
                  toggle(node.id);
                }}
              >
                {row.hasChildren ? (row.expanded ? '▾' : '▸') : '·'}
              </span>
              {isEditing && editing ? (
                <span className="folder-tree__rename">
                  <input
                    className="field__input"
                    aria-label={t('tree.renameLabel')}
                    aria-describedby={renameHintId}
                    aria-invalid={editing.warning ? true : undefined}
                    maxLength={FOLDER_NAME_MAX_LENGTH}
                    value={editing.value}
                    readOnly={saving}
                    autoFocus
                    onFocus={(event) => event.currentTarget.select()}
                    onChange={(event) => setEditing({ ...editing, value: event.target.value, warning: null })}
                    onKeyDown={(event) => {
                      event.stopPropagation();
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        void commitRename();
                      } else if (event.key === 'Escape') {
                        event.preventDefault();
                        stopRename(node.id);
                      }
                    }}
                    onBlur={() => {
                      if (editingId.current === node.id && !committing.current && !editing.warning) void commitRename();
                    }}
                  />
                  <span id={renameHintId} className="field__hint">
                    {editing.warning ? (
                      <span role="alert" className="field__error">
                        {editing.warning}
                      </span>
                    ) : (
                      t('tree.renameHint')
                    )}
                  </span>
                </span>
              ) : (
                <span className="folder-tree__label">{node.text}</span>
              )}
            </li>
          );
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
