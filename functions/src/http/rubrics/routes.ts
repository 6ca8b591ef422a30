import {
  acceptRubricTransfer,
  archiveRubric,
  checkRubricUnpublishable,
  copyRubric,
  createRubric,
  deleteRubric,
  exportCanvasRubric,
  getRubric,
  importCanvasRubrics,
  listActiveRubrics,
  listAlignableStatementSets,
  listRubricMoveTargets,
  listRubrics,
  listRubricTransferTargets,
  moveRubric,
  publishRubric,
  rejectRubricTransfer,
  transferRubric,
  unpublishRubric,
  updateRubric,
} from '@tessera/shared';
import { lazyRoute } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';

/** The rubrics Lambda's routes, loaded on its first request (handler.ts). */
export const rubricsRoutes: readonly Route[] = [
  lazyRoute(listRubrics, () => import('./list-rubrics').then((m) => m.listRubricsUseCase)),
  lazyRoute(listActiveRubrics, () => import('./list-active-rubrics').then((m) => m.listActiveRubricsUseCase)),
  lazyRoute(listAlignableStatementSets, () =>
    import('./list-alignable-statement-sets').then((m) => m.listAlignableStatementSetsUseCase),
  ),
  lazyRoute(getRubric, () => import('./get-rubric').then((m) => m.getRubricUseCase)),
  lazyRoute(createRubric, () => import('./create-rubric').then((m) => m.createRubricUseCase)),
  lazyRoute(updateRubric, () => import('./update-rubric').then((m) => m.updateRubricUseCase)),
  lazyRoute(deleteRubric, () => import('./delete-rubric').then((m) => m.deleteRubricUseCase)),
  lazyRoute(copyRubric, () => import('./copy-rubric').then((m) => m.copyRubricUseCase)),
  lazyRoute(publishRubric, () => import('./publish-rubric').then((m) => m.publishRubricUseCase)),
  lazyRoute(checkRubricUnpublishable, () =>
    import('./check-rubric-unpublishable').then((m) => m.checkRubricUnpublishableUseCase),
  ),
  lazyRoute(unpublishRubric, () => import('./unpublish-rubric').then((m) => m.unpublishRubricUseCase)),
  lazyRoute(archiveRubric, () => import('./archive-rubric').then((m) => m.archiveRubricUseCase)),
  lazyRoute(listRubricMoveTargets, () =>
    import('./list-rubric-move-targets').then((m) => m.listRubricMoveTargetsUseCase),
  ),
  lazyRoute(moveRubric, () => import('./move-rubric').then((m) => m.moveRubricUseCase)),
  lazyRoute(listRubricTransferTargets, () =>
    import('./list-rubric-transfer-targets').then((m) => m.listRubricTransferTargetsUseCase),
  ),
  lazyRoute(transferRubric, () => import('./transfer-rubric').then((m) => m.transferRubricUseCase)),
  lazyRoute(acceptRubricTransfer, () => import('./accept-rubric-transfer').then((m) => m.acceptRubricTransferUseCase)),
  lazyRoute(rejectRubricTransfer, () => import('./reject-rubric-transfer').then((m) => m.rejectRubricTransferUseCase)),
  lazyRoute(importCanvasRubrics, () => import('./import-canvas-rubrics').then((m) => m.importCanvasRubricsUseCase)),
  lazyRoute(exportCanvasRubric, () => import('./export-canvas-rubric').then((m) => m.exportCanvasRubricUseCase)),
];
