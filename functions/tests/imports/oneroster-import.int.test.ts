/**
 * The `oneroster` import kind (issue 24, ADR 0030 "The job"): a OneRoster 1.2 or 1.1 CSV bundle (a zip with
 * manifest.csv) is read by its zip directory and its orgs, academic sessions, courses and classes written in
 * that order by the hierarchy, terms, courses and sections kinds' own writers, on the node the import is
 * started on. The public samples import with their counts; a second import of the same bundle changes
 * nothing (sourcedIds and codes are the natural keys); a bundle of a district, a school and a department
 * puts courses and sections on their org's node, a section in the term its grading period belongs to.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { presignImportUpload, startImport, type ImportLogView, type PresignedUpload } from '@tessera/shared';
import yazl from 'yazl';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { listTree } from '../../src/db/hierarchy/nodes';
import { listOrganisationTerms } from '../../src/db/hierarchy/terms';
import { searchMembers } from '../../src/db/identity/memberships';
import { postToStorage } from '../attachments/support';
import { invoke } from '../support/invoke';
import { coursesOn, coursesWorld, rosterOf, sectionsByCode } from './course-support';
import { TestQueue, readLog, termsOf, type Admin, type ErrorBody } from './support';

const queue = new TestQueue();
beforeAll(() => queue.register());
afterAll(() => registerLocalQueuePort(undefined));

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const sample = (name: string) => readFile(join(repositoryRoot, 'fixtures/oneroster', name));

function zipOf(files: Record<string, string>): Promise<Uint8Array> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content, 'utf8'), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    zip.outputStream.on('error', reject);
  });
}

/** The browser's flow: presign a .zip, POST it to S3, start on the node; the run's id. */
async function startBundle(as: Admin, bytes: Uint8Array, nodeId: string): Promise<string> {
  const signed = await invoke<PresignedUpload & ErrorBody>(presignImportUpload, {
    as,
    body: { kind: 'oneroster', file_name: 'oneroster.zip', file_size: bytes.byteLength },
  });
  expect(signed.status).toBe(200);
  expect(await postToStorage(signed.body, bytes)).toBeLessThan(300);
  const started = await invoke<ImportLogView & ErrorBody>(startImport, {
    as,
    body: { kind: 'oneroster', key: signed.body.key, node_id: nodeId },
  });
  expect(started.status).toBe(202);
  return started.body.id;
}

/** Starts a bundle, runs every message; the finished log. */
async function importBundle(as: Admin, bytes: Uint8Array, nodeId: string): Promise<ImportLogView> {
  const id = await startBundle(as, bytes, nodeId);
  await queue.drain(id);
  return (await readLog(as, id)).body;
}

/** The tree below the top, as "parent name > name" lines. */
async function treeOf(organizationId: string): Promise<string[]> {
  const nodes = await listTree(organizationId, { consistent: true });
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  return nodes.map((node) => `${byId.get(node.parentId)?.text ?? '#'} > ${node.text}`).sort();
}

/** The organisation's members as "email roles". */
async function membersOf(organizationId: string): Promise<string[]> {
  return (await searchMembers(organizationId, '', 100))
    .map((member) => `${member.email} ${member.roles.join(';')}`)
    .sort();
}

const errorsOf = (log: ImportLogView) => log.error_codes.map((error) => `${error.row} ${error.column} ${error.code}`);

test('a .zip is refused for a CSV kind and a .csv for a bundle ("Invalid file type")', async () => {
  const world = await coursesWorld();
  const zip = await invoke<ErrorBody>(presignImportUpload, {
    as: world.admin,
    body: { kind: 'terms', file_name: 'terms.zip', file_size: 10 },
  });
  const csv = await invoke<ErrorBody>(presignImportUpload, {
    as: world.admin,
    body: { kind: 'oneroster', file_name: 'oneroster.csv', file_size: 10 },
  });
  expect([zip.status, csv.status]).toEqual([400, 400]);
});

const SAMPLE_CLASS_ERRORS = [
  '2 classes.csv: course_code unknown_course',
  '2 enrollments.csv: group_code unknown_section',
  '3 enrollments.csv: group_code unknown_section',
  '4 enrollments.csv: group_code unknown_section',
];

