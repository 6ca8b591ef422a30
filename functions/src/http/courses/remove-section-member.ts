import { conflict, notFound, type removeSectionMember } from '@tessera/shared';
import { removeUnstartedProgress } from '../../db/courses/activity-copies';
import { deleteSectionMember } from '../../db/courses/section-members';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { getMember } from '../../ports/identity';
import { requireOpen } from './member-rules';
import { requireManagedSection } from './section-scope';

/** DELETE /api/groups/{id}/members/{userId}: leaves an open section (404 when not a member). */
export const removeSectionMemberUseCase: UseCase<typeof removeSectionMember> = async ({ path }, { actor }) => {
  const { section } = await requireManagedSection(actor, path.id);
  requireOpen(section);
  const outcome = await deleteSectionMember(section.organizationId, section.groupId, path.userId);
  if (outcome === 'not_member') throw notFound();
  if (outcome !== 'saved') throw conflict('courses.member.section_closed');
  // Activities the member never started leave with them; rows holding work stay for the record.
  await removeUnstartedProgress(section, path.userId);
  const member = await getMember(section.organizationId, path.userId);
  const name = member ? `${member.firstName} ${member.lastName}` : path.userId;
  return { ok: true as const, message: text('courses.member.removed', { name }) };
};
