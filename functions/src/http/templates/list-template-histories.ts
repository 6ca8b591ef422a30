import { TEMPLATE_HISTORY_ROLES, type listTemplateHistories, type MessageKey } from '@tessera/shared';
import { listTemplateHistory } from '../../db/templates/templates';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { presentPerson } from './present';
import { administers } from './scope';
import { requireTemplate } from './template-library';
import { forbidden } from '@tessera/shared';

/**
 * GET /api/templates/{id}/histories (spec 2 §2 "view activity histories", §9 history roles in order): every
 * change to the template, newest first, with who made it, when, and the history role they held; `roles`
 * lists the roles in the spec's order (Instructor, Assisted Assessor, Supervisor, Mentor, Peer Assessor),
 * then Administrator. For admins of the template's node (or of the node a transfer waits on). The template
 * and the tree, then the entries: 2 round trips after actor resolution.
 */
export const listTemplateHistoriesUseCase: UseCase<typeof listTemplateHistories> = async ({ path }, { actor }) => {
  const { scope, template } = await requireTemplate(actor, path.id);
  if (!administers(scope, template.nodeId) && !administers(scope, template.transfer?.toNodeId)) {
    throw forbidden('templates.no_authority');
  }
  const entries = await listTemplateHistory(scope.organizationId, template.templateId);
  return {
    roles: TEMPLATE_HISTORY_ROLES.map((role) => ({ id: role, name: text(`templates.history_role.${role}`) })),
    items: entries.map((entry) => ({
      id: entry.entryId,
      action: entry.action,
      description: text(`templates.history.${entry.action}` as MessageKey, entry.details),
      at: entry.at,
      by: presentPerson(entry.by),
      role: entry.role,
      role_name: text(`templates.history_role.${entry.role}`),
    })),
  };
};