test.each([
  // 1.2: roles.csv; Thomas is a siteAdministrator, a role no file gives (spec 2 §6): refused by the users kind.
  [
    '1.2',
    'v1p2_full_dataset.zip',
    { success_count: 9, warning_count: 0, failed_count: 5 },
    ['4 users.csv: roles role_not_importable'],
  ],
  // 1.1: one role on users.csv; Thomas is a parent, whom Tessera makes no account for: skipped, not counted.
  ['1.1', 'v1p1_full_dataset.zip', { success_count: 9, warning_count: 0, failed_count: 4 }, []],
])(
  'the OneRoster %s sample imports with its counts; a second import changes nothing',
  async (_v, file, counts, userErrors) => {
    const world = await coursesWorld();
    const bytes = new Uint8Array(await sample(file));
    const first = await importBundle(world.admin, bytes, world.nodeId);
    // The org (its district not in the bundle: under the import's node), the three sessions Tessera keeps as
    // terms (a grading period and a deleted semester are not; their shared title written with each sourcedId),
    // five accounts; the active class, whose course the manifest marks absent and no earlier import made, is
    // refused with the courses kind's sentence, named by its file, and so are its three enrollments (the other
    // class is tobedeleted, its enrollments skipped).
    expect(first.status).toBe('finished');
    expect(first.import_result).toEqual(counts);
    expect(first.details).toBe(`${counts.success_count} import successfully, ${counts.failed_count} failed`);
    expect(errorsOf(first).sort()).toEqual([...SAMPLE_CLASS_ERRORS, ...userErrors].sort());
    expect(first.error_codes[0]!.message).toContain('crs-222-2023-456-12345');
    const tree = await treeOf(world.organizationId);
    expect(tree).toContain('Fresh University > History Department');
    const terms = await termsOf(world.admin);
    expect(terms.map((term) => `${term.code} ${term.name} ${term.start_date} ${term.end_date}`)).toEqual([
      'as-grp-222-3456 Session Title (as-grp-222-3456) 2022-10-02 2022-12-24',
      'as-trm-222-1234 Session Title (as-trm-222-1234) 2022-09-01 2022-12-24',
      'as-trm-222-1235 Session Title (as-trm-222-1235) 2022-09-01 2022-12-24',
    ]);
    const members = await membersOf(world.organizationId);
    expect(members).toEqual(
      expect.arrayContaining([
        'jim.smith@myschool.com faculty',
        'john.doe@myschool.com faculty',
        'mary.jones@myschool.com student',
        'mmichel.jones2@myschool.com student',
        'anna.brown@myschool.com student',
      ]),
    );
    expect(members.some((member) => member.startsWith('thomas'))).toBe(false);

    const second = await importBundle(world.admin, bytes, world.nodeId);
    expect(second.import_result).toEqual(first.import_result);
    expect(await treeOf(world.organizationId)).toEqual(tree);
    expect(await termsOf(world.admin)).toEqual(terms);
    expect(await membersOf(world.organizationId)).toEqual(members);
  },
);

const MANIFEST = [
  'propertyName,value',
  'manifest.version,1.0',
  'oneroster.version,1.2',
  ...['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'roles', 'users'].map(
    (name) => `file.${name},bulk`,
  ),
].join('\r\n');
/** People of this run only (the directory is shared by the test files). */
const run = randomUUID().slice(0, 8);
const ana = `ana.${run}@example.org`;
const bo = `bo.${run}@example.org`;
const BUNDLE = {
  'manifest.csv': MANIFEST,
  'orgs.csv': [
    'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId',
    'sch-1,,,North High,school,NH,dst-1',
    'dst-1,,,Lakes District,district,LD,',
    'dep-1,,,Science,department,SCI,sch-1',
  ].join('\n'),
  'academicSessions.csv': [
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
    'sy-26,,,2026-27,schoolYear,2026-08-20,2027-06-10,,2027',
    'fall-26,,,Fall 2026,semester,2026-08-20,2026-12-18,sy-26,2027',
    'spring-27,,,Spring 2027,semester,2027-01-06,2027-06-10,sy-26,2027',
    'q1-26,,,Q1,gradingPeriod,2026-08-20,2026-10-15,fall-26,2027',
  ].join('\n'),
  'courses.csv': [
    'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
    'crs-bio,,,sy-26,Biology,BIO1,10,dep-1,Science,',
    'crs-hist,,,sy-26,World History,,10,sch-1,History,',
  ].join('\n'),
  'classes.csv': [
    'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
    'cls-bio-1,,,Biology 1,10,crs-bio,BIO1-1,scheduled,Lab 2,sch-1,"q1-26,spring-27",,,',
    'cls-hist-1,,,World History 1,10,crs-hist,,scheduled,Room 4,sch-1,spring-27,,,',
  ].join('\n'),
  'users.csv': [
    'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns',
    `u-teach,,,true,ana.ruiz,,Ana,Ruiz,,T-1,${ana},,,,,,,,Anita,,,sch-1,`,
    `u-stud,,,true,bo.lee,,Bo,Lee,,S-1,${bo},,,,10,,,,,,,sch-1,`,
    'u-parent,,,true,pat.lee,,Pat,Lee,,,pat@example.org,,,,,,,,,,,sch-1,',
  ].join('\n'),
  'roles.csv': [
    'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId',
    'r-1,,,u-teach,primary,teacher,,,sch-1,',
    'r-2,,,u-stud,primary,student,,,sch-1,',
    'r-3,,,u-parent,primary,parent,,,sch-1,',
  ].join('\n'),
  'enrollments.csv': [
    'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
    'e-1,,,cls-bio-1,sch-1,u-teach,teacher,true,,',
    'e-2,,,cls-bio-1,sch-1,u-stud,student,false,2026-08-20,2027-06-10',
    'e-3,,,cls-hist-1,sch-1,u-stud,aide,false,,',
  ].join('\n'),
};

