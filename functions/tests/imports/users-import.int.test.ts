/**
 * The users and academic-data imports end to end on the job platform (issue 24, docs/adr/0031-user-imports.md):
 * the template downloaded, posted to S3 (s3rver), split and imported by the imports consumer against DynamoDB
 * Local and cognito-local, the log and error report read as the screen reads them; a chunk delivered twice
 * (and its rows written again, as by a delivery that died before recording them) leaves the same state.
 */
import { getImportTemplate } from '@tessera/shared';
import { randomUUID } from 'node:crypto';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { userDirectory } from '../../src/adapters/user-directory';
import { getAccount } from '../../src/db/identity/accounts';
import { getMembership } from '../../src/db/identity/memberships';
import { readProfile } from '../../src/db/identity/profiles';
import { readChunk } from '../../src/jobs/imports/chunk-store';
import { IMPORT_KIND_RULES } from '../../src/jobs/imports/kinds';
import { createUser, signIn } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { TestQueue, bytesOf, csv, freshOrganisation, readLog, uploadAndStart, type Admin } from './support';

const queue = new TestQueue();
beforeAll(() => queue.register());
afterAll(() => registerLocalQueuePort(undefined));

/** Addresses no other run of this file (or another file) uses: cognito-local keeps its users across runs. */
const run = randomUUID().slice(0, 8);
const address = (name: string) => `${name}.${run}@example.edu`;

async function templateOf(as: Admin, kind: string) {
  const answer = await invoke<{ filename: string; content: string }>(getImportTemplate, { as, path: { kind } });
  expect(answer.status).toBe(200);
  return answer.body.content;
}

/** The template with its example addresses made this run's own. */
const ownAddresses = (content: string) =>
  content.replace(/([a-z.]+)@example\.edu/g, (_, name: string) => address(name));

async function importFile(as: Admin, kind: string, name: string, content: string) {
  const { started } = await uploadAndStart(as, name, bytesOf(content), kind);
  expect(started.status).toBe(202);
  await queue.drain(started.body.id);
  return (await readLog(as, started.body.id)).body;
}

/** What the organisation holds of a person: the directory's user, the account, the membership and the profile. */
async function personOf(organizationId: string, email: string) {
  const user = await userDirectory().findUser(email);
  if (!user) return null;
  return {
    status: user.status,
    account: await getAccount(user.userId),
    member: await getMembership(organizationId, user.userId),
    profile: await readProfile(organizationId, user.userId),
  };
}

