import {
  canHoldSectionRole,
  canOwnSection,
  invalid,
  invalidField,
  sectionRoleOfName,
  validateCsvUpload,
  type CsvUploadBody,
  type MessageKey,
  type MessageParams,
  type SectionRole,
} from '@tessera/shared';
import { ORGANISATION_FILE_LOCALE } from '../../lib/csv/dates';
import type { CsvColumn } from '../../lib/csv/open-csv-rows';
import { readCsvUpload } from '../../lib/csv/read-csv-upload';
import { text, type Text } from '../../lib/text';
import { findMembers, type Member } from '../../ports/identity';

/** Rows one upload may hold: each is its own write, so a file stays within one request's time. */
export const MEMBER_UPLOAD_MAX_ROWS = 500;
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
 * The member file's columns: `email` (also Canvas's `login_id`, often the email, and "e-mail") and `role`.
 * Both are read as text: the email is checked against the organisation's members, whose sentence covers a
 * malformed one too.
 */
const MEMBER_COLUMNS: CsvColumn<'email' | 'role'>[] = [
  { name: 'email', type: 'text', aliases: ['e-mail', 'email_address', 'login_id'] },
  { name: 'role', type: 'text' },
];

/**
 * Reads a member CSV (spec 2 §7): a `.csv` file ("Invalid file type" otherwise) in any encoding, separator and
 * header spelling the file reader takes (docs/imports.md), with an `email` column and optionally `role` (member
 * when blank; Tessera's section roles, Canvas's enrollment roles or faculty: sectionRoleOfName). A bad file is
 * refused as a whole; each row is then checked alone: the email must be a member of the organisation, the role
 * one the user may hold (an owner must teach or assess), and a user listed twice fails the second time. Cells
 * are kept as typed (CSV injection is escaped on export).
 */
export async function checkMemberFile(organizationId: string, body: CsvUploadBody): Promise<RowCheck[]> {
  const typeError = validateCsvUpload(body.filename);
  if (typeError) throw invalidField('filename', typeError);
  const file = await readCsvUpload(body, {
    columns: MEMBER_COLUMNS,
    locale: ORGANISATION_FILE_LOCALE,
    maxRows: MEMBER_UPLOAD_MAX_ROWS,
  });
  if (!file.ok) {
    if (file.problem.code === 'csv.file.empty') throw invalid('courses.upload.missing_email_column');
    throw invalid(file.problem.code, { params: file.problem.params });
  }
  if (file.header.columns.email === undefined) throw invalid('courses.upload.missing_email_column');
  if (file.rows.length === 0) throw invalid('courses.upload.no_rows');
  if (file.tooMany) throw invalid('courses.upload.too_many_rows', { params: { max: MEMBER_UPLOAD_MAX_ROWS } });

  const byEmail = await membersByEmail(organizationId);
  const seen = new Set<string>();
  return file.rows.map(({ row: line, values, problems }): RowCheck => {
    const row = { line, email: String(values.email ?? '').trim(), role: String(values.role ?? '').trim() };
    const [problem] = problems;
    if (problem) return fail(row, 'email', problem.code, problem.params);
    return checkMemberRow(row, byEmail, seen);
  });
}

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

export const uploadedUser = (row: UploadedRow, member: Member | null, role: string) => ({
  line: row.line,
  email: row.email,
  id: member?.userId ?? null,
  role,
});