test('orgs, sessions, courses, classes, users and enrollments land where they belong; imported again, nothing changes', async () => {
  const world = await coursesWorld();
  const bytes = await zipOf(BUNDLE);
  const first = await importBundle(world.admin, bytes, world.nodeId);
  // An aide is a section's mentor, which the section rule lets only a member who may mentor be: the student is
  // refused with its sentence, the rest written.
  expect(errorsOf(first)).toEqual(['4 enrollments.csv: role courses.member.role_not_allowed']);
  // 3 orgs, 3 terms (the grading period is not one), 2 courses, 2 sections, 2 accounts (a parent is not
  // one), 3 section roles.
  expect(first.import_result).toEqual({ success_count: 14, warning_count: 0, failed_count: 1 });
  expect(await treeOf(world.organizationId)).toEqual([
    '# > Fresh University',
    'Fresh University > Lakes District',
    'Lakes District > North High',
    'North High > Science',
  ]);
  const nodes = await listTree(world.organizationId, { consistent: true });
  const nodeNamed = (name: string) => nodes.find((node) => node.text === name)!.nodeId;
  // A course without a courseCode is coded by its sourcedId (the key the next bundle names it by).
  expect(await coursesOn(world.organizationId, nodeNamed('Science'))).toEqual(['BIO1 Biology course']);
  expect(await coursesOn(world.organizationId, nodeNamed('North High'))).toEqual(['crs-hist World History course']);
  const sections = await sectionsByCode(world.organizationId, ['BIO1-1', 'cls-hist-1']);
  expect([...sections.keys()].sort()).toEqual(['BIO1-1', 'cls-hist-1']);
  expect(sections.get('BIO1-1')).toMatchObject({ title: 'Biology 1', nodeId: nodeNamed('Science') });
  expect(sections.get('cls-hist-1')).toMatchObject({ title: 'World History 1', nodeId: nodeNamed('North High') });
  const terms = await termsOf(world.admin);
  expect(terms.map((term) => term.code)).toEqual(['fall-26', 'spring-27', 'sy-26']);
  // A grading period listed first is read as its term (Q1 → Fall 2026).
  const fall = (await listOrganisationTerms(world.organizationId)).find((term) => term.code === 'fall-26')!;
  expect(sections.get('BIO1-1')!.termId).toBe(fall.termId);
  // The teacher owns the section (the users kind made her faculty, by her preferred name), the student is its member.
  expect(sections.get('BIO1-1')!.owners.map((owner) => owner.firstName)).toEqual(['Anita']);
  expect(await rosterOf(world.organizationId, sections.get('BIO1-1')!.groupId)).toEqual([`${bo} member`]);
  expect(await rosterOf(world.organizationId, sections.get('cls-hist-1')!.groupId)).toEqual([]);

  const second = await importBundle(world.admin, bytes, world.nodeId);
  expect(second.import_result).toEqual(first.import_result);
  expect(await treeOf(world.organizationId)).toHaveLength(4);
  expect(await coursesOn(world.organizationId, nodeNamed('Science'))).toEqual(['BIO1 Biology course']);
  expect(await sectionsByCode(world.organizationId, ['BIO1-1', 'cls-hist-1'])).toEqual(sections);
  expect(await termsOf(world.admin)).toEqual(terms);
  expect(await rosterOf(world.organizationId, sections.get('BIO1-1')!.groupId)).toEqual([`${bo} member`]);
});

test('every message delivered twice (each chunk sending its next again) leaves the state of one delivery', async () => {
  const world = await coursesWorld();
  const id = await startBundle(world.admin, await zipOf(BUNDLE), world.nodeId);
  for (;;) {
    const next = queue.take((message) => message.jobId === id);
    if (next.length === 0) break;
    for (const message of next) {
      expect(await queue.deliver(message)).not.toBeInstanceOf(Error);
      expect(await queue.deliver(message, 2)).not.toBeInstanceOf(Error);
    }
  }
  const log = (await readLog(world.admin, id)).body;
  expect(log.status).toBe('finished');
  expect(log.import_result).toEqual({ success_count: 14, warning_count: 0, failed_count: 1 });
  expect(await treeOf(world.organizationId)).toHaveLength(4);
  const sections = await sectionsByCode(world.organizationId, ['BIO1-1', 'cls-hist-1']);
  expect(sections.size).toBe(2);
  expect(await rosterOf(world.organizationId, sections.get('BIO1-1')!.groupId)).toEqual([`${bo} member`]);
});

test('a bundle without its manifest is refused whole, nothing written', async () => {
  const world = await coursesWorld();
  const { 'manifest.csv': _manifest, ...rest } = BUNDLE;
  const log = await importBundle(world.admin, await zipOf(rest), world.nodeId);
  expect(log.status).toBe('exception');
  expect(log.details).toMatch(/manifest/i);
  expect(await treeOf(world.organizationId)).toEqual(['# > Fresh University']);
});
