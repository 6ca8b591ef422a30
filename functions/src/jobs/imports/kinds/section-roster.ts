import type { SectionRole } from '@tessera/shared';
import pLimit from 'p-limit';
import { addSectionOwners, membershipOf } from '../../../http/courses/member-rules';
import { checkMemberRow, type RowCheck } from '../../../http/courses/member-upload';
import { syncSection } from '../../../http/courses/propagate';
import { insertSectionMember, readSectionMember, readSections, type Section } from '../../../ports/courses';
import type { Member } from '../../../ports/identity';
import { COURSE_WRITE_PARALLELISM, failed, succeeded, UPSERT_ATTEMPTS } from './course-rows';
import { rowError, type ChunkRow, type RowError, type RowOutcome } from './kind';

/**
 * What the two member kinds share (memberships: rows naming their section; section-members: one section for
 * the file): each row checked by the member upload's own rule (member-upload.ts checkMemberRow: a member of
 * the organisation by email, a role name shared's SECTION_ROLE_NAMES maps, one the user may hold), then
 * written per section as the member upload writes: owners first (one section write: member-rules.ts
 * addSectionOwners), then each membership its own transaction.
 */

export type RosterRow = {
  row: ChunkRow;
  section: Section;
  member: Member;
  role: Extract<RowCheck, { ok: true }>['role'];
};

/** A row's member and role, or its error with the member rule's own key (courses.member.*). */
export function checkRosterRow(
  row: ChunkRow,
  byEmail: ReadonlyMap<string, Member>,
): { ok: true; member: Member; role: RosterRow['role'] } | { ok: false; error: RowError } {
  const check = checkMemberRow(
    { line: row.line, email: (row.values.email ?? '').trim(), role: (row.values.role ?? '').trim() },
    byEmail,
  );
  if (check.ok) return { ok: true, member: check.member, role: check.role };
  return {
    ok: false,
    error: {
      code: check.reason.key as RowError['code'],
      column: check.column,
      params: { column: check.column, ...check.reason.params },
    },
  };
}

/**
 * The rows naming owners join the section's owners (already an owner: done); a section changed meanwhile is
 * read again and the write tried again, then the rows are `changed`. Answers the section as written.
 */
async function writeOwners(section: Section, rows: RosterRow[]): Promise<{ section: Section; outcomes: RowOutcome[] }> {
  let current = section;
  let pending = rows;
  const outcomes: RowOutcome[] = [];
  for (let attempt = 0; attempt < UPSERT_ATTEMPTS && pending.length > 0; attempt += 1) {
    const result = await addSectionOwners(current, pending);
    outcomes.push(...[...result.added, ...result.exist].map((entry) => succeeded(entry.row)));
    current = result.section;
    pending = result.failed;
    if (pending.length === 0) break;
    const [read] = await readSections(current.organizationId, [current.groupId], { consistent: true });
    if (!read || read.status !== 'open') {
      const error: RowError = { code: 'courses.member.section_closed', column: null, params: {} };
      return { section: current, outcomes: [...outcomes, ...pending.map((entry) => failed(entry.row, error))] };
    }
    current = read;
  }
  return {
    section: current,
    outcomes: [...outcomes, ...pending.map((entry) => failed(entry.row, rowError('changed')))],
  };
}

/**
 * A membership row: added (the membership, only if the user is not in the section, and the section's count,
 * only while it is open: one transaction); a user already in the section with the row's role is done (a
 * redelivered chunk), with another role refused (the member list changes roles one by one).
 */
async function writeMember(section: Section, entry: RosterRow, role: SectionRole, now: string): Promise<RowOutcome> {
  const outcome = await insertSectionMember(membershipOf(section, entry.member, role, now));
  if (outcome === 'saved') return succeeded(entry.row);
  if (outcome === 'exists') {
    const held = await readSectionMember(section.organizationId, section.groupId, entry.member.userId);
    if (!held || held.role === role) return succeeded(entry.row);
    return failed(entry.row, { code: 'courses.member.exists', column: 'email', params: { column: 'email' } });
  }
  return failed(entry.row, { code: 'courses.member.section_closed', column: null, params: {} });
}

/**
 * Writes a chunk's checked rows section by section (sections in parallel, each one's rows in order: owners,
 * then members with bounded parallelism). A closed section refuses its rows. Each section with member rows
 * done gets its activities' rows for them (syncSection, idempotent: a redelivery whose rows were already
 * written still syncs, in case the delivery that wrote them died before).
 */
export async function writeRoster(entries: readonly RosterRow[]): Promise<RowOutcome[]> {
  const bySection = new Map<string, RosterRow[]>();
  for (const entry of entries)
    bySection.set(entry.section.groupId, [...(bySection.get(entry.section.groupId) ?? []), entry]);
  const sections = pLimit(2);
  const results = await Promise.all(
    [...bySection.values()].map((rows) =>
      sections(async (): Promise<RowOutcome[]> => {
        const section = rows[0]!.section;
        if (section.status !== 'open') {
          const error: RowError = { code: 'courses.member.section_closed', column: null, params: {} };
          return rows.map((entry) => failed(entry.row, error));
        }
        const owners = await writeOwners(
          section,
          rows.filter((entry) => entry.role === 'owner'),
        );
        const now = new Date().toISOString();
        const limit = pLimit(COURSE_WRITE_PARALLELISM);
        const members = await Promise.all(
          rows.flatMap(({ role, ...entry }) =>
            role === 'owner' ? [] : [limit(() => writeMember(owners.section, { ...entry, role }, role, now))],
          ),
        );
        if (members.some((outcome) => outcome.ok)) await syncSection(owners.section);
        return [...owners.outcomes, ...members];
      }),
    ),
  );
  return results.flat();
}
