import { TEST_NAMES } from '@tessera/shared';
import { EMPTY_PROFILE_FIELDS, getMembers, readProfiles, type ProfileFields } from '../../../ports/identity';
import type { ExtractRow, ExtractScope } from '../scope';
import { peopleOfSections } from './people';

/**
 * One row per person of the extract's sections (owners and members, each once) with `cells` of their profile
 * (the organisation's record of them): per batch of 100 people, in parallel, a BatchGetItem of their memberships
 * (the names and email the organisation holds) and one of their profiles. Someone no longer a member of the
 * organisation is not written; someone without a profile has empty cells. The job leaves a group's columns out of
 * the file when the organisation's preference keeps it from faculty (run-extract.ts `fileColumns`).
 */
function profileRows(cells: (fields: ProfileFields) => ExtractRow) {
  return async function* (scope: ExtractScope): AsyncGenerator<ExtractRow> {
    const organizationId = scope.job.organizationId;
    for await (const people of peopleOfSections(scope)) {
      const ids = people.map((person) => person.userId);
      const [members, profiles] = await Promise.all([
        getMembers(ids.map((userId) => ({ organizationId, userId }))),
        readProfiles(organizationId, ids),
      ]);
      const memberOf = new Map(members.map((member) => [member.userId, member]));
      const fieldsOf = new Map(profiles.map((profile) => [profile.userId, profile.fields]));
      for (const userId of ids) {
        const member = memberOf.get(userId);
        if (!member) continue;
        const fields = { ...EMPTY_PROFILE_FIELDS, ...fieldsOf.get(userId) };
        yield [userId, member.email, member.firstName, member.lastName, ...cells(fields)];
      }
    }
  };
}

const yesNo = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

/** The user-demographic-data extract (docs/extracts.md "user-demographic-data"). */
export const userDemographicRows = profileRows((fields) => [
  fields.gender,
  fields.ethnicity,
  fields.race_details,
  yesNo(fields.first_generation_student),
  yesNo(fields.pell_eligibility),
  fields.birthday,
]);

/** The user-academic-data extract (docs/extracts.md "user-academic-data"): a column per test's score. */
export const userAcademicRows = profileRows((fields) => [
  fields.major,
  fields.year_of_admission,
  yesNo(fields.transfer_student),
  fields.class_level,
  fields.academic_program,
  ...TEST_NAMES.map((test) => fields.test_scores[test] ?? null),
]);
