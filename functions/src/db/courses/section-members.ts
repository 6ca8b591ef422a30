import { getItem, queryItems } from '../items';
import { where } from '../expressions';
import { create, remove, transactWrite, update } from '../transaction';
import { batchGetPair } from '../batch';
import { sectionEntity, type Section } from './entities/section';
import { sectionMemberEntity, sectionPartition, type SectionMember } from './entities/section-member';

export type { SectionMember };

/** Access pattern "a section's members": Query `pk = ORG#<orgId>#GROUP#<groupId> AND begins_with(sk, MEMBER#)`. */
export async function listMembersOfSection(organizationId: string, groupId: string): Promise<SectionMember[]> {
  const { items } = await queryItems(sectionMemberEntity, {
    partition: sectionPartition(organizationId, groupId),
    prefix: 'MEMBER#',
    all: true,
  });
  return items;
}

export type MemberWriteOutcome = 'saved' | 'exists' | 'not_member' | 'section_closed';

/**
 * Adds one member: the membership (only if the user is not in the section yet) and the section's
 * `membersCount + 1`, conditioned on the section being open, in one transaction. A CSV row is one such write,
 * so a failed row writes nothing.
 */
export async function insertSectionMember(member: SectionMember): Promise<MemberWriteOutcome> {
  const outcome = await transactWrite({
    member: create(sectionMemberEntity, member),
    section: update(
      sectionEntity,
      { organizationId: member.organizationId, groupId: member.groupId },
      { add: { membersCount: 1 } },
      where.eq('status', 'open'),
    ),
  });
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('member')) return 'exists';
  return 'section_closed';
}

/** Removes one member and counts it off the section (open sections only). */
export async function deleteSectionMember(
  organizationId: string,
  groupId: string,
  userId: string,
): Promise<MemberWriteOutcome> {
  const outcome = await transactWrite({
    member: remove(
      sectionMemberEntity,
      { organizationId, groupId, userId },
      (context) => `attribute_exists(${context.name('pk')})`,
    ),
    section: update(
      sectionEntity,
      { organizationId, groupId },
      { add: { membersCount: -1 } },
      where.and(where.eq('status', 'open'), where.ge('membersCount', 1)),
    ),
  });
  if (outcome.ok) return 'saved';
  if (outcome.failed.has('member')) return 'not_member';
  return 'section_closed';
}

/** Access pattern "one membership": GetItem `ORG#<orgId>#GROUP#<groupId>` / `MEMBER#<userId>`. */
/**
 * Access pattern "a section and one user's membership of it": one BatchGetItem of `ORG#<orgId>` / `GROUP#<groupId>`
 * and `ORG#<orgId>#GROUP#<groupId>` / `MEMBER#<userId>` (one request, where two GetItems in parallel were two).
 */
export function getSectionWithMember(
  organizationId: string,
  groupId: string,
  userId: string,
): Promise<[Section | null, SectionMember | null]> {
  return batchGetPair(
    [sectionEntity, { organizationId, groupId }],
    [sectionMemberEntity, { organizationId, groupId, userId }],
  );
}

export function getSectionMember(
  organizationId: string,
  groupId: string,
  userId: string,
): Promise<SectionMember | null> {
  return getItem(sectionMemberEntity, { organizationId, groupId, userId });
}
