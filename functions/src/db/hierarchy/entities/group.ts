import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * A group (section) on a node, as the CSV import creates it before courses exist (ADR 0004): code, title,
 * term code and dates. group_code is unique in the organisation (guard GROUP_CODE). The courses issue
 * extends it with owners, membership, status and the course it belongs to.
 */
export const hierarchyGroupRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    groupId: z.string(),
    nodeId: z.string(),
    groupCode: z.string(),
    title: z.string(),
    termCode: z.nullable(z.string()),
    /** YYYY-MM-DD */
    startDate: z.nullable(z.string()),
    endDate: z.nullable(z.string()),
    createdAt: z.string(),
  }),
);
export type HierarchyGroup = RecordOf<typeof hierarchyGroupRecord>;

export const groupEntity = defineEntity<HierarchyGroup>()({
  name: 'hierarchyGroup',
  keyFields: ['organizationId', 'groupId'],
  key: ({ organizationId, groupId }) => ({ pk: `ORG#${organizationId}`, sk: `GROUP#${groupId}` }),
  indexes: (group) => ({
    gsi1pk: `ORG#${group.organizationId}#NODE#${group.nodeId}`,
    gsi1sk: `GROUP#${group.groupId}`,
  }),
  defaults: { termCode: null, startDate: null, endDate: null },
  record: hierarchyGroupRecord,
});
