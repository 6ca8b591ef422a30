import type { SectionRole } from '@tessera/shared';
import { defineEntity } from '../../entity';

/**
 * A user's place in a section (ADR 0017): one item read from both sides — the section's members (its
 * partition `ORG#<orgId>#GROUP#<groupId>`, `MEMBER#<userId>`) and the user's sections (byRelation
 * `ORG#<orgId>#USER#<userId>#GROUPS`, `GROUP#<groupId>`). Copies of the name and email keep the member list
 * one Query.
 */
export interface SectionMember {
  organizationId: string;
  groupId: string;
  userId: string;
  courseId: string;
  role: SectionRole;
  email: string;
  firstName: string;
  lastName: string;
  addedAt: string;
}

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
});
