/**
 * The users and academic-data files' row rules (docs/imports.md, ADR 0031): what a row becomes, or its first
 * problem as a row code. The writers are tested end to end in tests/imports/users-import.int.test.ts.
 */
import { RowRefused } from '../../src/jobs/imports/kinds/kind';
import { academicRowOf } from '../../src/jobs/imports/kinds/academic-data';
import { userRowOf } from '../../src/jobs/imports/kinds/users';

const today = new Date('2026-11-28T12:00:00Z');
const person = { email: 'Ana@Example.edu', first_name: 'Ana', last_name: 'García' };

function problemOf(check: () => unknown) {
  try {
    check();
  } catch (error) {
    if (error instanceof RowRefused) return error.error;
    throw error;
  }
  return null;
}

describe('a users row', () => {
  it('is keyed by the lower-cased email, or by Canvas’s login_id when the email is blank', () => {
    expect(userRowOf(person, today).email).toBe('ana@example.edu');
    expect(userRowOf({ ...person, email: '', login_id: ' Ana@Example.edu ' }, today).email).toBe('ana@example.edu');
    expect(problemOf(() => userRowOf({ ...person, email: '' }, today))).toMatchObject({ code: 'required' });
    expect(problemOf(() => userRowOf({ ...person, email: '', login_id: 'ana' }, today))).toMatchObject({
      code: 'invalid_email',
      column: 'login_id',
    });
  });

  it('reads Tessera’s and Canvas’s role names, separated by ; , or |, and refuses the roles a file never gives', () => {
    expect(userRowOf({ ...person, roles: 'Teacher; TA | observer,peer-assessor' }, today).roles).toEqual([
      'faculty',
      'coordinator',
      'mentor',
      'peer_assessor',
    ]);
    expect(userRowOf({ ...person, roles: '' }, today).roles).toBeNull();
    expect(problemOf(() => userRowOf({ ...person, roles: 'student;Admin' }, today))).toMatchObject({
      code: 'role_not_importable',
      params: { role: 'Admin', column: 'roles' },
    });
    expect(problemOf(() => userRowOf({ ...person, roles: 'dean' }, today))).toMatchObject({ code: 'unknown_role' });
  });

  it('takes status, locale tags, a password as typed, and profile fields, blank cells left undefined', () => {
    const row = userRowOf(
      {
        ...person,
        status: 'Deleted',
        locale: 'es-MX',
        password: ' Pass word 1 ',
        birthday: '03/15/2004',
        pell_eligibility: 'Y',
      },
      today,
    );
    expect(row).toMatchObject({ status: 'deleted', locale: 'es', password: ' Pass word 1 ' });
    expect(row.profile).toMatchObject({ birthday: '2004-03-15', pell_eligibility: true, phone: undefined });
    expect(userRowOf({ ...person, password: '   ' }, today).password).toBeNull();
    expect(problemOf(() => userRowOf({ ...person, locale: 'fr' }, today))).toMatchObject({ code: 'invalid_locale' });
    expect(problemOf(() => userRowOf({ ...person, status: 'suspended' }, today))).toMatchObject({
      code: 'invalid_status',
    });
    expect(problemOf(() => userRowOf({ ...person, birthday: '2026-11-29' }, today))).toMatchObject({
      code: 'date_in_future',
    });
    expect(problemOf(() => userRowOf({ ...person, first_name: 'x'.repeat(256) }, today))).toMatchObject({
      code: 'too_long',
      params: { max: 255 },
    });
  });
});

describe('an academic-data row', () => {
  it('takes the academic fields and scores on their scales', () => {
    const row = academicRowOf(
      { email: 'ana@example.edu', year_of_admission: '2027', transfer_student: 'no', sat: '1600', lsat: '120' },
      today,
    );
    expect(row.profile).toMatchObject({
      year_of_admission: 2027,
      transfer_student: false,
      test_scores: { SAT: 1600, LSAT: 120 },
      major: undefined,
    });
    expect(
      problemOf(() => academicRowOf({ email: 'ana@example.edu', year_of_admission: '2028' }, today)),
    ).toMatchObject({ code: 'invalid_year', params: { max: 2027 } });
    expect(problemOf(() => academicRowOf({ email: 'ana@example.edu', act: '36.5' }, today))).toMatchObject({
      code: 'score_out_of_range',
      params: { column: 'act', min: 1, max: 36 },
    });
  });
});
