import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { message } from '@tessera/shared';
import yazl from 'yazl';
import { readOneRosterBundle, type OneRosterBundle } from '../../src/jobs/imports/oneroster/read-bundle';
import type { ImportItem, Problem } from '../../src/jobs/imports/oneroster/types';
import { DEFAULT_ZIP_LIMITS, spoolToFile } from '../../src/jobs/imports/oneroster/zip';

/**
 * Reading OneRoster CSV bundles (ADR 0030): the two public samples (catalyst/moodle-enrol_oneroster's fixtures,
 * copied into fixtures/oneroster so a clone passes alone) and bundles made here with one thing wrong each.
 */
const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const sample = (name: string) => join(repositoryRoot, 'fixtures/oneroster', name);

/** A zip of these files (text as UTF-8, or bytes), as bytes. */
function zipOf(files: Record<string, string | Uint8Array>): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files))
    zip.addBuffer(typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    zip.outputStream.on('error', reject);
  });
}

async function all<T>(items: AsyncIterable<ImportItem<T>>): Promise<ImportItem<T>[]> {
  const read: ImportItem<T>[] = [];
  for await (const item of items) read.push(item);
  return read;
}

const outcomes = <T>(items: ImportItem<T>[]) =>
  items.reduce<Record<string, number>>(
    (counts, item) => ({ ...counts, [item.outcome]: (counts[item.outcome] ?? 0) + 1 }),
    {},
  );

const codes = (problems: readonly Problem[]) => problems.map((found) => found.code.replace('hierarchy.oneroster.', ''));

const opened: OneRosterBundle[] = [];
async function open(source: Parameters<typeof readOneRosterBundle>[0]): Promise<OneRosterBundle> {
  const bundle = await readOneRosterBundle(source);
  opened.push(bundle);
  return bundle;
}
afterEach(() => {
  for (const bundle of opened.splice(0)) bundle.close();
});

const MANIFEST_12 = (files: Record<string, string>) =>
  [
    'propertyName,value',
    'manifest.version,1.0',
    'oneroster.version,1.2',
    ...['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'roles', 'users'].map(
      (name) => `file.${name},${files[name] ?? 'absent'}`,
    ),
  ].join('\r\n');

const ORGS = [
  'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
  'sch-1,,,North High,school,NH,dst-1',
  'dst-1,,,Lakes District,district,LD,',
  'dep-1,,,Science,department,SCI,sch-1',
].join('\n');
const SESSIONS = [
  'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
  'sy-26,,,2026-27,schoolYear,2026-08-20,2027-06-10,,2027',
  'fall-26,,,Fall 2026,semester,2026-08-20,2026-12-18,sy-26,2027',
  'spring-27,,,Spring 2027,semester,2027-01-06,2027-06-10,sy-26,2027',
  'q1-26,,,Q1,gradingPeriod,2026-08-20,2026-10-15,fall-26,2027',
].join('\n');
const COURSES = [
  'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
  'crs-bio,,,sy-26,Biology,BIO1,10,sch-1,Science,',
].join('\n');
const CLASSES = [
  'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
  'cls-bio-1,,,Biology 1,10,crs-bio,BIO1-1,scheduled,Lab 2,sch-1,"q1-26,spring-27",,,',
].join('\n');
const USERS_12 = [
  'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns',
  'u-teach,,,true,ana.ruiz,,Ana,Ruiz,,T-1,ana@example.org,,,,,,,,Anita,,,sch-1,',
  'u-stud,,,true,bo.lee,,Bo,Lee,,S-1,bo@example.org,,,,10,,,,,,,sch-1,',
].join('\n');
const ROLES = [
  'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId',
  'r-1,,,u-teach,primary,teacher,,,sch-1,',
  'r-2,,,u-stud,primary,student,,,sch-1,',
].join('\n');
const ENROLLMENTS = [
  'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
  'e-1,,,cls-bio-1,sch-1,u-teach,teacher,true,,',
  'e-2,,,cls-bio-1,sch-1,u-stud,student,false,2026-08-20,2027-06-10',
].join('\n');

const BULK = {
  orgs: 'bulk',
  academicSessions: 'bulk',
  courses: 'bulk',
  classes: 'bulk',
  users: 'bulk',
  roles: 'bulk',
  enrollments: 'bulk',
};

