import {
  createExtract,
  createExtractSchedule,
  deleteExtractSchedule,
  getExtract,
  getExtractScheduleFile,
  getExtractScheduleFileByToken,
  listExtracts,
  listExtractSchedules,
  rotateExtractScheduleToken,
  updateExtractSchedule,
} from '@tessera/shared';
import { lazyRoute } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';

/** The extracts Lambda's routes, loaded on its first request (handler.ts). */
export const extractsRoutes: readonly Route[] = [
  lazyRoute(createExtract, () => import('./create-extract').then((m) => m.createExtractUseCase)),
  lazyRoute(getExtract, () => import('./get-extract').then((m) => m.getExtractUseCase)),
  lazyRoute(listExtracts, () => import('./list-extracts').then((m) => m.listExtractsUseCase)),
  lazyRoute(createExtractSchedule, () =>
    import('./create-extract-schedule').then((m) => m.createExtractScheduleUseCase),
  ),
  lazyRoute(listExtractSchedules, () => import('./list-extract-schedules').then((m) => m.listExtractSchedulesUseCase)),
  lazyRoute(updateExtractSchedule, () =>
    import('./update-extract-schedule').then((m) => m.updateExtractScheduleUseCase),
  ),
  lazyRoute(deleteExtractSchedule, () =>
    import('./delete-extract-schedule').then((m) => m.deleteExtractScheduleUseCase),
  ),
  lazyRoute(rotateExtractScheduleToken, () =>
    import('./rotate-extract-schedule-token').then((m) => m.rotateExtractScheduleTokenUseCase),
  ),
  lazyRoute(getExtractScheduleFile, () =>
    import('./get-extract-schedule-file').then((m) => m.getExtractScheduleFileUseCase),
  ),
  lazyRoute(getExtractScheduleFileByToken, () =>
    import('./get-extract-schedule-file-by-token').then((m) => m.getExtractScheduleFileByTokenUseCase),
  ),
];
