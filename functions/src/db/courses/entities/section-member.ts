import * as z from 'zod/mini';
import { nameKey, SECTION_ROLES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/**
 * A user's place in a section (ADR 0017): one item read from both sides — the section's members (its
 * partition `ORG#<orgId>#GROUP#<groupId>`, `MEMBER#<userId>`) and the user's sections (byRelation
 * `ORG#<orgId>#USER#<userId>#GROUPS`, `GROUP#<groupId>`). Copies of the name and email keep the member list
 * one Query. The section's roster in name order is a third side (byListing `ORG#<orgId>#GROUP#<groupId>#ROSTER`,
 * `<role>#<last name key>#<first name key>#<userId>`), so its progress list reads a page of students by last
 * name, first name (ADR 0028 §3). A membership is only ever created and deleted, so the key never goes stale.
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

export const sectionRosterPartition = (organizationId: string, groupId: string): string =>
  `ORG#${organizationId}#GROUP#${groupId}#ROSTER`;
export const rosterSortKey = (member: Pick<SectionMember, 'role' | 'lastName' | 'firstName' | 'userId'>): string =>
  `${member.role}#${nameKey(member.lastName)}#${nameKey(member.firstName)}#${member.userId}`;

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
    gsi2pk: sectionRosterPartition(member.organizationId, member.groupId),
    gsi2sk: rosterSortKey(member),
  }),
  record: sectionMemberRecord,
});
