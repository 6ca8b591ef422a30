import { defineEntity } from '../../entity';

/**
 * A group (section) on a node, as the CSV import creates it before courses exist (ADR 0004): code, title,
 * term code and dates. group_code is unique in the organisation (guard GROUP_CODE). The courses issue
 * extends it with owners, membership, status and the course it belongs to.
 */
export interface HierarchyGroup {
  organizationId: string;
  groupId: string;
  nodeId: string;
  groupCode: string;
  title: string;
  termCode: string | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
}

export const groupEntity = defineEntity<HierarchyGroup>()({
  name: 'hierarchyGroup',
  keyFields: ['organizationId', 'groupId'],
  key: ({ organizationId, groupId }) => ({ pk: `ORG#${organizationId}`, sk: `GROUP#${groupId}` }),
  indexes: (group) => ({
    gsi1pk: `ORG#${group.organizationId}#NODE#${group.nodeId}`,
    gsi1sk: `GROUP#${group.groupId}`,
  }),
  defaults: { termCode: null, startDate: null, endDate: null },
});
