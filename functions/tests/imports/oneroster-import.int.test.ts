/**
 * The `oneroster` import kind (issue 24, ADR 0030 "The job"): a OneRoster 1.2 or 1.1 CSV bundle (a zip with
 * manifest.csv) is read by its zip directory and its orgs, academic sessions, courses and classes written in
 * that order by the hierarchy, terms, courses and sections kinds' own writers, on the node the import is
 * started on. The public samples import with their counts; a second import of the same bundle changes
 * nothing (sourcedIds and codes are the natural keys); a bundle of a district, a school and a department
 * puts courses and sections on their org's node, a section in the term its grading period belongs to.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { presignImportUpload, startImport, type ImportLogView, type PresignedUpload } from '@tessera/shared';
import yazl from 'yazl';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { listTree } from '../../src/db/hierarchy/nodes';
import { postToStorage } from '../attachments/support';
import { invoke } from '../support/invoke';
import { coursesOn, coursesWorld, sectionsByCode } from './course-support';
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

/** The browser's flow: presign a .zip, POST it to S3, start on the node, run every message; the finished log. */
async function importBundle(as: Admin, bytes: Uint8Array, nodeId: string): Promise<ImportLogView> {
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
  await queue.drain(started.body.id);
  return (await readLog(as, started.body.id)).body;
}

/** The tree below the top, as "parent name > name" lines. */
async function treeOf(organizationId: string): Promise<string[]> {
  const nodes = await listTree(organizationId, { consistent: true });
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  return nodes.map((node) => `${byId.get(node.parentId)?.text ?? '#'} > ${node.text}`).sort();
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

test.each([
  ['1.2', 'v1p2_full_dataset.zip'],
  ['1.1', 'v1p1_full_dataset.zip'],
])('the OneRoster %s sample imports its org, terms and classes; a second import changes nothing', async (_v, file) => {
  const world = await coursesWorld();
  const bytes = new Uint8Array(await sample(file));
  const first = await importBundle(world.admin, bytes, world.nodeId);
  // The org (its district not in the bundle: under the import's node), the three sessions Tessera keeps as
  // terms (a grading period and a deleted semester are not; their shared title written with each sourcedId),
  // and the active class, whose course the manifest
  // marks absent and no earlier import made: refused with the courses kind's sentence, named by its file.
  expect(first.status).toBe('finished');
  expect(first.import_result).toEqual({ success_count: 4, warning_count: 0, failed_count: 1 });
  expect(first.details).toBe('4 import successfully, 1 failed');
  expect(errorsOf(first)).toEqual(['2 classes.csv: course_code unknown_course']);
  expect(first.error_codes[0]!.message).toContain('crs-222-2023-456-12345');
  const tree = await treeOf(world.organizationId);
  expect(tree).toContain('Fresh University > History Department');
  const terms = await termsOf(world.admin);
  expect(terms.map((term) => `${term.code} ${term.name} ${term.start_date} ${term.end_date}`)).toEqual([
    'as-grp-222-3456 Session Title (as-grp-222-3456) 2022-10-02 2022-12-24',
    'as-trm-222-1234 Session Title (as-trm-222-1234) 2022-09-01 2022-12-24',
    'as-trm-222-1235 Session Title (as-trm-222-1235) 2022-09-01 2022-12-24',
  ]);

  const second = await importBundle(world.admin, bytes, world.nodeId);
  expect(second.import_result).toEqual(first.import_result);
  expect(await treeOf(world.organizationId)).toEqual(tree);
  expect(await termsOf(world.admin)).toEqual(terms);
});

const MANIFEST = [
  'propertyName,value',
  'manifest.version,1.0',
  'oneroster.version,1.2',
  ...['academicSessions', 'classes', 'courses', 'orgs'].map((name) => `file.${name},bulk`),
  ...['enrollments', 'roles', 'users'].map((name) => `file.${name},absent`),
].join('\r\n');
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
};

test('orgs, sessions, courses and classes land on their nodes and terms; imported again, nothing changes', async () => {
  const world = await coursesWorld();
  const bytes = await zipOf(BUNDLE);
  const first = await importBundle(world.admin, bytes, world.nodeId);
  expect(first.error_codes).toEqual([]);
  // 3 orgs, 3 terms (the grading period is not one), 2 courses, 2 sections.
  expect(first.import_result).toEqual({ success_count: 10, warning_count: 0, failed_count: 0 });
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

  const second = await importBundle(world.admin, bytes, world.nodeId);
  expect(second.import_result).toEqual(first.import_result);
  expect(await treeOf(world.organizationId)).toHaveLength(4);
  expect(await coursesOn(world.organizationId, nodeNamed('Science'))).toEqual(['BIO1 Biology course']);
  expect(await sectionsByCode(world.organizationId, ['BIO1-1', 'cls-hist-1'])).toEqual(sections);
  expect(await termsOf(world.admin)).toEqual(terms);
});

test('a bundle without its manifest is refused whole, nothing written', async () => {
  const world = await coursesWorld();
  const { 'manifest.csv': _manifest, ...rest } = BUNDLE;
  const log = await importBundle(world.admin, await zipOf(rest), world.nodeId);
  expect(log.status).toBe('exception');
  expect(log.details).toMatch(/manifest/i);
  expect(await treeOf(world.organizationId)).toEqual(['# > Fresh University']);
});
