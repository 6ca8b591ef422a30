import { Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStatus } from '../../../components/ui/list-status';
import { SearchField } from '../../../components/ui/search-field';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import type { CollectionItem, CollectionKind } from '../api/collections';
import { useDeleteCollectionItem } from '../api/delete-collection-item';
import { useCollectionItems } from '../api/list-collection-items';
import { CollectionItemForm } from './collection-item-form';
import { NodeImportButton } from './node-import-dialog';

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

/** The sites of a node that use a site category, by name (what a category's deletion takes from them). */
export function sitesUsingCategory(sites: readonly CollectionItem[], categoryId: string): string[] {
  return sites
    .filter((site) => site.site_category?.id === categoryId)
    .map((site) => site.name)
    .sort((a, b) => a.localeCompare(b));
}

/**
 * Labels (subjects), site categories, sites or log categories of a node (spec 2 §2, §3): the list by name with a
 * search, create and edit dialogs, a delete confirmation that names what is lost (a site category names the
 * sites that will lose it); labels and sites can be imported from a .csv file.
 */
export function CollectionPanel({ kind, nodeId, canManage }: CollectionPanelProps) {
  const t = useT('hierarchy');
  const common = useT('common');
  const locale = useLocale();
  const items = useCollectionItems(kind, nodeId);
  const categories = useCollectionItems('siteCategory', nodeId, kind === 'site');
  const remove = useDeleteCollectionItem(kind, nodeId);
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<CollectionItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ item: CollectionItem; error: string | null } | null>(null);
  // Deleting a site category names the sites that use it (spec 2 §8 style): the node's sites are read then.
  const sites = useCollectionItems('site', nodeId, kind === 'siteCategory' && deleting !== null);

  const collator = useMemo(() => new Intl.Collator(locale, { numeric: true, sensitivity: 'base' }), [locale]);
  const shown = useMemo(() => {
    const wanted = fold(query.trim());
    return [...(items.data ?? [])]
      .filter((item) => wanted === '' || fold(item.name).includes(wanted))
      .sort((a, b) => collator.compare(a.name, b.name));
  }, [items.data, query, collator]);

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

  const columns: Column<CollectionItem>[] = [{ id: 'name', header: common('name'), cell: (item) => item.name }];
  if (kind === 'site')
    columns.push({
      id: 'category',
      header: t('site.category'),
      cell: (item) => item.site_category?.name ?? t('site.noCategory'),
    });
  if (kind === 'logCategory')
    columns.push({
      id: 'in-use',
      header: t('logCategory.inUse'),
      cell: (item) => (item.is_referenced ? common('yes') : common('no')),
    });
  if (canManage)
    columns.push({
      id: 'actions',
      header: common('actions'),
      actions: true,
      cell: (item) => (
        <>
          <Button
            size="small"
            icon={Pencil}
            aria-label={common('editNamed', { name: item.name })}
            onClick={() => setEditing(item)}
          >
            {common('edit')}
          </Button>
          <Button
            size="small"
            variant="destructive"
            icon={Trash2}
            aria-label={common('deleteNamed', { name: item.name })}
            onClick={() => setDeleting({ item, error: null })}
          >
            {common('delete')}
          </Button>
        </>
      ),
    });

  const usedBy = deleting && kind === 'siteCategory' ? sitesUsingCategory(sites.data ?? [], deleting.item.id) : [];
  return (
    <div className="panel">
      <div className="panel__toolbar">
        <SearchField value={query} onChange={setQuery} />
        {canManage ? (
          <>
            <Button variant="primary" icon={Plus} onClick={() => setEditing('new')}>
              {t(`collection.${kind}.add`)}
            </Button>
            {csvKind ? <NodeImportButton nodeId={nodeId} kind={csvKind} /> : null}
          </>
        ) : null}
      </div>
      <ListStatus
        query={items}
        total={items.data?.length ?? 0}
        shown={shown.length}
        empty={
          <EmptyState icon={Tags} headingLevel={3}>
            {t(`collection.${kind}.empty`)}
          </EmptyState>
        }
      />
      {shown.length > 0 ? (
        <DataTable caption={t(`collection.${kind}.plural`)} rows={shown} rowKey={(item) => item.id} columns={columns} />
      ) : null}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t(`collection.${kind}.create`) : t(`collection.${kind}.edit`)}
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
        title={kind === 'siteCategory' ? t('siteCategory.deleteTitle') : common('delete')}
        confirmLabel={t('common.confirmDelete')}
        pending={remove.isPending || (kind === 'siteCategory' && sites.isPending)}
        error={deleting?.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>{t('common.deleteConfirm', { name: deleting?.item.name ?? '' })}</p>
        {kind === 'siteCategory' ? (
          <p data-testid="category-sites">
            {sites.isPending
              ? t('siteCategory.checking')
              : usedBy.length === 0
                ? t('siteCategory.unused')
                : t('siteCategory.usedBy', {
                    count: usedBy.length,
                    sites: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                      usedBy.map((name) => `“${name}”`),
                    ),
                  })}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
