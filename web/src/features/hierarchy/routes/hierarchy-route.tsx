import { Suspense, useEffect, useId, type ComponentType } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { hierarchyTreeMessageKey, type HierarchyNode } from '@tessera/shared';
import { PageHeader } from '../../../components/ui/page-header';
import { RouteTabs } from '../../../components/ui/route-tabs';
import { useCreateNode } from '../api/create-node';
import { useDeleteNode } from '../api/delete-node';
import { useHierarchy } from '../api/get-hierarchy';
import { useRenameNode } from '../api/rename-node';
import { AdminsPanel } from '../components/admins-panel';
import { CollectionPanel } from '../components/collection-panel';
import { FolderTree } from '../components/folder-tree';
import { StatementSetsPanel } from '../components/statement-sets-panel';
import '../hierarchy.css';
import { useT } from '../../../lib/i18n';
import { ancestorIds, indexTree } from '../utils/tree';
import { DEFAULT_HIERARCHY_TAB, HIERARCHY_TABS, hierarchyTabPath, tabOfPath, type HierarchyTab } from '../utils/tabs';

const NODE_PARAM = 'node';

/** A tab's panel brought by another feature (the app composes them: features never import each other). */
export type NodePanel = ComponentType<{ nodeId: string; canManage: boolean }>;
export type NodePanels = Partial<Record<HierarchyTab, NodePanel>>;

/**
 * /hierarchy/* (spec 2 §2): the tabs follow the path (statement by default), the folder tree beside the
 * selected tab's panel. The selected folder is kept in the URL (`?node=<id>`) so a reload keeps it.
 */
export function HierarchyRoute({ panels = {} }: { panels?: NodePanels }) {
  const rest = useParams()['*'];
  const { search } = useLocation();
  const tab = tabOfPath(rest);
  if (!tab) return <Navigate to={{ pathname: hierarchyTabPath(DEFAULT_HIERARCHY_TAB), search }} replace />;
  return <HierarchyScreen tab={tab} panels={panels} />;
}

function HierarchyScreen({ tab, panels }: { tab: HierarchyTab; panels: NodePanels }) {
  const t = useT('hierarchy');
  const msg = useT('messages');
  const tree = useHierarchy();
  const [params, setParams] = useSearchParams();
  const createNode = useCreateNode();
  const renameNode = useRenameNode();
  const deleteNode = useDeleteNode();
  const panelHeadingId = useId();

  const nodes = tree.data?.nodes ?? [];
  const requested = params.get(NODE_PARAM);
  const selected = nodes.find((node) => node.id === requested) ?? null;
  const fallback = selected ? null : (indexTree(nodes).roots[0] ?? null);

  // No folder (or an unknown one) in the URL: the first top folder, written to the URL so a reload keeps it.
  useEffect(() => {
    if (fallback && fallback.id !== requested) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(NODE_PARAM, fallback.id);
          return next;
        },
        { replace: true },
      );
    }
  }, [fallback, requested, setParams]);

  const select = (id: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(NODE_PARAM, id);
      return next;
    });

  const onDelete = async (node: HierarchyNode) => {
    await deleteNode.mutateAsync(node.id);
    if (selected && (selected.id === node.id || ancestorIds(indexTree(nodes), selected.id).includes(node.id))) {
      if (node.parent) select(node.parent);
      else setParams(new URLSearchParams(), { replace: true });
    }
  };

  const treeMessage = tree.isPending
    ? undefined
    : hierarchyTreeMessageKey({ failed: tree.isError, nodeCount: nodes.length });
  const current = selected ?? fallback;
  const canManage = Boolean(current && (current.node_authority || current.child_authority));
  const query = current ? `?${NODE_PARAM}=${encodeURIComponent(current.id)}` : '';

  return (
    <section className="page hierarchy">
      <PageHeader title={t('title')} />
      <RouteTabs
        label={t('sections')}
        tabs={HIERARCHY_TABS.map((entry) => ({
          id: entry.id,
          label: t(`tabs.${entry.id}`),
          to: `${hierarchyTabPath(entry.id)}${query}`,
          current: entry.id === tab,
        }))}
      />
      <div className="hierarchy-layout">
        <section aria-label={t('tree.label')} className="hierarchy-layout__tree">
          {tree.isPending ? <p>{t('common.loading')}</p> : null}
          {treeMessage ? <p className="muted">{msg(treeMessage)}</p> : null}
          {tree.isSuccess && nodes.length > 0 ? (
            <FolderTree
              nodes={nodes}
              selectedId={current?.id ?? null}
              onSelect={select}
              onCreate={(parent, name) => createNode.mutateAsync({ parent: parent.id, name })}
              onRename={(node, name) => renameNode.mutateAsync({ id: node.id, name })}
              onDelete={onDelete}
            />
          ) : null}
        </section>
        {tree.isSuccess ? (
          <section aria-labelledby={panelHeadingId} className="hierarchy-layout__panel">
            <h2 id={panelHeadingId}>
              {current ? t('panelFor', { panel: t(`tabs.${tab}`), node: current.text }) : t(`tabs.${tab}`)}
            </h2>
            {current ? (
              <Suspense fallback={<p>{t('common.loading')}</p>}>
                <Panel
                  key={`${tab}:${current.id}`}
                  tab={tab}
                  nodeId={current.id}
                  canManage={canManage}
                  external={panels[tab]}
                />
              </Suspense>
            ) : (
              <p className="muted">{t('noNodeSelected')}</p>
            )}
          </section>
        ) : null}
      </div>
    </section>
  );
}

function Panel({
  tab,
  nodeId,
  canManage,
  external: External,
}: {
  tab: HierarchyTab;
  nodeId: string;
  canManage: boolean;
  external?: NodePanel;
}) {
  // Another feature's tab (the courses tab holds its own imports of courses and sections).
  if (External) return <External nodeId={nodeId} canManage={canManage} />;
  switch (tab) {
    case 'admin':
      return <AdminsPanel nodeId={nodeId} />;
    case 'statement':
      return <StatementSetsPanel nodeId={nodeId} canManage={canManage} />;
    case 'site-category':
      return <CollectionPanel kind="siteCategory" nodeId={nodeId} canManage={canManage} />;
    case 'label':
      return <CollectionPanel kind="label" nodeId={nodeId} canManage={canManage} />;
    case 'site':
      return <CollectionPanel kind="site" nodeId={nodeId} canManage={canManage} />;
    case 'log-category':
      return <CollectionPanel kind="logCategory" nodeId={nodeId} canManage={canManage} />;
    case 'template':
    case 'hierarchy-group-template':
    case 'rubric':
    case 'report':
      // The app brings these tabs' panels (see `panels`); without one the tab holds only its heading.
      return null;
  }
}

export default HierarchyRoute;
