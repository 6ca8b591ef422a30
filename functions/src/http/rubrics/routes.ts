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
import { route } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';
import { acceptRubricTransferUseCase } from './accept-rubric-transfer';
import { archiveRubricUseCase } from './archive-rubric';
import { checkRubricUnpublishableUseCase } from './check-rubric-unpublishable';
import { copyRubricUseCase } from './copy-rubric';
import { createRubricUseCase } from './create-rubric';
import { deleteRubricUseCase } from './delete-rubric';
import { exportCanvasRubricUseCase } from './export-canvas-rubric';
import { getRubricUseCase } from './get-rubric';
import { importCanvasRubricsUseCase } from './import-canvas-rubrics';
import { listActiveRubricsUseCase } from './list-active-rubrics';
import { listAlignableStatementSetsUseCase } from './list-alignable-statement-sets';
import { listRubricMoveTargetsUseCase } from './list-rubric-move-targets';
import { listRubricTransferTargetsUseCase } from './list-rubric-transfer-targets';
import { listRubricsUseCase } from './list-rubrics';
import { moveRubricUseCase } from './move-rubric';
import { publishRubricUseCase } from './publish-rubric';
import { rejectRubricTransferUseCase } from './reject-rubric-transfer';
import { transferRubricUseCase } from './transfer-rubric';
import { unpublishRubricUseCase } from './unpublish-rubric';
import { updateRubricUseCase } from './update-rubric';

/** The rubrics Lambda's routes, loaded on its first request (handler.ts). */
export const rubricsRoutes: readonly Route[] = [
  route(listRubrics, listRubricsUseCase),
  route(listActiveRubrics, listActiveRubricsUseCase),
  route(listAlignableStatementSets, listAlignableStatementSetsUseCase),
  route(getRubric, getRubricUseCase),
  route(createRubric, createRubricUseCase),
  route(updateRubric, updateRubricUseCase),
  route(deleteRubric, deleteRubricUseCase),
  route(copyRubric, copyRubricUseCase),
  route(publishRubric, publishRubricUseCase),
  route(checkRubricUnpublishable, checkRubricUnpublishableUseCase),
  route(unpublishRubric, unpublishRubricUseCase),
  route(archiveRubric, archiveRubricUseCase),
  route(listRubricMoveTargets, listRubricMoveTargetsUseCase),
  route(moveRubric, moveRubricUseCase),
  route(listRubricTransferTargets, listRubricTransferTargetsUseCase),
  route(transferRubric, transferRubricUseCase),
  route(acceptRubricTransfer, acceptRubricTransferUseCase),
  route(rejectRubricTransfer, rejectRubricTransferUseCase),
  route(importCanvasRubrics, importCanvasRubricsUseCase),
  route(exportCanvasRubric, exportCanvasRubricUseCase),
];
