/**
 * The hierarchy's import kinds on the job platform (issue 24): `import-hierarchy` (nodes by path), `sites` and
 * `labels` (a node's named things, on the import's node_id). Each imports its template file and a file with
 * bad rows (counts, codes, the error report), a chunk delivered twice at once and again after leaves the state
 * of one delivery (the node's holdings counted once per item), and a node the starter does not administer, or
 * another organisation's, is refused.
 */
import {
  createSiteCategory,
  getImportTemplate,
  listLabels,
  listSites,
  presignImportUpload,
  startImport,
  type ImportLogView,
  type PresignedUpload,
} from '@tessera/shared';
import { importChunkJob } from '@tessera/events';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { listTree } from '../../src/db/hierarchy/nodes';
import { endNodeWriteTurn, takeNodeWriteTurn } from '../../src/db/hierarchy/node-write-turns';
import { postToStorage } from '../attachments/support';
import { freshOrganisation } from '../hierarchy/support';
import { invoke } from '../support/invoke';
import { TestQueue, bytesOf, csv, readLog, type Admin, type ErrorBody } from './support';

const queue = new TestQueue();
beforeAll(() => queue.register());
afterAll(() => registerLocalQueuePort(undefined));

type Kind = 'import-hierarchy' | 'sites' | 'labels';

/** The browser's flow with a node: presign, POST the file to S3, start on `nodeId` (the answer as it is). */
async function start(as: Admin, kind: Kind, text: string, nodeId?: string) {
  const bytes = bytesOf(text);
  const signed = await invoke<PresignedUpload & ErrorBody>(presignImportUpload, {
    as,
    body: { kind, file_name: `${kind}.csv`, file_size: bytes.byteLength },
  });
  expect(signed.status).toBe(200);
  expect(await postToStorage(signed.body, bytes)).toBeLessThan(300);
  return invoke<ImportLogView & ErrorBody>(startImport, {
    as,
    body: { kind, key: signed.body.key, ...(nodeId ? { node_id: nodeId } : {}) },
  });
}

/** Starts, runs every message and answers the finished log. */
async function run(as: Admin, kind: Kind, text: string, nodeId?: string) {
  const started = await start(as, kind, text, nodeId);
  expect(started.status).toBe(202);
  await queue.drain(started.body.id);
  return (await readLog(as, started.body.id)).body;
}

async function templateOf(as: Admin, kind: Kind): Promise<string> {
  const answer = await invoke<{ content: string }>(getImportTemplate, { as, path: { kind } });
  expect(answer.status).toBe(200);
  return answer.body.content;
}

