import { lazy } from 'react';
import { InProgressRoute, type HomePanels } from '../../features/home/routes/in-progress-route';

/**
 * /via/inprogress: the home with the lists other features bring (features never import each other, so the
 * app composes them). A student's activities and timeline load with the home's first render for a student only, an assessor's sections for an
 * assessor only.
 */
const panels: HomePanels = {
  studentActivities: lazy(() =>
    import('../../features/courses/components/home-panels').then((m) => ({ default: m.StudentHomePanel })),
  ),
  studentTimeline: lazy(() =>
    import('../../features/portfolios/components/timeline-panel').then((m) => ({ default: m.TimelinePanel })),
  ),
  assessorSections: lazy(() =>
    import('../../features/courses/components/home-panels').then((m) => ({ default: m.AssessorHomePanel })),
  ),
};

export default function InProgressScreenRoute() {
  return <InProgressRoute panels={panels} />;
}
