import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * Whose turn it is to write a bulk import's groups on a node (the sites and labels imports): every group
 * transaction also counts on the node's item, and DynamoDB cancels transactions that touch one item at once,
 * so the chunks of one node take turns instead of cancelling each other. Only an optimisation: the writes stay
 * correct without it (their guards and counts are in the transactions); a turn lasts until `until` (epoch ms)
 * unless its holder renews it, so a holder that died stops blocking the others.
 */
export const nodeWriteTurnRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    nodeId: z.string(),
    holder: z.string(),
    until: z.number(),
  }),
);
export type NodeWriteTurn = RecordOf<typeof nodeWriteTurnRecord>;

export const nodeWriteTurnEntity = defineEntity<NodeWriteTurn>()({
  name: 'hierarchyNodeWriteTurn',
  keyFields: ['organizationId', 'nodeId'],
  key: ({ organizationId, nodeId }) => ({ pk: `ORG#${organizationId}`, sk: `NODE_WRITE_TURN#${nodeId}` }),
  record: nodeWriteTurnRecord,
});