/** A whole, valid 1.2 bundle, with some files replaced. */
const bundle12 = (
  replace: Record<string, string | Uint8Array | undefined> = {},
  modes: Record<string, string> = BULK,
) => {
  const files: Record<string, string | Uint8Array | undefined> = {
    'manifest.csv': MANIFEST_12(modes),
    'orgs.csv': ORGS,
    'academicSessions.csv': SESSIONS,
    'courses.csv': COURSES,
    'classes.csv': CLASSES,
    'users.csv': USERS_12,
    'roles.csv': ROLES,
    'enrollments.csv': ENROLLMENTS,
    ...replace,
  };
  return zipOf(
    Object.fromEntries(
      Object.entries(files).filter((entry): entry is [string, string | Uint8Array] => entry[1] !== undefined),
    ),
  );
};

describe('the OneRoster 1.2 sample bundle', () => {
  it('reads every entity with its counts, and the sample’s own faults as warnings', async () => {
    const bundle = await open({ path: sample('v1p2_full_dataset.zip') });
    expect(bundle).toMatchObject({ version: '1.2', refused: false, problems: [] });
    expect(bundle.manifest).toMatchObject({ manifestVersion: '1.0', sourceSystemName: null });
    expect(bundle.manifest?.files).toMatchObject({
      users: 'bulk',
      courses: 'absent',
      roles: 'bulk',
      userProfiles: 'absent',
    });

    const nodes = await all(bundle.nodes());
    const terms = await all(bundle.terms());
    const sections = await all(bundle.sections());
    const users = await all(bundle.users());
    const memberships = await all(bundle.memberships());
    expect(outcomes(nodes)).toEqual({ import: 1 });
    // Five sessions: a grading period is not a term; the rest are (one of them inactive, read as a delete).
    expect(outcomes(terms)).toEqual({ import: 4, skip: 1 });
    expect(await all(bundle.courses())).toEqual([]);
    expect(outcomes(sections)).toEqual({ import: 2 });
    expect(outcomes(users)).toEqual({ import: 6 });
    // The second class is tobedeleted, so its three enrollments are not kept.
    expect(outcomes(memberships)).toEqual({ import: 3, skip: 3 });

    // The org's parent is not in the bundle: placed at the top of the import, with a warning.
    expect(nodes[0]).toEqual({
      file: 'orgs.csv',
      line: 2,
      sourcedId: 'org-sch-222-456',
      outcome: 'import',
      row: {
        source_id: 'org-sch-222-456',
        action: 'upsert',
        modified_at: '2023-05-01T18:25:43.511Z',
        name: 'History Department',
        org_type: 'department',
        code: 'History',
        parent_source_id: null,
        path: ['History Department'],
      },
      problems: [
        {
          severity: 'warning',
          code: 'hierarchy.oneroster.parent_not_in_bundle',
          params: { id: 'org-sch-222-3456' },
          file: 'orgs.csv',
          line: 2,
          column: 'parentSourcedId',
        },
      ],
    });
    expect(terms.map((item) => [item.sourcedId, item.outcome, item.row?.action, item.row?.session_type])).toEqual([
      ['as-grp-222-23456', 'skip', undefined, undefined],
      ['as-trm-222-1234', 'import', 'upsert', 'term'],
      ['as-grp-222-2345', 'import', 'delete', 'semester'],
      ['as-grp-222-3456', 'import', 'upsert', 'schoolYear'],
      ['as-trm-222-1235', 'import', 'upsert', 'term'],
    ]);
    expect(codes(terms[2]?.problems ?? [])).toEqual(['inactive_status']);

    // courses.csv is absent: a class's course must come from an earlier import (a warning, not an error).
    expect(sections[0]).toMatchObject({
      outcome: 'import',
      row: {
        source_id: 'cls-222-123456',
        action: 'upsert',
        title: 'Introduction to Physics',
        group_code: 'Phys 100 - 1',
        course_source_id: 'crs-222-2023-456-12345',
        node_source_id: 'org-sch-222-456',
        term_source_id: 'as-trm-222-1234',
        term_source_ids: ['as-trm-222-1234'],
        start_date: '2022-09-01',
        end_date: '2022-12-24',
      },
      problems: [
        {
          severity: 'warning',
          code: 'hierarchy.oneroster.reference_outside_bundle',
          params: { target: 'courses.csv', id: 'crs-222-2023-456-12345' },
          file: 'classes.csv',
          line: 2,
          column: 'courseSourcedId',
        },
      ],
    });
    expect(sections[1]?.row?.action).toBe('delete');

    // 1.2 roles come from roles.csv; a guardian role is left out with a warning naming its roles.csv line, and
    // the sample's "1/05/2023" is not ISO 8601 (a warning: dateLastModified is only kept, never needed).
    expect(users[0]?.row).toMatchObject({
      username: 'john.doe',
      first_name: 'John',
      last_name: 'Doe',
      email: 'john.doe@myschool.com',
      student_id: 'john.doe',
      enabled: true,
      modified_at: null,
      roles: [{ role: 'faculty', oneroster_role: 'teacher', org_source_id: 'org-sch-222-456', role_type: 'primary' }],
      primary_org_source_id: 'org-sch-222-456',
    });
    expect(users[0]?.problems).toEqual([
      {
        severity: 'warning',
        code: 'hierarchy.oneroster.bad_date_time',
        params: { value: '1/05/2023' },
        file: 'users.csv',
        line: 2,
        column: 'dateLastModified',
      },
      {
        severity: 'warning',
        code: 'hierarchy.oneroster.role_not_kept',
        params: { role: 'guardian' },
        file: 'roles.csv',
        line: 8,
        column: 'role',
      },
    ]);
    expect(users[2]?.row?.roles).toEqual([
      { role: 'admin', oneroster_role: 'siteAdministrator', org_source_id: 'org-sch-222-456', role_type: 'secondary' },
    ]);
    // A blank status and dateLastModified (as bulk files should be) read as a plain upsert.
    expect(users[1]).toMatchObject({ outcome: 'import', problems: [], row: { action: 'upsert', modified_at: null } });

    expect(memberships.map((item) => [item.line, item.outcome, item.row?.section_role])).toEqual([
      [2, 'import', 'owner'],
      [3, 'import', 'member'],
      [4, 'import', 'member'],
      [5, 'skip', undefined],
      [6, 'skip', undefined],
      [7, 'skip', undefined],
    ]);
    expect(memberships[0]?.row).toEqual({
      source_id: 'enr-t-222-12345-123456',
      action: 'upsert',
      modified_at: '2023-05-01T18:25:43.511Z',
      section_source_id: 'cls-222-123456',
      user_source_id: 'usr-222-123456',
      section_role: 'owner',
      oneroster_role: 'teacher',
      primary: false,
      begin_date: '2022-03-15',
      end_date: '2022-06-15',
    });
    expect(memberships[3]?.problems[0]).toMatchObject({
      code: 'hierarchy.oneroster.enrollment_of_deleted',
      params: { target: 'classes.csv', id: 'cls-222-123478' },
      column: 'classSourcedId',
    });
  });

  it('reads an entity again from the start when asked twice', async () => {
    const bundle = await open({ path: sample('v1p2_full_dataset.zip') });
    expect((await all(bundle.users())).map((item) => item.row?.roles.length)).toEqual(
      (await all(bundle.users())).map((item) => item.row?.roles.length),
    );
  });

  it('reads a bundle that arrives as a stream, spooled to a temporary file', async () => {
    const bytes = await readFile(sample('v1p2_full_dataset.zip'));
    const spooled = await spoolToFile(Readable.from([bytes.subarray(0, 100), bytes.subarray(100)]));
    try {
      const bundle = await open({ path: spooled.path });
      expect(outcomes(await all(bundle.users()))).toEqual({ import: 6 });
    } finally {
      await spooled.remove();
    }
  });
});

