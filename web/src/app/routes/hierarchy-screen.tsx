import { lazy } from 'react';
import { HierarchyRoute, type NodePanels } from '../../features/hierarchy/routes/hierarchy-route';

/**
 * /hierarchy/*: the hierarchy's screen with the tab panels other features bring (features never import each
 * other, so the app composes them). The rubric, template and course panels load with their tabs, not with the hierarchy.
 */
const panels: NodePanels = {
  rubric: lazy(() => import('../../features/rubrics/components/rubrics-panel')),
  template: lazy(() => import('../../features/templates/components/templates-panel')),
  'hierarchy-group-template': lazy(() => import('../../features/courses/components/courses-panel')),
  report: lazy(() => import('../../features/reports/components/node-report-panel')),
};

export default function HierarchyScreenRoute() {
  return <HierarchyRoute panels={panels} />;
}
