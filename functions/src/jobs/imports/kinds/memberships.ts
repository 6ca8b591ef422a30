import { MEMBERSHIP_IMPORT_COLUMNS } from '@tessera/shared';
import { membersByEmail } from '../../../http/courses/member-upload';
import { readSections, type Section } from '../../../ports/courses';
import { groupCodeKey, readGroupIdsByCodes, readOrganisationTree } from '../../../ports/hierarchy';
import { cellOf, duplicateOf, failed, runNode } from './course-rows';
import { rowError, type ImportKindRules, type RowOutcome } from './kind';
import { checkRosterRow, writeRoster, type RosterRow } from './section-roster';

/** The natural key (section, user): the section code's guard value and the email as the member rule compares it. */
export const membershipKey = (groupCode: string, email: string): string | null => {
  const user = email.trim().toLowerCase();
  return groupCode === '' || user === '' ? null : `${groupCodeKey(groupCode)}\n${user}`;
};

/**
 * Section roles (`memberships`): who is in which section, as what (docs/imports.md). A row's section is found
 * by its code (unique in the organisation) among the sections of courses on the import's folder or below
 * (another folder's section, a course-less group or no section: `unknown_section`); its user and role are
 * the member upload's (checkRosterRow), and the rows are written as that upload writes (writeRoster). A chunk
 * reads the organisation's members, the tree and the sections its codes name once.
 */
export const membershipsImport: ImportKindRules = {
  kind: 'memberships',
  columns: MEMBERSHIP_IMPORT_COLUMNS,
  naturalKey: (values) => membershipKey(cellOf(values, 'group_code'), values.email ?? ''),
  async importRows(organizationId, rows, run): Promise<RowOutcome[]> {
    const nodeId = runNode(run);
    const codes = rows.map((row) => cellOf(row.values, 'group_code')).filter((code) => code !== '');
    const [byEmail, tree, groupIds] = await Promise.all([
      membersByEmail(organizationId),
      readOrganisationTree(organizationId),
      codes.length > 0 ? readGroupIdsByCodes(organizationId, codes) : new Map<string, string>(),
    ]);
    const sections =
      groupIds.size > 0 ? await readSections(organizationId, [...groupIds.values()], { consistent: true }) : [];
    const below = new Set(tree.filter((node) => node.path.includes(nodeId)).map((node) => node.nodeId));
    const reachable = new Map<string, Section>(
      sections
        .filter((section) => section.courseId && below.has(section.nodeId))
        .map((section) => [section.groupId, section]),
    );
    const outcomes: RowOutcome[] = [];
    const entries: RosterRow[] = [];
    for (const row of rows) {
      const duplicate = duplicateOf(row, 'email');
      if (duplicate) {
        outcomes.push(failed(row, duplicate));
        continue;
      }
      const code = cellOf(row.values, 'group_code');
      if (code === '') {
        outcomes.push(failed(row, rowError('required', 'group_code')));
        continue;
      }
      const holder = groupIds.get(groupCodeKey(code));
      const section = holder === undefined ? undefined : reachable.get(holder);
      if (!section) {
        outcomes.push(failed(row, rowError('unknown_section', 'group_code', { value: code })));
        continue;
      }
      const check = checkRosterRow(row, byEmail);
      if (!check.ok) outcomes.push(failed(row, check.error));
      else entries.push({ row, section, member: check.member, role: check.role });
    }
    return [...outcomes, ...(await writeRoster(entries))];
  },
};