/** The report's rows after its header, as text lines. */
async function reportLines(log: ImportLogView): Promise<string[]> {
  const download = await fetch(log.aggregation_log!.url);
  expect(download.status).toBe(200);
  return (await download.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

async function sitesOf(as: Admin, nodeId: string) {
  const answer = await invoke<{ items: { name: string; site_category: { name: string } | null }[] }>(listSites, {
    as,
    path: { id: nodeId },
  });
  return answer.body.items.map((site) => [site.name, site.site_category?.name ?? null]);
}

/** The tree as paths of names with each node's type and holdings (what hangs on it, child nodes included). */
async function treeOf(organizationId: string) {
  const nodes = await listTree(organizationId, { consistent: true });
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  return nodes
    .map((node) => ({
      path: node.path.map((id) => byId.get(id)!.text).join('/'),
      type: node.mountableType,
      holdings: node.holdings,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

describe('the sites import', () => {
  it('imports its template on a node, then a file with bad rows: good rows kept, bad ones reported', async () => {
    const org = await freshOrganisation();
    const root: Admin = { userId: org.rootAdmin.userId };
    const nodeId = org.top.nodeId;
    const template = await run(root, 'sites', await templateOf(root, 'sites'), nodeId);
    expect(template).toMatchObject({
      status: 'finished',
      kind: 'sites',
      import_result: { success_count: 2, warning_count: 0, failed_count: 0 },
      details: '2 import successfully, 0 failed',
    });
    await invoke(createSiteCategory, { as: root, path: { id: nodeId }, body: { name: 'Elementary' } });

    const log = await run(
      root,
      'sites',
      csv([
        ['School Name', 'Category'], // aliases of name and site_category
        ['Riverside Elementary', 'elementary'], // 2: the template's site, its category set
        ['', 'Elementary'], // 3: blank name (a row blank in every cell is no row)
        ['Moon Base', 'Space'], // 4: no such category
        ['riverside elementary', ''], // 5: line 2's name again
        ['x'.repeat(256), ''], // 6: too long
        ['Hill School', 'Elementary'], // 7: new
      ]),
      nodeId,
    );
    expect(log).toMatchObject({
      status: 'finished',
      import_result: { success_count: 2, warning_count: 0, failed_count: 4 },
      details: '2 import successfully, 4 failed',
    });
    expect(log.error_codes).toEqual([
      { code: 'required', row: 3, column: 'name', message: '"name" cannot be left blank.' },
      {
        code: 'unknown_site_category',
        row: 4,
        column: 'site_category',
        message: 'No site category named "Space" in this folder.',
      },
      {
        code: 'duplicate_in_file',
        row: 5,
        column: 'name',
        message: 'The same row key appears earlier in the file, on line 2.',
      },
      { code: 'too_long', row: 6, column: 'name', message: '"name" must be 255 characters or fewer.' },
    ]);
    const lines = await reportLines(log);
    expect(lines[0]).toBe('name,site_category,Line,Column,Error code,Error');
    expect(lines.slice(1, 3)).toEqual([
      ',Elementary,3,name,required,"""name"" cannot be left blank."',
      'Moon Base,Space,4,site_category,unknown_site_category,"No site category named ""Space"" in this folder."',
    ]);
    expect(lines).toHaveLength(5);
    expect(await sitesOf(root, nodeId)).toEqual([
      ['Hill School', 'Elementary'],
      ['Lincoln High School', null],
      ['Riverside Elementary', 'Elementary'],
    ]);
    // The node counts each site once (and its one site category).
    expect((await treeOf(org.organizationId))[0]).toMatchObject({ path: 'Fresh University', holdings: 4 });
  });

  it('a chunk delivered twice at once, then again, leaves what one delivery leaves', async () => {
    const org = await freshOrganisation();
    const root: Admin = { userId: org.rootAdmin.userId };
    const nodeId = org.top.nodeId;
    const names = Array.from({ length: 120 }, (_, index) => [`School ${String(index + 1).padStart(3, '0')}`, '']);
    const started = await start(root, 'sites', csv([['name', 'site_category'], ...names]), nodeId);
    const id = started.body.id;
    const [split] = queue.take((message) => message.jobId === id);
    await queue.deliver(split!);
    const [chunk] = queue.take((message) => message.jobId === id);
    expect(chunk!.job).toBe(importChunkJob.id);
    const [first, second] = await Promise.all([queue.deliver(chunk!), queue.deliver(chunk!, 2)]);
    expect([first, second]).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(await queue.deliver(chunk!, 3)).toEqual({ batchItemFailures: [] });
    const log = (await readLog(root, id)).body;
    expect(log).toMatchObject({ status: 'finished', import_result: { success_count: 120, failed_count: 0 } });
    expect(await sitesOf(root, nodeId)).toHaveLength(120);
    expect((await treeOf(org.organizationId))[0]).toMatchObject({ holdings: 120 });
  });

  it('runs only on a node its starter administers: none is 400, another’s or another organisation’s 404', async () => {
    const org = await freshOrganisation();
    const other = await freshOrganisation();
    const root: Admin = { userId: org.rootAdmin.userId };
    const file = csv([['name'], ['Somewhere']]);
    const noNode = await start(root, 'sites', file);
    expect(noNode.status).toBe(400);
    expect(noNode.body.fields).toEqual({ node_id: 'Choose the folder this file is imported into.' });
    // An admin listed on no node, and another organisation's root admin naming this organisation's node.
    expect((await start({ userId: org.admin.userId }, 'sites', file, org.top.nodeId)).status).toBe(404);
    expect((await start({ userId: other.rootAdmin.userId }, 'labels', file, org.top.nodeId)).status).toBe(404);
    expect(await sitesOf(root, org.top.nodeId)).toEqual([]);
  });
});

describe('the labels import', () => {
  it('imports its template, then bad rows; a label the node has is already imported', async () => {
    const org = await freshOrganisation();
    const root: Admin = { userId: org.rootAdmin.userId };
    const nodeId = org.top.nodeId;
    expect(await run(root, 'labels', await templateOf(root, 'labels'), nodeId)).toMatchObject({
      status: 'finished',
      import_result: { success_count: 2, warning_count: 0, failed_count: 0 },
    });
    const log = await run(
      root,
      'labels',
      csv([
        ['Label', 'Note'],
        ['MATHEMATICS', ''],
        [' ', 'no name'],
        ['Science', ''],
        ['science', 'again'],
      ]),
      nodeId,
    );
    expect(log).toMatchObject({ status: 'finished', import_result: { success_count: 2, failed_count: 2 } });
    expect(log.error_codes.map(({ code, row }) => [code, row])).toEqual([
      ['required', 3],
      ['duplicate_in_file', 5],
    ]);
    const labels = await invoke<{ items: { name: string }[] }>(listLabels, { as: root, path: { id: nodeId } });
    // "MATHEMATICS" names the template's "Mathematics" (names compare ignoring case) and renames it as written.
    expect(labels.body.items.map((label) => label.name)).toEqual(['Language Arts', 'MATHEMATICS', 'Science']);
    expect((await treeOf(org.organizationId))[0]).toMatchObject({ holdings: 3 });
  });
});

describe('the hierarchy import', () => {
  it('imports its template over the whole tree (a root admin), then bad rows on a node', async () => {
    const org = await freshOrganisation();
    const root: Admin = { userId: org.rootAdmin.userId };
    const template = await run(root, 'import-hierarchy', await templateOf(root, 'import-hierarchy'));
    expect(template).toMatchObject({ status: 'finished', import_result: { success_count: 4, failed_count: 0 } });
    expect(await treeOf(org.organizationId)).toEqual([
      { path: 'Fresh University', type: 'institution', holdings: 0 },
      { path: 'State University', type: 'institution', holdings: 1 },
      { path: 'State University/College of Education', type: 'college', holdings: 1 },
      { path: 'State University/College of Education/Teacher Education', type: 'department', holdings: 1 },
      {
        path: 'State University/College of Education/Teacher Education/Elementary Education BA',
        type: 'program',
        holdings: 0,
      },
    ]);
    const state = (await listTree(org.organizationId)).find((node) => node.text === 'State University')!;

    const deep = Array.from({ length: 101 }, (_, index) => `L${index}`).join('/');
    const log = await run(
      root,
      'import-hierarchy',
      csv([
        ['Path', 'Type'],
        ['State University/College of Education/Teacher Education/Secondary/Mathematics', 'program'], // 2
        ['state university/COLLEGE OF EDUCATION', 'College'], // 3: there already, as the file says
        ['Fresh University/Elsewhere', ''], // 4: outside the node
        ['', 'folder'], // 5: no path
        ['State University/Annex', 'campus'], // 6: no such type
        ['State University/College of Education/Teacher Education/secondary/mathematics', ''], // 7: line 2 again
        ['State University/College of Education/Teacher Education', 'program'], // 8: its type changed
        [`State University/${'y'.repeat(256)}`, ''], // 9: a name too long
        [deep, ''], // 10: deeper than 100 levels
        ['State University', 'college'], // 11: the node it runs on: named, not changed
      ]),
      state.nodeId,
    );
    expect(log).toMatchObject({
      status: 'finished',
      import_result: { success_count: 3, warning_count: 0, failed_count: 7 },
    });
    expect(log.error_codes).toEqual([
      {
        code: 'outside_node',
        row: 4,
        column: 'path',
        message: 'This path is not inside the folder the import runs on.',
      },
      { code: 'required', row: 5, column: 'path', message: '"path" cannot be left blank.' },
      {
        code: 'invalid_choice',
        row: 6,
        column: 'type',
        message: '"type" must be one of: institution, college, department, program, folder.',
      },
      {
        code: 'duplicate_in_file',
        row: 7,
        column: 'path',
        message: 'The same row key appears earlier in the file, on line 2.',
      },
      { code: 'too_long', row: 9, column: 'path', message: '"path" must be 255 characters or fewer.' },
      { code: 'too_deep', row: 10, column: 'path', message: 'Folders cannot be nested more than 100 levels deep.' },
      {
        code: 'outside_node',
        row: 11,
        column: 'path',
        message: 'This path is not inside the folder the import runs on.',
      },
    ]);
    expect(await reportLines(log)).toHaveLength(8);
    expect(await treeOf(org.organizationId)).toEqual([
      { path: 'Fresh University', type: 'institution', holdings: 0 },
      { path: 'State University', type: 'institution', holdings: 1 },
      { path: 'State University/College of Education', type: 'college', holdings: 1 },
      { path: 'State University/College of Education/Teacher Education', type: 'program', holdings: 2 },
      {
        path: 'State University/College of Education/Teacher Education/Elementary Education BA',
        type: 'program',
        holdings: 0,
      },
      { path: 'State University/College of Education/Teacher Education/Secondary', type: 'folder', holdings: 1 },
      {
        path: 'State University/College of Education/Teacher Education/Secondary/Mathematics',
        type: 'program',
        holdings: 0,
      },
    ]);

    // A third top-level folder: the tree holds 2 (spec 2 §9).
    const third = await run(root, 'import-hierarchy', csv([['path'], ['Third University']]));
    expect(third.error_codes.map(({ code, row }) => [code, row])).toEqual([['root_full', 2]]);
  });

  it('a chunk delivered twice at once creates each folder once', async () => {
    const org = await freshOrganisation();
    const root: Admin = { userId: org.rootAdmin.userId };
    const rows = ['A', 'B', 'C'].flatMap((college) =>
      ['1', '2', '3'].map((department) => [`Fresh University/College ${college}/Department ${department}/Program`]),
    );
    const started = await start(root, 'import-hierarchy', csv([['path'], ...rows]), org.top.nodeId);
    const id = started.body.id;
    await queue.deliver(queue.take((message) => message.jobId === id)[0]!);
    const [chunk] = queue.take((message) => message.jobId === id);
    await Promise.all([queue.deliver(chunk!), queue.deliver(chunk!, 2)]);
    expect(await queue.deliver(chunk!, 3)).toEqual({ batchItemFailures: [] });
    expect((await readLog(root, id)).body).toMatchObject({
      status: 'finished',
      import_result: { success_count: 9, failed_count: 0 },
    });
    const tree = await treeOf(org.organizationId);
    // The top, 3 colleges, 9 departments, 9 programs: each once, each parent counting its children once.
    expect(tree).toHaveLength(22);
    expect(tree[0]).toEqual({ path: 'Fresh University', type: 'institution', holdings: 3 });
    expect(tree.filter((node) => /College .$/.test(node.path)).map((node) => node.holdings)).toEqual([3, 3, 3]);
  });

  it('over the whole tree only for a root admin (403), on a node only with its authority (404)', async () => {
    const org = await freshOrganisation();
    const other = await freshOrganisation();
    const admin: Admin = { userId: org.admin.userId };
    const file = csv([['path'], ['Fresh University/New']]);
    expect((await start(admin, 'import-hierarchy', file)).status).toBe(403);
    expect((await start(admin, 'import-hierarchy', file, org.top.nodeId)).status).toBe(404);
    expect((await start({ userId: other.rootAdmin.userId }, 'import-hierarchy', file, org.top.nodeId)).status).toBe(
      404,
    );
    // A root admin's run over the whole tree is read by root admins only (and its starter).
    const started = await start({ userId: org.rootAdmin.userId }, 'import-hierarchy', file);
    expect(started.status).toBe(202);
    expect((await readLog(admin, started.body.id)).status).toBe(404);
    await queue.drain(started.body.id);
    expect((await treeOf(org.organizationId)).map((node) => node.path)).toEqual([
      'Fresh University',
      'Fresh University/New',
    ]);
  });
});

describe('a node’s write turn (the sites and labels chunks of one node take turns)', () => {
  it('is one holder’s until given back or its time passes; its holder renews it', async () => {
    const org = await freshOrganisation();
    const take = (holder: string, now: number) =>
      takeNodeWriteTurn(org.organizationId, org.top.nodeId, holder, now, 30_000);
    const end = (holder: string) => endNodeWriteTurn(org.organizationId, org.top.nodeId, holder);
    expect(await take('a', 1_000)).toBe(true);
    expect(await take('b', 2_000)).toBe(false);
    expect(await take('a', 2_000)).toBe(true); // renewed: a's until 32,000
    expect(await take('b', 31_999)).toBe(false);
    expect(await take('b', 32_001)).toBe(true); // a's time passed (a died)
    await end('a'); // no longer a's: nothing changes
    expect(await take('c', 40_000)).toBe(false);
    await end('b');
    expect(await take('c', 40_000)).toBe(true);
  });
});
