import { text } from '../../lib/text';
import type { uploadSectionMembers } from '@tessera/shared';
import { insertSectionMember, listMembersOfSection } from '../../db/courses/section-members';
import type { UseCase } from '../../lib/http/types';
import { membershipOf, requireOpen } from './member-rules';
import { syncSection } from './propagate';
import { checkMemberFile, uploadedUser } from './member-upload';
import { requireManagedSection } from './section-scope';

/**
 * POST /api/groups/{groupId}/upload-members (spec 2 §7): adds the rows of a member CSV to an open section.
 * Each passing row is its own conditioned write (membership + section count), so a failed row writes nothing
 * and the rows before it stay; users already in the section are listed in `exist_users`. The answer's
 * `membership` is the section's membership after the upload.
 */
export const uploadSectionMembersUseCase: UseCase<typeof uploadSectionMembers> = async ({ path, body }, { actor }) => {
  const { section } = await requireManagedSection(actor, path.id);
  requireOpen(section);
  const checks = await checkMemberFile(section.organizationId, body);
  const now = new Date().toISOString();
  const success = [];
  const failed = [];
  const exist = [];
  for (const check of checks) {
    if (!check.ok) {
      failed.push({ ...uploadedUser(check.row, null, check.row.role), reason: check.reason });
      continue;
    }
    const outcome = await insertSectionMember(membershipOf(section, check.member, check.role, now));
    const user = uploadedUser(check.row, check.member, check.role);
    if (outcome === 'saved') success.push(user);
    else if (outcome === 'exists') exist.push(user);
    else failed.push({ ...user, reason: text('courses.member.section_closed') });
  }
  // The new members get the section's activities (their progress rows), as one added by hand does.
  if (success.length > 0) await syncSection(section);
  const members = await listMembersOfSection(section.organizationId, section.groupId);
  return {
    membership: members.map((member) => ({ id: member.userId, role: member.role })),
    success_users: success,
    failed_users: failed,
    exist_users: exist,
  };
};
