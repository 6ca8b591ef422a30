import { compareText, type listAlignableStatementSets } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { readNodeContents } from '../../ports/hierarchy';
import { presentStatementSet } from './present';
import { loadScope, requireAdministeredNode } from './scope';

/**
 * GET /api/rubrics/statement-sets?node= (issue 9 "statement alignment picker from the node's statement
 * sets"): the statement sets a rubric on `node` may be aligned to — the node's own and those of every node
 * above it (standards set high in the hierarchy are used below) — with their statements; nearest node
 * first, then by title. Round trips after actor resolution: the tree, then one Query per node on the path,
 * in parallel (the documented exception of docs/data-model.md: a path is a few nodes deep).
 */
export const listAlignableStatementSetsUseCase: UseCase<typeof listAlignableStatementSets> = async (
  { query },
  { actor },
) => {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, query.node);
  const contents = await Promise.all(
    [...node.path].reverse().map((nodeId) => readNodeContents(scope.organizationId, nodeId)),
  );
  return {
    items: contents.flatMap(({ statementSets, statements }) =>
      [...statementSets]
        .sort((a, b) => compareText(a.title, b.title))
        .map((set) =>
          presentStatementSet(
            set,
            statements.filter((statement) => statement.setId === set.setId),
          ),
        ),
    ),
  };
};
