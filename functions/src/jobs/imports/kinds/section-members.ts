import { SECTION_MEMBER_IMPORT_COLUMNS } from '@tessera/shared';
import { membersByEmail } from '../../../http/courses/member-upload';
import { readSections } from '../../../ports/courses';
import { duplicateOf, failed } from './course-rows';
import type { ImportKindRules, RowError, RowOutcome } from './kind';
import { checkRosterRow, writeRoster, type RosterRow } from './section-roster';

/**
 * One section's members (`section-members`, the section's Members › upload as a job): the memberships file
 * without its section column, the section named when the import was started (`group_id`: an open section the
 * starter manages, checked then). Its rows are checked and written as the synchronous member upload's are
 * (checkRosterRow, writeRoster); a section closed or gone since refuses them.
 */
export const sectionMembersImport: ImportKindRules = {
  kind: 'section-members',
  columns: SECTION_MEMBER_IMPORT_COLUMNS,
  naturalKey: (values) => {
    const email = (values.email ?? '').trim().toLowerCase();
    return email === '' ? null : email;
  },
  async importRows(organizationId, rows, run): Promise<RowOutcome[]> {
    if (!run?.groupId) throw new Error('a section-members import fills one section (group_id)');
    const [byEmail, [section]] = await Promise.all([
      membersByEmail(organizationId),
      readSections(organizationId, [run.groupId], { consistent: true }),
    ]);
    const outcomes: RowOutcome[] = [];
    const entries: RosterRow[] = [];
    const gone: RowError = { code: 'courses.member.section_closed', column: null, params: {} };
    for (const row of rows) {
      const duplicate = duplicateOf(row, 'email');
      if (duplicate) outcomes.push(failed(row, duplicate));
      else if (!section || !section.courseId) outcomes.push(failed(row, gone));
      else {
        const check = checkRosterRow(row, byEmail);
        if (!check.ok) outcomes.push(failed(row, check.error));
        else entries.push({ row, section, member: check.member, role: check.role });
      }
    }
    return [...outcomes, ...(await writeRoster(entries))];
  },
};
