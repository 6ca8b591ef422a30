import * as z from 'zod/mini';
import { SECTION_ROLES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * A user's place in a section (ADR 0017): one item read from both sides — the section's members (its
 * partition `ORG#<orgId>#GROUP#<groupId>`, `MEMBER#<userId>`) and the user's sections (byRelation
 * `ORG#<orgId>#USER#<userId>#GROUPS`, `GROUP#<groupId>`). Copies of the name and email keep the member list
 * one Query.
 */
export const sectionMemberRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    groupId: z.string(),
    userId: z.string(),
    courseId: z.string(),
    role: z.enum(SECTION_ROLES),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    addedAt: z.string(),
  }),
);
export type SectionMember = RecordOf<typeof sectionMemberRecord>;

export const sectionPartition = (organizationId: string, groupId: string): string =>
  `ORG#${organizationId}#GROUP#${groupId}`;
export const userSectionsPartition = (organizationId: string, userId: string): string =>
  `ORG#${organizationId}#USER#${userId}#GROUPS`;

export const sectionMemberEntity = defineEntity<SectionMember>()({
  name: 'sectionMember',
  keyFields: ['organizationId', 'groupId', 'userId'],
  key: ({ organizationId, groupId, userId }) => ({
    pk: sectionPartition(organizationId, groupId),
    sk: `MEMBER#${userId}`,
  }),
  indexes: (member) => ({
    gsi1pk: userSectionsPartition(member.organizationId, member.userId),
    gsi1sk: `GROUP#${member.groupId}`,
  }),
  record: sectionMemberRecord,
});
