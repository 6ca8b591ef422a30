import type { uploadMembers } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { checkMemberFile, uploadedUser, type RowCheck } from './member-upload';
import { loadScope } from './scope';

/**
 * POST /api/groups/upload-members (spec 2 §7): the section editor checks a member CSV before the section is
 * saved. Every row is resolved or failed with why; nothing is written (the section's own upload route adds
 * them once it exists, owners too). Admins only, and the caller must administer some node.
 */
export const uploadMembersUseCase: UseCase<typeof uploadMembers> = async ({ body }, { actor }) => {
  const scope = await loadScope(actor);
  // An owner is chosen in the section form (owner_ids), which this answer does not fill: such rows fail, saying so.
  const checks = (await checkMemberFile(scope.organizationId, body)).map((check): RowCheck =>
    check.ok && check.role === 'owner'
      ? { ok: false, row: check.row, reason: text('courses.member.owner_needs_saved_section'), column: 'role' }
      : check,
  );
  const passed = checks.flatMap((check) =>
    check.ok && check.role !== 'owner' ? [{ row: check.row, member: check.member, role: check.role }] : [],
  );
  return {
    membership: passed.map((check) => ({ id: check.member.userId, role: check.role })),
    success_users: passed.map((check) => uploadedUser(check.row, check.member, check.role)),
    failed_users: checks.flatMap((check) =>
      check.ok ? [] : [{ ...uploadedUser(check.row, null, check.row.role), reason: check.reason }],
    ),
    exist_users: [],
  };
};