async function reportLines(url: string) {
  const download = await fetch(url);
  expect(download.status).toBe(200);
  return (await download.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

describe('the users import', () => {
  it('imports its template file: a directory user, an account, a membership and profile fields per row', async () => {
    const org = await freshOrganisation();
    const log = await importFile(org.admin, 'users', 'users.csv', ownAddresses(await templateOf(org.admin, 'users')));
    expect(log).toMatchObject({
      status: 'finished',
      import_result: { success_count: 3, warning_count: 0, failed_count: 0 },
      details: '3 import successfully, 0 failed',
      error_codes: [],
    });
    const ana = await personOf(org.organizationId, address('ana.garcia'));
    // No password in the file: Cognito's invitation (a temporary password, changed at the first sign-in).
    expect(ana?.status).toBe('FORCE_CHANGE_PASSWORD');
    expect(ana?.account).toMatchObject({
      email: address('ana.garcia'),
      firstName: 'Ana',
      lastName: 'García',
      locale: 'es',
      currentOrganizationId: org.organizationId,
    });
    expect(ana?.member).toMatchObject({ roles: ['student'], firstName: 'Ana', lastName: 'García' });
    expect(ana?.profile?.fields).toMatchObject({
      birthday: '2004-03-15',
      first_generation_student: true,
      pell_eligibility: false,
      phone: null,
    });
    expect((await personOf(org.organizationId, address('ben.okafor')))?.member?.roles).toEqual(['faculty']);
    expect((await personOf(org.organizationId, address('chloe.martin')))?.member?.roles).toEqual([
      'student',
      'peer_assessor',
    ]);
  });

  it('imports the good rows of a file with bad ones, updates people who exist, and reports each bad row', async () => {
    const org = await freshOrganisation();
    const password = 'Existing-pass-1';
    const admin = await createUser({
      email: address('ada'),
      memberships: [[org.organizationId, ['admin']]],
      withLogin: { password },
    });
    const leaving = await createUser({
      email: address('leaving'),
      memberships: [[org.organizationId, ['student']]],
      withLogin: { password },
    });
    const renamed = await createUser({
      email: address('mina'),
      firstName: 'Mina',
      lastName: 'Old',
      memberships: [[org.organizationId, ['mentor', 'admin']]],
      withLogin: { password },
    });
    const header = [
      'user_id',
      'login_id',
      'first_name',
      'last_name',
      'email',
      'status',
      'roles',
      'birthday',
      'password',
    ];
    const file = csv([
      header, // Canvas's users.csv names, with Tessera's roles and birthday
      ['u1', 'dlee', 'Dana', 'Lee', address('Dana.Lee'), 'active', 'teacher', '', ''], // 2: faculty, invited
      ['u2', '', '', 'Kim', address('kim'), 'active', '', '', 'Secret-pass-9'], // 3: first name blank
      ['u3', '', 'Eli', 'Ray', 'not-an-email', 'active', '', '', ''], // 4
      ['u4', '', 'Fay', 'Fox', address('fay'), 'active', 'wizard', '', ''], // 5
      ['u5', '', 'Gus', 'Gray', address('gus'), 'active', 'admin', '', ''], // 6
      ['u6', '', 'Hal', 'Hill', address('hal'), 'suspended', '', '', ''], // 7
      ['u7', '', 'Ivy', 'Ito', address('ivy'), 'active', '', '2999-01-01', ''], // 8
      ['u8', '', 'Jo', 'Jin', address('dana.lee').toUpperCase(), 'active', '', '', ''], // 9: Dana again
      ['u9', address('leo'), 'Leo', 'Lane', '', 'active', 'student', '', 'Leo-pass-12'], // 10: by login_id
      ['u10', '', 'Ada', 'Admin', address('ada'), 'deleted', '', '', ''], // 11: an administrator
      ['u11', '', 'Lee', 'Leaving', address('leaving'), 'deleted', '', '', ''], // 12: removed
      ['u12', '', 'Mina', 'New', address('mina'), 'active', 'student;observer', '', ''], // 13: updated
    ]);
    const log = await importFile(org.admin, 'users', 'users with bad rows.csv', file);
    expect(log).toMatchObject({
      status: 'finished',
      import_result: { success_count: 4, warning_count: 0, failed_count: 8 },
      details: '4 import successfully, 8 failed',
    });
    expect(log.error_codes).toEqual([
      { code: 'required', row: 3, column: 'first_name', message: '"first_name" cannot be left blank.' },
      { code: 'invalid_email', row: 4, column: 'email', message: '"email" must be an email address.' },
      {
        code: 'unknown_role',
        row: 5,
        column: 'roles',
        message:
          '"wizard" in "roles" is not a role: use student, faculty, coordinator, supervisor, mentor or peer_assessor (or Canvas\'s teacher, ta, observer, designer).',
      },
      {
        code: 'role_not_importable',
        row: 6,
        column: 'roles',
        message: 'The role "admin" cannot be given by an import; name administrators on the Admins screen.',
      },
      { code: 'invalid_status', row: 7, column: 'status', message: '"status" must be active or deleted.' },
      { code: 'date_in_future', row: 8, column: 'birthday', message: '"birthday" cannot be in the future.' },
      {
        code: 'duplicate_in_file',
        row: 9,
        column: 'email',
        message: 'The same row key appears earlier in the file, on line 2.',
      },
      {
        code: 'privileged_member',
        row: 11,
        column: null,
        message: 'This member is an administrator and is not removed by an import.',
      },
    ]);
    const spanish = (await readLog(org.admin, log.id, 'es')).body.error_codes;
    expect(spanish[1]?.message).toBe('"email" debe ser una dirección de correo electrónico.');

    const dana = await personOf(org.organizationId, address('dana.lee'));
    expect(dana).toMatchObject({ status: 'FORCE_CHANGE_PASSWORD', member: { roles: ['faculty'] } });
    // The file's password: no message sent, the password permanent; Leo signs in with it.
    expect((await personOf(org.organizationId, address('leo')))?.status).toBe('CONFIRMED');
    await expect(signIn(address('leo'), 'Leo-pass-12')).resolves.toEqual(expect.any(String));
    for (const refused of ['kim', 'fay', 'gus', 'hal', 'ivy'])
      expect(await personOf(org.organizationId, address(refused))).toBeNull();
    expect(await getMembership(org.organizationId, admin.userId)).not.toBeNull();
    expect(await getMembership(org.organizationId, leaving.userId)).toBeNull();
    // The account stays (it may belong to other organisations); its password too.
    expect(await getAccount(leaving.userId)).not.toBeNull();
    // Mina: the file's roles (observer is a mentor) beside the administrator's role a file never touches; the
    // names follow the file, on the account too (this is her only organisation).
    expect(await getMembership(org.organizationId, renamed.userId)).toMatchObject({
      roles: ['student', 'mentor', 'admin'],
      lastName: 'New',
    });
    expect(await getAccount(renamed.userId)).toMatchObject({ lastName: 'New' });
    await expect(signIn(address('mina'), password)).resolves.toEqual(expect.any(String));

    // The error report: the refused rows under the kind's columns, the password never written back.
    const lines = await reportLines(log.aggregation_log!.url);
    expect(lines[0]).toBe(
      'email,login_id,first_name,last_name,roles,status,locale,password,phone,address,birthday,gender,ethnicity,race_details,first_generation_student,pell_eligibility,Line,Column,Error code,Error',
    );
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe(
      `${address('kim')},,,Kim,,active,,,,,,,,,,,3,first_name,required,"""first_name"" cannot be left blank."`,
    );
    expect(lines.join('\n')).not.toContain('Secret-pass-9');
  });

  it('a chunk delivered twice at once, and its rows written again, leave the state of one clean run', async () => {
    const org = await freshOrganisation();
    const file = csv([
      ['email', 'first_name', 'last_name', 'roles', 'phone'],
      [address('twice.one'), 'One', 'Twice', 'student', '555-0101'],
      [address('twice.two'), 'Two', 'Twice', 'faculty', ''],
      [address('twice.three'), 'Three', 'Twice', '', '555-0103'],
    ]);
    const { started } = await uploadAndStart(org.admin, 'twice.csv', bytesOf(file), 'users');
    const [split] = queue.take((message) => message.jobId === started.body.id);
    await queue.deliver(split!);
    const [chunk] = queue.take((message) => message.jobId === started.body.id);
    // The chunk's rows as its object holds them (removed once the run finishes).
    const rows = await readChunk(org.organizationId, started.body.id, 0);
    expect(rows).toHaveLength(3);
    const [first, second] = await Promise.all([queue.deliver(chunk!), queue.deliver(chunk!, 2)]);
    expect([first, second]).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    const log = (await readLog(org.admin, started.body.id)).body;
    expect(log).toMatchObject({ status: 'finished', import_result: { success_count: 3, failed_count: 0 } });
    const before = await Promise.all(
      ['twice.one', 'twice.two', 'twice.three'].map((name) => personOf(org.organizationId, address(name))),
    );
    expect(before.map((person) => person?.member?.roles)).toEqual([['student'], ['faculty'], ['student']]);
    expect(before[0]?.profile).toMatchObject({ version: 1, fields: { phone: '555-0101' } });

    // The rows written again (a delivery that died after writing them, before recording its chunk): each row
    // is done, and nothing is written again (the same user ids, join dates, profile versions).
    const again = await IMPORT_KIND_RULES.users.importRows(org.organizationId, rows!);
    expect(again.map((outcome) => outcome.ok)).toEqual([true, true, true]);
    const after = await Promise.all(
      ['twice.one', 'twice.two', 'twice.three'].map((name) => personOf(org.organizationId, address(name))),
    );
    expect(after).toEqual(before);
  });
});

describe('the academic-data import', () => {
  it('imports its template file into the members’ profiles', async () => {
    const org = await freshOrganisation();
    await importFile(org.admin, 'users', 'users.csv', ownAddresses(await templateOf(org.admin, 'users')));
    const template = ownAddresses(await templateOf(org.admin, 'academic-data'));
    const log = await importFile(org.admin, 'academic-data', 'academic.csv', template);
    expect(log).toMatchObject({
      status: 'finished',
      import_result: { success_count: 2, warning_count: 0, failed_count: 0 },
      details: '2 import successfully, 0 failed',
    });
    expect((await personOf(org.organizationId, address('ana.garcia')))?.profile?.fields).toMatchObject({
      major: 'Biology',
      year_of_admission: 2022,
      transfer_student: false,
      class_level: 'Junior',
      academic_program: 'BSc Biology',
      test_scores: { SAT: 1350 },
      // The users file's fields stay as they were.
      birthday: '2004-03-15',
      pell_eligibility: false,
    });
    expect((await personOf(org.organizationId, address('chloe.martin')))?.profile?.fields).toMatchObject({
      major: 'History',
      transfer_student: true,
      test_scores: { ACT: 29 },
    });
  });

  it('refuses unknown people and bad values by row, and writes the rest', async () => {
    const org = await freshOrganisation();
    const other = await freshOrganisation();
    const member = await createUser({
      email: address('member'),
      memberships: [[org.organizationId, ['student']]],
      withLogin: { password: 'Member-pass-1' },
    });
    await createUser({
      email: address('elsewhere'),
      memberships: [[other.organizationId, ['student']]],
      withLogin: { password: 'Member-pass-1' },
    });
    const file = csv([
      ['Login_ID', 'Major', 'Year_of_Admission', 'Transfer_Student', 'SAT', 'GRE'],
      [address('member'), 'Physics', '2021', 'yes', '1490', ''], // 2
      [address('nobody'), 'Art', '', '', '', ''], // 3: no such person
      [address('elsewhere'), 'Art', '', '', '', ''], // 4: another organisation's
      [address('member'), 'Again', '', '', '', ''], // 5: twice
      ['', 'Art', '', '', '', ''], // 6: no email
    ]);
    const second = csv([
      ['email', 'year_of_admission', 'transfer_student', 'sat', 'gre'],
      [address('member'), '1850', '', '', ''], // 2
      [address('nobody.1'), '', 'maybe', '', ''], // 3: values are checked before the person is looked up
      [address('nobody.2'), '', '', '1700', ''], // 4
      [address('nobody.3'), '', '', '', '300'], // 5: good values, but no such member
    ]);
    const log = await importFile(org.admin, 'academic-data', 'academic.csv', file);
    expect(log).toMatchObject({ status: 'finished', import_result: { success_count: 1, failed_count: 4 } });
    expect(log.error_codes.map(({ code, row, column }) => ({ code, row, column }))).toEqual([
      { code: 'user_not_member', row: 3, column: 'login_id' },
      { code: 'user_not_member', row: 4, column: 'login_id' },
      { code: 'duplicate_in_file', row: 5, column: 'email' },
      { code: 'required', row: 6, column: 'email' },
    ]);
    expect(log.error_codes[0]?.message).toBe(
      'No member of the organisation has the email in "login_id"; import the person with the users import first.',
    );
    expect((await readProfile(org.organizationId, member.userId))?.fields).toMatchObject({
      major: 'Physics',
      year_of_admission: 2021,
      transfer_student: true,
      test_scores: { SAT: 1490 },
    });
    // Nothing was written for the person of the other organisation, in either organisation.
    const elsewhere = await userDirectory().findUser(address('elsewhere'));
    expect(await readProfile(org.organizationId, elsewhere!.userId)).toBeNull();
    expect(await readProfile(other.organizationId, elsewhere!.userId)).toBeNull();

    const bad = await importFile(org.admin, 'academic-data', 'bad values.csv', second);
    expect(bad.error_codes).toEqual([
      {
        code: 'invalid_year',
        row: 2,
        column: 'year_of_admission',
        message: expect.stringMatching(/from 1900 to \d{4}\.$/),
      },
      {
        code: 'invalid_boolean',
        row: 3,
        column: 'transfer_student',
        message: '"transfer_student" must be true or false (or yes/no, 1/0).',
      },
      { code: 'score_out_of_range', row: 4, column: 'sat', message: '"sat" must be a whole number from 400 to 1600.' },
      { code: 'user_not_member', row: 5, column: 'email', message: expect.stringContaining('No member') },
    ]);
    expect((await readProfile(org.organizationId, member.userId))?.version).toBe(1);
  });
});
