import { defineEntity } from '../../entity';
import { libraryKeys } from '../../library-keys';
import { nodeRubricsPartition, RUBRIC_DEFAULTS, rubricRecord, type Rubric } from './rubric';

/**
 * A transfer waiting on a node (spec 2 §4 "Transferred rubrics can be accepted or rejected"): a copy of the
 * rubric as it was sent, listed with the receiving node's rubrics (byRelation `ORG#<orgId>#RUBRICS#NODE#<to>`,
 * sort key `TRANSFER#<rubricId>`), so that node's list is still one Query. The copy stays true while the
 * transfer waits because a transferred rubric cannot change; it is written and deleted in the same
 * transactions as the rubric's `transfer`.
 */
export const rubricTransferEntity = defineEntity<Rubric>()({
  name: 'rubricTransfer',
  keyFields: ['organizationId', 'rubricId'],
  key: ({ organizationId, rubricId }) => ({ pk: `ORG#${organizationId}`, sk: `TRANSFER#RUBRIC#${rubricId}` }),
  indexes: (rubric) =>
    rubric.transfer
      ? {
          gsi1pk: nodeRubricsPartition(rubric.organizationId, rubric.transfer.toNodeId),
          gsi1sk: `TRANSFER#${rubric.rubricId}`,
          // Listed in the receiving node's library as the rubric was sent (it cannot change while it waits).
          ...libraryKeys('RUBRICS', { ...rubric, id: rubric.rubricId, nodeId: rubric.transfer.toNodeId }),
        }
      : {},
  defaults: RUBRIC_DEFAULTS,
  record: rubricRecord,
});
