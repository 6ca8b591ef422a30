import {
  exportActivityRubricScoresReport,
  exportNodeStandardsReport,
  exportSectionStandardsReport,
  getActivityRubricScoresReport,
  getNodeStandardsReport,
  getSectionStandardsReport,
} from '@tessera/shared';
import { lazyRoute } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';

/** The reports Lambda's routes, loaded on its first request (handler.ts). */
export const reportsRoutes: readonly Route[] = [
  lazyRoute(getSectionStandardsReport, () =>
    import('./get-section-standards-report').then((m) => m.getSectionStandardsReportUseCase),
  ),
  lazyRoute(exportSectionStandardsReport, () =>
    import('./export-section-standards-report').then((m) => m.exportSectionStandardsReportUseCase),
  ),
  lazyRoute(getNodeStandardsReport, () =>
    import('./get-node-standards-report').then((m) => m.getNodeStandardsReportUseCase),
  ),
  lazyRoute(exportNodeStandardsReport, () =>
    import('./export-node-standards-report').then((m) => m.exportNodeStandardsReportUseCase),
  ),
  lazyRoute(getActivityRubricScoresReport, () =>
    import('./get-activity-rubric-scores-report').then((m) => m.getActivityRubricScoresReportUseCase),
  ),
  lazyRoute(exportActivityRubricScoresReport, () =>
    import('./export-activity-rubric-scores-report').then((m) => m.exportActivityRubricScoresReportUseCase),
  ),
];
