import { useMemo, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { errorText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import type { CollectionItem, CollectionKind } from '../api/collections';
import { useDeleteCollectionItem } from '../api/delete-collection-item';
import { useCollectionItems } from '../api/list-collection-items';
import { useHierarchyT } from '../i18n';
import { CollectionItemForm } from './collection-item-form';
import { ConfirmDialog } from './confirm-dialog';
import { CsvImportButton } from './csv-import-dialog';
import { ListStatus, SearchField } from './list-parts';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

interface CollectionPanelProps {
  kind: CollectionKind;
  nodeId: string;
  /** The caller may add, edit and delete on this node. */
  canManage: boolean;
}

/**
 * Labels (subjects), site categories, sites or log categories of a node (spec 2 §2, §3): the list by name with a
 * search, create and edit modals, a delete confirmation; labels and sites can be imported from a .csv file.
 */
export function CollectionPanel({ kind, nodeId, canManage }: CollectionPanelProps) {
  const t = useHierarchyT();
  const locale = useLocale();
  const items = useCollectionItems(kind, nodeId);
  const categories = useCollectionItems('siteCategory', nodeId, kind === 'site');
  const remove = useDeleteCollectionItem(kind, nodeId);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<CollectionItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ item: CollectionItem; error: string | null } | null>(null);

  const shown = useMemo(() => {
    const wanted = fold(query.trim());
    return [...(items.data ?? [])]
      .filter((item) => wanted === '' || fold(item.name).includes(wanted))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [items.data, query]);

  const texts = {
    label: {
      add: 'collection.label.add',
      create: 'collection.label.create',
      edit: 'collection.label.edit',
      empty: 'collection.label.empty',
    },
    siteCategory: {
      add: 'collection.siteCategory.add',
      create: 'collection.siteCategory.create',
      edit: 'collection.siteCategory.edit',
      empty: 'collection.siteCategory.empty',
    },
    site: {
      add: 'collection.site.add',
      create: 'collection.site.create',
      edit: 'collection.site.edit',
      empty: 'collection.site.empty',
    },
    logCategory: {
      add: 'collection.logCategory.add',
      create: 'collection.logCategory.create',
      edit: 'collection.logCategory.edit',
      empty: 'collection.logCategory.empty',
    },
  } as const;
  const text = texts[kind];
  const csvKind = kind === 'label' ? 'labels' : kind === 'site' ? 'sites' : null;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.item.id);
      setDeleting(null);
    } catch (error) {
      setDeleting({ item: deleting.item, error: errorText(error, locale) });
    }
  };

  return (
    <div className="panel">
      <div className="panel__toolbar">
        <SearchField value={query} onChange={setQuery} />
        {canManage ? (
          <>
            <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
              {t(text.add)}
            </button>
            {csvKind ? <CsvImportButton nodeId={nodeId} kind={csvKind} /> : null}
          </>
        ) : null}
      </div>
      <ListStatus query={items} total={items.data?.length ?? 0} shown={shown.length} emptyText={t(text.empty)} />
      {shown.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{t(`collection.${kind}.plural`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('common.name')}</th>
              {kind === 'site' ? <th scope="col">{t('site.category')}</th> : null}
              {kind === 'logCategory' ? <th scope="col">{t('logCategory.inUse')}</th> : null}
              {canManage ? <th scope="col">{t('common.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {shown.map((item) => (
              <tr key={item.id}>
                <td>{item.name}</td>
                {kind === 'site' ? <td>{item.site_category?.name ?? t('site.noCategory')}</td> : null}
                {kind === 'logCategory' ? <td>{item.is_referenced ? t('common.yes') : t('common.no')}</td> : null}
                {canManage ? (
                  <td className="table__actions">
                    <button
                      type="button"
                      className="button"
                      aria-label={t('common.editNamed', { name: item.name })}
                      onClick={() => setEditing(item)}
                    >
                      {t('common.edit')}
                    </button>
                    <button
                      type="button"
                      className="button"
                      aria-label={t('common.deleteNamed', { name: item.name })}
                      onClick={() => setDeleting({ item, error: null })}
                    >
                      {t('common.delete')}
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t(text.create) : t(text.edit)}
      >
        {editing !== null ? (
          <CollectionItemForm
            kind={kind}
            nodeId={nodeId}
            item={editing === 'new' ? undefined : editing}
            siteCategories={categories.data}
            onDone={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('common.delete')}
        confirmLabel={t('common.confirmDelete')}
        pending={remove.isPending}
        error={deleting?.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>{t('common.deleteConfirm', { name: deleting?.item.name ?? '' })}</p>
      </ConfirmDialog>
    </div>
  );
}
