import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { sectionPartition, userSectionsPartition } from './section-member';

/**
 * That a user owns a section (ADR 0017): in the section's partition (`OWNER#<userId>`) and on the user's side
 * beside their memberships (byRelation `ORG#<orgId>#USER#<userId>#GROUPS`, `OWNED#<groupId>`), so "my
 * sections" (GET /api/groups) is one Query for owners and members alike. Written in the section's own
 * transaction whenever its owners change.
 */
export const sectionOwnershipRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    groupId: z.string(),
    userId: z.string(),
    courseId: z.string(),
  }),
);
export type SectionOwnership = RecordOf<typeof sectionOwnershipRecord>;

export const sectionOwnerEntity = defineEntity<SectionOwnership>()({
  name: 'sectionOwner',
  keyFields: ['organizationId', 'groupId', 'userId'],
  key: ({ organizationId, groupId, userId }) => ({
    pk: sectionPartition(organizationId, groupId),
    sk: `OWNER#${userId}`,
  }),
  indexes: (owner) => ({
    gsi1pk: userSectionsPartition(owner.organizationId, owner.userId),
    gsi1sk: `OWNED#${owner.groupId}`,
  }),
  record: sectionOwnershipRecord,
});
