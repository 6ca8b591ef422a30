import { lazy } from 'react';
import { HierarchyRoute, type NodePanels } from '../../features/hierarchy/routes/hierarchy-route';

/**
 * /hierarchy/*: the hierarchy's screen with the tab panels other features bring (features never import each
 * other, so the app composes them). The rubric panel loads with its tab, not with the hierarchy.
 */
const panels: NodePanels = {
  rubric: lazy(() => import('../../features/rubrics/components/rubrics-panel')),
};

export default function HierarchyScreenRoute() {
  return <HierarchyRoute panels={panels} />;
}
