import { conflict, type addSectionMember } from '@tessera/shared';
import { insertSectionMember } from '../../db/courses/section-members';
import type { UseCase } from '../../lib/http/types';
import { getMember } from '../../ports/identity';
import { membershipOf, presentMember, requireEligible, requireOpen } from './member-rules';
import { syncSection } from './propagate';
import { requireManagedSection } from './section-scope';

/**
 * POST /api/groups/{id}/members: a user of the organisation joins an open section in a role they may hold;
 * the membership and the section's count are one conditioned write (409 when already there or closed).
 */
export const addSectionMemberUseCase: UseCase<typeof addSectionMember> = async ({ path, body }, { actor }) => {
  const { section } = await requireManagedSection(actor, path.id);
  requireOpen(section);
  const role = body.role ?? 'member';
  const member = requireEligible(await getMember(section.organizationId, body.user_id), role);
  const membership = membershipOf(section, member, role, new Date().toISOString());
  const outcome = await insertSectionMember(membership);
  if (outcome === 'exists') throw conflict('courses.member.exists');
  if (outcome !== 'saved') throw conflict('courses.member.section_closed');
  // A member added later gets the course's plans: a progress row for each of the section's activities.
  await syncSection(section);
  return presentMember(membership);
};
