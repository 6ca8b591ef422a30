import type { listStatementSets } from '@tessera/shared';
import { listNodeContents } from '../../db/hierarchy/contents';
import type { UseCase } from '../../lib/http/types';
import { requireNodeOf } from './authority';
import { presentStatementSet } from './present';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** GET /api/hierarchy/nodes/{id}/statement-sets: the node's sets with their statements, by title, filtered by q. */
export const listStatementSetsUseCase: UseCase<typeof listStatementSets> = async ({ path, query }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  const { statementSets, statements } = await listNodeContents(view.organizationId, node.nodeId);
  const needle = (query.q ?? '').trim().toLowerCase();
  return {
    items: statementSets
      .filter((set) => `${set.title} ${set.abbreviation}`.toLowerCase().includes(needle))
      .sort((a, b) => collator.compare(a.title, b.title))
      .map((set) =>
        presentStatementSet(
          set,
          statements.filter((statement) => statement.setId === set.setId),
        ),
      ),
  };
};
