import { WORKFLOW_IDS, WORKFLOWS, workflowHasAssessment, type listWorkflows } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { presentWorkflow } from './workflows';

/**
 * GET /api/workflows?assessment&type (spec 1 §7): the template workflows (spec 2 §3; the showcase workflow
 * is not one), filtered by whether they are assessed and by template kind. No table read.
 */
export const listWorkflowsUseCase: UseCase<typeof listWorkflows> = async ({ query }, { actor }) => ({
  items: WORKFLOW_IDS.filter((id) => WORKFLOWS[id].isTemplateWorkflow)
    .filter((id) => query.assessment === undefined || workflowHasAssessment(id) === (query.assessment === 'true'))
    .filter((id) => query.type === undefined || WORKFLOWS[id].templateKind === query.type)
    .map((id) => presentWorkflow(actor, id)),
});