describe('the OneRoster 1.1 sample bundle', () => {
  it('reads roles from users.csv (role × orgSourcedIds), and a parent gets no account', async () => {
    const bundle = await open({ path: sample('v1p1_full_dataset.zip') });
    expect(bundle).toMatchObject({ version: '1.1', refused: false, problems: [] });
    const users = await all(bundle.users());
    expect(outcomes(users)).toEqual({ import: 5, skip: 1 });
    expect(users[0]?.row?.roles).toEqual([
      { role: 'faculty', oneroster_role: 'teacher', org_source_id: 'org-sch-222-456', role_type: 'primary' },
    ]);
    expect(users[2]).toMatchObject({
      sourcedId: 'usr-222-1234561',
      outcome: 'skip',
      problems: [
        {
          severity: 'warning',
          code: 'hierarchy.oneroster.user_without_role',
          params: { roles: 'parent' },
          file: 'users.csv',
          line: 4,
          column: 'role',
        },
      ],
    });
    expect(outcomes(await all(bundle.nodes()))).toEqual({ import: 1 });
    expect(outcomes(await all(bundle.terms()))).toEqual({ import: 4, skip: 1 });
    expect(outcomes(await all(bundle.sections()))).toEqual({ import: 2 });
    expect(outcomes(await all(bundle.memberships()))).toEqual({ import: 3, skip: 3 });
  });

  it('gives a 1.1 user a role at each of its orgs, and refuses a role the binding does not have', async () => {
    const manifest = [
      'propertyName,value',
      'manifest.version,1.0',
      'oneroster.version,1.1',
      'file.orgs,bulk',
      'file.users,bulk',
    ].join('\n');
    const users = [
      'sourcedId,status,dateLastModified,enabledUser,orgSourcedIds,role,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password',
      'u-1,,,true,"sch-1,dst-1",teacher,ana,,Ana,Ruiz,,,,,,,,',
      'u-2,,,true,sch-1,aide,cai,,Cai,Wu,,,,,,,,',
      'u-3,,,true,sch-1,administrator,dee,,Dee,Ode,,,,,,,,',
      'u-4,,,true,sch-1,wizard,eve,,Eve,Ng,,,,,,,,',
      'u-5,,,true,sch-9,student,fay,,Fay,Po,,,,,,,,',
    ].join('\n');
    const bundle = await open({
      bytes: await zipOf({ 'manifest.csv': manifest, 'orgs.csv': ORGS, 'users.csv': users }),
    });
    expect(bundle.refused).toBe(false);
    const read = await all(bundle.users());
    expect(read[0]?.row?.roles.map((role) => [role.role, role.org_source_id])).toEqual([
      ['faculty', 'sch-1'],
      ['faculty', 'dst-1'],
    ]);
    expect(read[1]?.row?.roles[0]?.role).toBe('mentor');
    expect(read[2]?.row?.roles[0]?.role).toBe('admin');
    expect(read[3]).toMatchObject({
      outcome: 'refuse',
      problems: [{ code: 'hierarchy.oneroster.bad_value', column: 'role', line: 5 }],
    });
    expect(read[4]).toMatchObject({
      outcome: 'refuse',
      problems: [
        {
          code: 'hierarchy.oneroster.unknown_reference',
          params: { target: 'orgs.csv', id: 'sch-9' },
          file: 'users.csv',
          line: 6,
          column: 'orgSourcedIds',
        },
      ],
    });
  });
});

