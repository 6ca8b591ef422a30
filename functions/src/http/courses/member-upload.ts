import {
  canHoldSectionRole,
  canOwnSection,
  sectionRoleOfName,
  type MessageKey,
  type MessageParams,
  type SectionRole,
} from '@tessera/shared';
import { text, type Text } from '../../lib/text';
import { findMembers, type Member } from '../../ports/identity';

/** Members of an organisation read to resolve emails (all pages of its member listing). */
const ALL_MEMBERS = Number.MAX_SAFE_INTEGER;

export interface UploadedRow {
  line: number;
  email: string;
  role: string;
}

/** A row's role in the section: a membership role, or one of the section's owners. */
export type UploadedRole = SectionRole | 'owner';

/** A row resolved to a member and a role, or failed with why (and the column at fault). */
export type RowCheck =
  | { ok: true; row: UploadedRow; member: Member; role: UploadedRole }
  | { ok: false; row: UploadedRow; reason: Text; column: 'email' | 'role' };

const fail = (row: UploadedRow, column: 'email' | 'role', key: MessageKey, params?: MessageParams): RowCheck => ({
  ok: false,
  row,
  reason: text(key, params),
  column,
});

/**
 * The organisation's members by email (lower-cased), to resolve a member file's rows: its whole member listing
 * (docs/data-model.md "organisation members by email"), read once per file (or per chunk of an import).
 */
export async function membersByEmail(organizationId: string): Promise<Map<string, Member>> {
  const members = await findMembers(organizationId, '', ALL_MEMBERS);
  return new Map(members.map((member) => [member.email.trim().toLowerCase(), member]));
}

/**
 * One row of a member file (the section's upload, or a memberships import's): the email must be a member of
 * the organisation, the role (blank is member) a name sectionRoleOfName knows that the user may hold (an owner
 * must teach or assess), and a user listed twice (in `seen`) fails the second time.
 */
export function checkMemberRow(row: UploadedRow, byEmail: ReadonlyMap<string, Member>, seen?: Set<string>): RowCheck {
  if (row.email === '') return fail(row, 'email', 'courses.member.email_required');
  const member = byEmail.get(row.email.toLowerCase());
  if (!member) return fail(row, 'email', 'courses.member.not_found');
  const role = row.role === '' ? 'member' : sectionRoleOfName(row.role);
  if (!role) return fail(row, 'role', 'courses.member.role_unknown', { role: row.role });
  if (role === 'owner' ? !canOwnSection(member.roles) : !canHoldSectionRole(role, member.roles))
    return role === 'owner'
      ? fail(row, 'role', 'courses.section.owner_not_eligible')
      : fail(row, 'role', 'courses.member.role_not_allowed', { role: role.replace('_', ' ') });
  if (seen?.has(member.userId)) return fail(row, 'email', 'courses.member.duplicate_row');
  seen?.add(member.userId);
  return { ok: true, row, member, role };
}
