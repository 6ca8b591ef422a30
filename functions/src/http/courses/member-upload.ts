import {
  canHoldSectionRole,
  csvRows,
  invalid,
  invalidField,
  isSectionRole,
  parseCsv,
  validateCsvUpload,
  type MessageKey,
  type MessageParams,
  type SectionRole,
} from '@tessera/shared';
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

export type RowCheck =
  { ok: true; row: UploadedRow; member: Member; role: SectionRole } | { ok: false; row: UploadedRow; reason: Text };

const fail = (row: UploadedRow, key: MessageKey, params?: MessageParams): RowCheck => ({
  ok: false,
  row,
  reason: text(key, params),
});

/**
 * Reads a member CSV (spec 2 §7): a `.csv` file ("Invalid file type" otherwise) with a header naming `email`
 * and optionally `role` (member when blank). A bad file is refused as a whole; each row is then checked alone:
 * the email must be a member of the organisation, the role one of the section roles the user may hold, and a
 * user listed twice fails the second time. Cells are kept as typed (CSV injection is escaped on export).
 */
export async function checkMemberFile(
  organizationId: string,
  body: { filename: string; content: string },
): Promise<RowCheck[]> {
  const typeError = validateCsvUpload(body.filename);
  if (typeError) throw invalidField('filename', typeError);
  const parsed = parseCsv(body.content);
  if (!parsed.ok) throw invalid('courses.upload.bad_csv', { params: { problem: parsed.problem } });
  const { header, rows } = csvRows(parsed.records);
  if (!header.includes('email')) throw invalid('courses.upload.missing_email_column');
  if (rows.length === 0) throw invalid('courses.upload.no_rows');
  if (rows.length > MEMBER_UPLOAD_MAX_ROWS)
    throw invalid('courses.upload.too_many_rows', { params: { max: MEMBER_UPLOAD_MAX_ROWS } });

  const members = await findMembers(organizationId, '', ALL_MEMBERS);
  const byEmail = new Map(members.map((member) => [member.email.trim().toLowerCase(), member]));
  const seen = new Set<string>();
  return rows.map(({ line, values }): RowCheck => {
    const row = { line, email: (values.email ?? '').trim(), role: (values.role ?? '').trim() };
    const roleName = row.role.toLowerCase().replace(/\s+/g, '_') || 'member';
    if (row.email === '') return fail(row, 'courses.member.email_required');
    const member = byEmail.get(row.email.toLowerCase());
    if (!member) return fail(row, 'courses.member.not_found');
    if (!isSectionRole(roleName)) return fail(row, 'courses.member.role_unknown', { role: row.role });
    if (!canHoldSectionRole(roleName, member.roles))
      return fail(row, 'courses.member.role_not_allowed', { role: roleName.replace('_', ' ') });
    if (seen.has(member.userId)) return fail(row, 'courses.member.duplicate_row');
    seen.add(member.userId);
    return { ok: true, row, member, role: roleName };
  });
}

export const uploadedUser = (row: UploadedRow, member: Member | null, role: string) => ({
  line: row.line,
  email: row.email,
  id: member?.userId ?? null,
  role,
});
