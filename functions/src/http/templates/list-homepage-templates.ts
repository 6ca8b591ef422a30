import { nameKey, type listHomepageTemplates } from '@tessera/shared';
import { listHomepageTemplateRows } from '../../db/templates/templates';
import type { UseCase } from '../../lib/http/types';
import { presentSummary } from './present';
import { loadScope, reaches, requireAdministeredNode } from './scope';

/**
 * GET /api/templates/homepage?node= (spec 2 §7 "homepage templates"): the published group homepage templates
 * a course on the node may use: those of the node and of the nodes above it, by title. The tree and the
 * homepage listing are read in parallel: 2 round trips after actor resolution.
 */
export const listHomepageTemplatesUseCase: UseCase<typeof listHomepageTemplates> = async ({ query }, { actor }) => {
  const [scope, rows] = await Promise.all([
    loadScope(actor),
    listHomepageTemplateRows(actor.organisation.organizationId),
  ]);
  const node = requireAdministeredNode(scope, query.node);
  return {
    items: rows
      .filter((row) => reaches(node, row.nodeId))
      .sort((a, b) => nameKey(a.title).localeCompare(nameKey(b.title)))
      .map((row) => presentSummary(scope, row)),
  };
};