describe('a crafted 1.2 bundle', () => {
  it('maps every entity: nodes parents first with their paths, terms, courses, sections with their terms’ dates', async () => {
    const bundle = await open({ bytes: await bundle12() });
    expect(bundle).toMatchObject({ refused: false, problems: [] });
    const nodes = await all(bundle.nodes());
    expect(nodes.map((item) => [item.sourcedId, item.row?.parent_source_id, item.row?.path])).toEqual([
      ['dst-1', null, ['Lakes District']],
      ['sch-1', 'dst-1', ['Lakes District', 'North High']],
      ['dep-1', 'sch-1', ['Lakes District', 'North High', 'Science']],
    ]);
    expect((await all(bundle.courses()))[0]).toMatchObject({
      outcome: 'import',
      problems: [],
      row: {
        name: 'Biology',
        code: 'BIO1',
        category: 'course',
        node_source_id: 'sch-1',
        school_year_source_id: 'sy-26',
      },
    });
    // A class in a grading period (q1-26) and a semester: the grading period is read as its semester, and the
    // section runs from the first term's start to the last one's end.
    expect((await all(bundle.sections()))[0]?.row).toMatchObject({
      term_source_id: 'fall-26',
      term_source_ids: ['q1-26', 'spring-27'],
      start_date: '2026-08-20',
      end_date: '2027-06-10',
    });
    const terms = await all(bundle.terms());
    expect(terms[1]?.row).toMatchObject({
      code: 'fall-26',
      name: 'Fall 2026',
      parent_source_id: 'sy-26',
      school_year: '2027',
    });
    expect(outcomes(await all(bundle.users()))).toEqual({ import: 2 });
    expect((await all(bundle.users()))[0]?.row?.preferred_first_name).toBe('Anita');
    expect((await all(bundle.memberships())).map((item) => [item.row?.section_role, item.row?.primary])).toEqual([
      ['owner', true],
      ['member', false],
    ]);
  });

  it('is refused without a manifest, naming it', async () => {
    const bundle = await open({ bytes: await zipOf({ 'orgs.csv': ORGS }) });
    expect(bundle).toMatchObject({ refused: true, version: null });
    expect(codes(bundle.problems)).toEqual(['no_manifest']);
    expect(await all(bundle.nodes())).toEqual([]);
    expect(message('hierarchy.oneroster.no_manifest')).toBe('The bundle has no manifest.csv.');
  });

  it('is refused when it is not a zip', async () => {
    const bundle = await open({ bytes: new TextEncoder().encode('sourcedId,name\n1,a\n') });
    expect(bundle.refused).toBe(true);
    expect(codes(bundle.problems)).toEqual(['not_a_zip']);
  });

  it('is refused when the manifest names another OneRoster version or a mode that is none of the three', async () => {
    const v10 = await open({
      bytes: await bundle12({ 'manifest.csv': 'propertyName,value\noneroster.version,1.0\n' }),
    });
    expect(v10.problems).toEqual([
      expect.objectContaining({ code: 'hierarchy.oneroster.unsupported_version', params: { version: '1.0' }, line: 2 }),
    ]);
    const badMode = await open({
      bytes: await bundle12({ 'manifest.csv': MANIFEST_12(BULK).replace('file.orgs,bulk', 'file.orgs,full') }),
    });
    expect(badMode.problems).toEqual([
      expect.objectContaining({
        code: 'hierarchy.oneroster.bad_file_mode',
        params: { value: 'full' },
        column: 'value',
      }),
    ]);
  });

  it('is refused when a file the manifest sends in bulk is missing', async () => {
    const bundle = await open({ bytes: await bundle12({ 'classes.csv': undefined }) });
    expect(bundle.refused).toBe(true);
    expect(bundle.problems).toEqual([
      {
        severity: 'error',
        code: 'hierarchy.oneroster.missing_file',
        params: { file: 'classes.csv', mode: 'bulk' },
        file: 'classes.csv',
      },
    ]);
    expect(message('hierarchy.oneroster.missing_file', 'en', { file: 'classes.csv', mode: 'bulk' })).toBe(
      'The manifest sends classes.csv as bulk, but the bundle does not hold it.',
    );
  });

  it('is refused when a file lacks a column Tessera needs, or is not CSV, before any row is read', async () => {
    const noTitle = await open({ bytes: await bundle12({ 'courses.csv': COURSES.replace(',title,', ',name,') }) });
    expect(noTitle.problems).toEqual([
      expect.objectContaining({ code: 'hierarchy.oneroster.missing_column', file: 'courses.csv', column: 'title' }),
    ]);
    const broken = await open({
      bytes: await bundle12({ 'enrollments.csv': `${ENROLLMENTS}\ne-3,,,"cls-bio-1,sch-1` }),
    });
    expect(broken.refused).toBe(true);
    expect(broken.problems).toEqual([
      expect.objectContaining({ code: 'hierarchy.oneroster.bad_csv', file: 'enrollments.csv' }),
    ]);
  });

  it('refuses a row whose reference is unknown, naming file, line and column, and keeps the others', async () => {
    const enrollments = `${ENROLLMENTS}\ne-3,,,cls-bio-1,sch-1,u-ghost,student,false,,`;
    const bundle = await open({ bytes: await bundle12({ 'enrollments.csv': enrollments }) });
    const read = await all(bundle.memberships());
    expect(outcomes(read)).toEqual({ import: 2, refuse: 1 });
    expect(read[2]).toEqual({
      file: 'enrollments.csv',
      line: 4,
      sourcedId: 'e-3',
      outcome: 'refuse',
      problems: [
        {
          severity: 'error',
          code: 'hierarchy.oneroster.unknown_reference',
          params: { target: 'users.csv', id: 'u-ghost' },
          file: 'enrollments.csv',
          line: 4,
          column: 'userSourcedId',
        },
      ],
    });
    expect(message('hierarchy.oneroster.unknown_reference', 'es', { target: 'users.csv', id: 'u-ghost' })).toBe(
      'Ninguna fila de users.csv tiene el sourcedId "u-ghost".',
    );
  });

  it('leaves a reference to a delta file to earlier imports, with a warning', async () => {
    const enrollments = `${ENROLLMENTS}\ne-3,active,2026-09-01T10:00:00Z,cls-bio-1,sch-1,u-earlier,student,false,,`;
    const bundle = await open({
      bytes: await bundle12({ 'enrollments.csv': enrollments }, { ...BULK, users: 'delta' }),
    });
    const read = await all(bundle.memberships());
    expect(read[2]).toMatchObject({
      outcome: 'import',
      row: { user_source_id: 'u-earlier', modified_at: '2026-09-01T10:00:00.000Z' },
      problems: [
        { severity: 'warning', code: 'hierarchy.oneroster.reference_outside_bundle', column: 'userSourcedId' },
      ],
    });
  });

  it('refuses a row with a date not written YYYY-MM-DD (a US date, a two-digit year), and keeps the rest', async () => {
    const sessions = `${SESSIONS}\nwinter,,,Winter,term,01/05/2027,2027-03-01,,2027\nsummer,,,Summer,term,2027-06-15,27-08-01,,2027`;
    const bundle = await open({ bytes: await bundle12({ 'academicSessions.csv': sessions }) });
    const read = await all(bundle.terms());
    expect(outcomes(read)).toEqual({ import: 3, skip: 1, refuse: 2 });
    expect(read[4]?.problems).toEqual([
      {
        severity: 'error',
        code: 'hierarchy.oneroster.bad_date',
        params: { value: '01/05/2027' },
        file: 'academicSessions.csv',
        line: 6,
        column: 'startDate',
      },
    ]);
    expect(read[5]?.problems).toEqual([expect.objectContaining({ params: { value: '27-08-01' }, column: 'endDate' })]);
  });

  it('refuses a 1.2 user whose roles.csv row names an unknown org, pointing at that roles.csv line', async () => {
    const roles = `${ROLES}\nr-3,,,u-stud,secondary,aide,,,sch-404,`;
    const bundle = await open({ bytes: await bundle12({ 'roles.csv': roles }) });
    const read = await all(bundle.users());
    expect(read[1]).toMatchObject({
      outcome: 'refuse',
      problems: [
        {
          code: 'hierarchy.oneroster.unknown_reference',
          params: { target: 'orgs.csv', id: 'sch-404' },
          file: 'roles.csv',
          line: 4,
          column: 'orgSourcedId',
        },
      ],
    });
  });

  it('is refused when 1.2 users come in bulk without roles.csv', async () => {
    const bundle = await open({ bytes: await bundle12({ 'roles.csv': undefined }, { ...BULK, roles: 'absent' }) });
    expect(codes(bundle.problems)).toEqual(['users_without_roles']);
  });

  it('refuses a second row with the same sourcedId, naming the first line', async () => {
    const bundle = await open({
      bytes: await bundle12({ 'courses.csv': `${COURSES}\ncrs-bio,,,,Biology again,BIO2,,sch-1,,` }),
    });
    const read = await all(bundle.courses());
    expect(read[1]?.problems).toEqual([
      expect.objectContaining({
        code: 'hierarchy.oneroster.duplicate_id',
        params: { id: 'crs-bio', line: 2 },
        line: 3,
      }),
    ]);
  });

  it('reads tobedeleted rows as deletes without requiring their other fields', async () => {
    const classes = `${CLASSES}\ncls-old,tobedeleted,2026-09-01,,,,,,,,,,,`;
    const bundle = await open({ bytes: await bundle12({ 'classes.csv': classes }, { ...BULK, classes: 'delta' }) });
    const read = await all(bundle.sections());
    expect(read[1]).toMatchObject({ outcome: 'import', problems: [], row: { source_id: 'cls-old', action: 'delete' } });

    const delta = await open({
      bytes: await bundle12(
        {
          'users.csv': `${USERS_12}\nu-gone,tobedeleted,2026-09-01T08:00:00Z,,,,,,,,,,,,,,,,,,,,`,
          'enrollments.csv': `${ENROLLMENTS}\ne-gone,tobedeleted,2026-09-01T08:00:00Z,,,,,,,`,
          'academicSessions.csv': `${SESSIONS}\nold-term,tobedeleted,2026-09-01T08:00:00Z,,,,,,`,
        },
        { ...BULK, users: 'delta', enrollments: 'delta', academicSessions: 'delta' },
      ),
    });
    expect((await all(delta.users()))[2]).toMatchObject({
      outcome: 'import',
      problems: [],
      row: { source_id: 'u-gone', action: 'delete', roles: [] },
    });
    expect((await all(delta.terms()))[4]).toMatchObject({
      outcome: 'import',
      problems: [],
      row: { source_id: 'old-term', action: 'delete' },
    });
    expect((await all(delta.memberships()))[2]).toMatchObject({
      outcome: 'import',
      problems: [],
      row: { source_id: 'e-gone', action: 'delete' },
    });
  });

  it('skips a proctor’s enrollment and a guardian-only user, saying why', async () => {
    const bundle = await open({
      bytes: await bundle12({
        'users.csv': `${USERS_12}\nu-par,,,true,pat,,Pat,Doe,,,,,,,,,,,,,,sch-1,`,
        'roles.csv': `${ROLES}\nr-3,,,u-par,primary,guardian,,,sch-1,`,
        'enrollments.csv': `${ENROLLMENTS}\ne-3,,,cls-bio-1,sch-1,u-teach,proctor,false,,`,
      }),
    });
    const users = await all(bundle.users());
    expect(users[2]).toMatchObject({ outcome: 'skip' });
    expect(codes(users[2]?.problems ?? [])).toEqual(['role_not_kept', 'user_without_role']);
    const memberships = await all(bundle.memberships());
    expect(memberships[2]).toMatchObject({
      outcome: 'skip',
      problems: [{ code: 'hierarchy.oneroster.role_not_kept', params: { role: 'proctor' } }],
    });
  });

  it('reads a bundle zipped with its folder, file names and headers in any case, and warns of a file not sent', async () => {
    const bundle = await open({
      bytes: await zipOf({
        'export/MANIFEST.csv': MANIFEST_12({ orgs: 'bulk' }),
        'export/Orgs.csv': ORGS.replace('sourcedId,status', ' SourcedID ,STATUS'),
        'export/users.csv': USERS_12,
      }),
    });
    expect(bundle.refused).toBe(false);
    expect(bundle.problems).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'hierarchy.oneroster.file_not_sent', file: 'users.csv' }),
    ]);
    expect(outcomes(await all(bundle.nodes()))).toEqual({ import: 3 });
    expect(await all(bundle.users())).toEqual([]);
  });

  it('refuses an org whose parents loop back to it, and keeps the orgs above the loop', async () => {
    const orgs = `${ORGS}\nloop-a,,,Loop A,school,,loop-b\nloop-b,,,Loop B,school,,loop-a`;
    const bundle = await open({ bytes: await bundle12({ 'orgs.csv': orgs }) });
    const read = await all(bundle.nodes());
    expect(outcomes(read)).toEqual({ import: 3, refuse: 2 });
    expect(read.filter((item) => item.outcome === 'refuse').map((item) => item.problems[0]?.code)).toEqual([
      'hierarchy.oneroster.parent_cycle',
      'hierarchy.oneroster.parent_cycle',
    ]);
  });

  it('is refused when the zip holds more entries than a bundle can', async () => {
    const files = Object.fromEntries(
      Array.from({ length: DEFAULT_ZIP_LIMITS.maxEntries + 1 }, (_, n) => [`extra-${n}.csv`, 'a\n1']),
    );
    const bundle = await open({ bytes: await zipOf({ 'manifest.csv': MANIFEST_12(BULK), ...files }) });
    expect(bundle.refused).toBe(true);
    expect(bundle.problems).toEqual([
      expect.objectContaining({
        code: 'hierarchy.oneroster.not_a_zip',
        params: { reason: expect.stringContaining('entries') },
      }),
    ]);
  });

  it('is refused when a file is not UTF-8 (a Windows-1252 "Muñoz"), rather than storing "�"', async () => {
    const latin1 = Buffer.from(`${USERS_12}\nu-3,,,true,ana.munoz,,Ana,Muñoz,,,,,,,,,,,,,,sch-1,`, 'latin1');
    const bundle = await open({ bytes: await bundle12({ 'users.csv': latin1 }) });
    expect(bundle.refused).toBe(true);
    expect(bundle.problems).toEqual([
      { severity: 'error', code: 'hierarchy.oneroster.not_utf8', params: {}, file: 'users.csv' },
    ]);
  });
});
