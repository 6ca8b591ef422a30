import { isWorkflowId, notFound, type getWorkflow } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { presentWorkflow } from './workflows';

/** GET /api/workflows/{id} (spec 1 §7): one workflow by id (404 for an unknown one). No table read. */
export const getWorkflowUseCase: UseCase<typeof getWorkflow> = async ({ path }, { actor }) => {
  if (!isWorkflowId(path.id)) throw notFound();
  return presentWorkflow(actor, path.id);
};
