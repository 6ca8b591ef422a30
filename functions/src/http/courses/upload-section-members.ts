import { text } from '../../lib/text';
import type { uploadSectionMembers } from '@tessera/shared';
import { insertSectionMember, listMembersOfSection } from '../../db/courses/section-members';
import type { UseCase } from '../../lib/http/types';
import { addSectionOwners, membershipOf, requireOpen } from './member-rules';
import { syncSection } from './propagate';
import { checkMemberFile, uploadedUser } from './member-upload';
import { requireManagedSection } from './section-scope';

/**
 * POST /api/groups/{groupId}/upload-members (spec 2 §7): adds the rows of a member CSV to an open section.
 * Owners first (one section write), then each member row is its own conditioned write (membership + section
 * count), so a failed row writes nothing and the rows before it stay; users already in the section, or already
 * its owners, are listed in `exist_users`. The answer's `membership` is the section's membership after the
 * upload.
 */
export const uploadSectionMembersUseCase: UseCase<typeof uploadSectionMembers> = async ({ path, body }, { actor }) => {
  const { section: read } = await requireManagedSection(actor, path.id);
  requireOpen(read);
  const checks = await checkMemberFile(read.organizationId, body);
  const owners = await addSectionOwners(
    read,
    checks.flatMap((check) => (check.ok && check.role === 'owner' ? [check] : [])),
  );
  const section = owners.section;
  const now = new Date().toISOString();
  const success = owners.added.map((check) => uploadedUser(check.row, check.member, check.role));
  const exist = owners.exist.map((check) => uploadedUser(check.row, check.member, check.role));
  const failed = owners.failed.map((check) => ({
    ...uploadedUser(check.row, null, check.row.role),
    reason: text('system.conflict'),
  }));
  for (const check of checks) {
    if (!check.ok) {
      failed.push({ ...uploadedUser(check.row, null, check.row.role), reason: check.reason });
      continue;
    }
    if (check.role === 'owner') continue;
    const outcome = await insertSectionMember(membershipOf(section, check.member, check.role, now));
    const user = uploadedUser(check.row, check.member, check.role);
    if (outcome === 'saved') success.push(user);
    else if (outcome === 'exists') exist.push(user);
    else failed.push({ ...user, reason: text('courses.member.section_closed') });
  }
  failed.sort((a, b) => a.line - b.line);
  success.sort((a, b) => a.line - b.line);
  exist.sort((a, b) => a.line - b.line);
  // The new members get the section's activities (their progress rows), as one added by hand does.
  if (success.some((user) => user.role !== 'owner')) await syncSection(section);
  const members = await listMembersOfSection(section.organizationId, section.groupId);
  return {
    membership: members.map((member) => ({ id: member.userId, role: member.role })),
    success_users: success,
    failed_users: failed,
    exist_users: exist,
  };
};
