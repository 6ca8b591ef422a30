import type { listSectionMembers } from '@tessera/shared';
import { listMembersOfSection } from '../../db/courses/section-members';
import type { UseCase } from '../../lib/http/types';
import { presentMember } from './member-rules';
import { readSection } from './section-scope';

/**
 * GET /api/groups/{id}/members: for admins of the course's node and the section's owners, sorted by last and
 * first name. Round trips after actor resolution: the tree and the section (1), the members (1) — 2.
 */
export const listSectionMembersUseCase: UseCase<typeof listSectionMembers> = async ({ path }, { actor }) => {
  const { section } = await readSection(actor, path.id);
  const members = await listMembersOfSection(section.organizationId, section.groupId);
  const sorted = [...members].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
  return { items: sorted.map(presentMember) };
};
