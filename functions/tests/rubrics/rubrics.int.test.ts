import {
  checkRubricUnpublishable,
  createRubric,
  deleteRubric,
  exportCanvasRubric,
  getRubric,
  listActiveRubrics,
  listRubricMoveTargets,
  listRubrics,
  listRubricTransferTargets,
  publishRubric,
  updateRubric,
} from '@tessera/shared';
import { jest } from '@jest/globals';
import { documentClient } from '../../src/db/client';
import { insertNode } from '../../src/db/hierarchy/nodes';
import { DEMO_RUBRICS } from '../../src/seed/seed-rubrics';
import { createUser } from '../support/fixtures';
import { countingRoundTrips, invoke, type Caller } from '../support/invoke';
import {
  adminOf,
  createdRubric,
  DEMO_ROOT,
  freshDemoFolder,
  freshOrganisation,
  rubricBody,
  type ErrorBody,
  type Rubric,
  type RubricSummary,
} from './support';

type Page = { items: RubricSummary[]; page_size: number; more: boolean; cursor: string | null };
const list = (query: Record<string, string>, as: Caller = 'admin') => invoke<Page>(listRubrics, { as, query });

describe('creating and reading a rubric (spec 1 §3–4, §7)', () => {
  it('creates a draft on a node with its whole definition, and reads it back by id', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await invoke<Rubric>(createRubric, {
      as: 'admin',
      body: { node_id: folder.id, ...rubricBody({ title: '  Presentation Rubric ', enableNA: true, point: 2 }) },
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: 'Presentation Rubric',
      state: 'draft',
      hierarchy_id: folder.id,
      node: { id: folder.id, text: folder.text, path: folder.path },
      author: { first_name: 'Ada', last_name: 'Admin' },
      transfer: null,
      incoming: false,
      mode: 'score',
      maximum: 3 + 6 + 6,
      levels_count: 4,
      criteria_count: 3,
      version: 1,
      point: 2,
      weight: [1, 2, 1],
      enableNA: true,
      criterias: [
        { id: 'c1', name: 'Content', description: 'Accurate and complete.' },
        { id: 'c2', name: 'Delivery', description: '' },
        { id: 'c3', name: 'Visual aids', description: '' },
      ],
      statements_mapping: { criteria_mapping: {}, statements: [] },
      rubric_mapped_statements: [],
      can_edit: true,
      can_publish: true,
      can_unpublish: false,
      can_accept: false,
      can_delete: true,
      can_copy: true,
    });
    expect(body.uri).toBe(`/api/rubrics/${body.id}`);
    const read = await invoke<Rubric>(getRubric, { as: 'admin', path: { id: body.id } });
    expect(read).toEqual({ status: 200, body });
  });

  it('stores a plain rubric (no points) with every cell text and weight filled in (spec 1 §4)', async () => {
    const folder = await freshDemoFolder();
    const rubric = await createdRubric(folder.id, { points: [], weight: [], contents: [] });
    expect(rubric).toMatchObject({
      mode: 'plain',
      maximum: 0,
      points: [],
      weight: [1, 1, 1],
      contents: [
        ['', '', '', ''],
        ['', '', '', ''],
        ['', '', '', ''],
      ],
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a blank title', { title: '   ' }, { title: 'Please enter a Rubric title.' }],
    [
      'a score outside 0–99.99 with two decimals (spec 1 §5)',
      {
        points: [
          [0, 1, 2, 100],
          [0, 1, 2, 3],
          [0, 1.234, 2, 3],
        ],
      },
      {
        'points.0.3': 'Please enter 0 or a number up to 99.99 with at most two decimals.',
        'points.2.1': 'Please enter 0 or a number up to 99.99 with at most two decimals.',
      },
    ],
    [
      'a points grid of the wrong shape',
      { points: [[0, 1]] },
      { points: 'Every criterion needs a score for every level.' },
    ],
    [
      'two levels with one id',
      {
        levels: [
          { id: 'l1', name: 'A' },
          { id: 'l1', name: 'B' },
        ],
        points: [],
        contents: [],
      },
      { levels: 'Each level must be distinct.' },
    ],
    [
      'a blank criterion name',
      { criterias: [{ id: 'c1', name: ' ' }], points: [], weight: [], contents: [] },
      { 'criterias.0.name': 'Please enter a criterion name.' },
    ],
  ])('refuses %s with field errors and writes nothing', async (_name, over, fields) => {
    const folder = await freshDemoFolder();
    const { status, body } = await invoke<ErrorBody>(createRubric, {
      as: 'admin',
      body: { node_id: folder.id, ...rubricBody(over) },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual(fields);
    expect((await list({ node: folder.id, category: 'draft' })).body.items).toEqual([]);
  });

  it('answers in Spanish when asked', async () => {
    const folder = await freshDemoFolder();
    const { body } = await invoke<ErrorBody>(createRubric, {
      as: 'admin',
      body: { node_id: folder.id, ...rubricBody({ title: '' }) },
      headers: { 'accept-language': 'es' },
    });
    expect(body.fields).toEqual({ title: 'Introduzca un título para la rúbrica.' });
  });

  it('refuses a rubric too large to store in one item', async () => {
    const folder = await freshDemoFolder();
    const criterias = Array.from({ length: 100 }, (_, i) => ({ id: `c${i}`, name: `Criterion ${i}` }));
    const contents = criterias.map(() => Array.from({ length: 4 }, () => 'x'.repeat(1000)));
    const { status, body } = await invoke<ErrorBody>(createRubric, {
      as: 'admin',
      body: { node_id: folder.id, ...rubricBody({ criterias, contents, points: [], weight: [] }) },
    });
    expect(status).toBe(400);
    expect(body.message).toBe('This Rubric is too large to save. Shorten its descriptions or remove some criteria.');
  });

  it('creates only on a node the caller administers (404 elsewhere, as for another organisation)', async () => {
    const folder = await freshDemoFolder();
    const sibling = await freshDemoFolder();
    const nodeAdmin = await adminOf(folder.id);
    const refused = await invoke<ErrorBody>(createRubric, {
      as: nodeAdmin,
      body: { node_id: sibling.id, ...rubricBody() },
    });
    expect(refused.status).toBe(404);
    const otherOrganisation = await invoke(createRubric, {
      as: 'otherAdmin',
      body: { node_id: folder.id, ...rubricBody() },
    });
    expect(otherOrganisation.status).toBe(404);
    expect((await createdRubric(folder.id, {}, nodeAdmin)).author).toMatchObject({ first_name: 'Nell' });
  });

  it('shows a draft only to admins of its node; published and default rubrics to everyone in the organisation', async () => {
    const folder = await freshDemoFolder();
    const draft = await createdRubric(folder.id);
    const outsider = await createUser({ memberships: [['org_demo', ['admin']]] });
    expect((await invoke(getRubric, { as: 'student', path: { id: draft.id } })).status).toBe(404);
    expect((await invoke(getRubric, { as: outsider, path: { id: draft.id } })).status).toBe(404);
    expect((await invoke(getRubric, { as: 'otherAdmin', path: { id: draft.id } })).status).toBe(404);
    const published = await invoke<Rubric>(getRubric, { as: 'student', path: { id: DEMO_RUBRICS.scored } });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ state: 'published', can_edit: false, can_copy: false });
    const fallback = await invoke<Rubric>(getRubric, { as: 'faculty', path: { id: 'default_org_demo' } });
    expect(fallback.body).toMatchObject({ state: 'default', title: 'Default Rubric', hierarchy_id: null });
    expect((await invoke(getRubric, { as: 'otherStudent', path: { id: DEMO_RUBRICS.scored } })).status).toBe(404);
    expect((await invoke(getRubric, { as: 'student', path: { id: DEMO_RUBRICS.other } })).status).toBe(404);
  });

  it.each([getRubric, checkRubricUnpublishable, listRubricMoveTargets, listRubricTransferTargets, exportCanvasRubric])(
    'answers $id in 2 round trips after actor resolution (the rubric and the tree, in parallel)',
    async (contract) => {
      const read = () => invoke(contract, { as: 'admin', path: { id: DEMO_RUBRICS.scored } });
      expect((await read()).status).toBe(200);
      const { calls } = await countingRoundTrips(read);
      expect(calls.slice(2).sort()).toEqual(['GetItemCommand', 'QueryCommand']);
    },
  );
});

describe('saving a rubric (spec 1 §4 "saving sets draft"; spec 2 §6)', () => {
  it('saves a new definition at the version read, and answers a stale one with 409', async () => {
    const folder = await freshDemoFolder();
    const created = await createdRubric(folder.id);
    const saved = await invoke<Rubric>(updateRubric, {
      as: 'admin',
      path: { id: created.id },
      body: { ...rubricBody({ title: 'Presentation Rubric v2', enableNA: true }), version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ title: 'Presentation Rubric v2', enableNA: true, version: 2, state: 'draft' });
    const stale = await invoke<ErrorBody>(updateRubric, {
      as: 'admin',
      path: { id: created.id },
      body: { ...rubricBody({ title: 'Lost update' }), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'rubrics.stale',
      message: 'This Rubric was changed by someone else. Reload it to see the changes, then try again.',
    });
    expect((await invoke<Rubric>(getRubric, { as: 'admin', path: { id: created.id } })).body.title).toBe(
      'Presentation Rubric v2',
    );
  });

  it('lets exactly one of two saves at the same version win (no lost update)', async () => {
    const folder = await freshDemoFolder();
    const created = await createdRubric(folder.id);
    const save = (title: string) =>
      invoke(updateRubric, { as: 'admin', path: { id: created.id }, body: { ...rubricBody({ title }), version: 1 } });
    const answers = await Promise.all([save('First'), save('Second'), save('Third')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((answer) => answer.status === 200)?.body as unknown as Rubric;
    expect((await invoke<Rubric>(getRubric, { as: 'admin', path: { id: created.id } })).body).toMatchObject({
      title: winner.title,
      version: 2,
    });
  });

  it('turns a published rubric nobody uses back into a draft when saved', async () => {
    const folder = await freshDemoFolder();
    const created = await createdRubric(folder.id);
    await invoke(publishRubric, { as: 'admin', path: { id: created.id }, body: { version: 1 } });
    const saved = await invoke<Rubric>(updateRubric, {
      as: 'admin',
      path: { id: created.id },
      body: { ...rubricBody(), version: 2 },
    });
    expect(saved.body).toMatchObject({ state: 'draft', version: 3 });
  });

  it('refuses a caller without node authority (403) and another organisation (404)', async () => {
    const folder = await freshDemoFolder();
    const elsewhere = await freshDemoFolder();
    const created = await createdRubric(folder.id);
    await invoke(publishRubric, { as: 'admin', path: { id: created.id }, body: { version: 1 } });
    const nodeAdmin = await adminOf(elsewhere.id);
    const body = { ...rubricBody({ title: 'Mine now' }), version: 2 };
    const refused = await invoke<ErrorBody>(updateRubric, { as: nodeAdmin, path: { id: created.id }, body });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You do not have permission to change rubrics in this hierarchy node.');
    expect((await invoke(updateRubric, { as: 'otherAdmin', path: { id: created.id }, body })).status).toBe(404);
    expect((await invoke(updateRubric, { as: 'admin', path: { id: DEMO_RUBRICS.other }, body })).status).toBe(404);
  });

  it('never changes the default rubric', async () => {
    const { status, body } = await invoke<ErrorBody>(updateRubric, {
      as: 'rootAdmin',
      path: { id: 'default_org_demo' },
      body: { ...rubricBody(), version: 1 },
    });
    expect(status).toBe(409);
    expect(body.message).toBe('The default Rubric cannot be changed. Copy it to make your own.');
  });
});

describe('deleting a rubric', () => {
  it('deletes an unused rubric at the version read, and then it is gone', async () => {
    const folder = await freshDemoFolder();
    const created = await createdRubric(folder.id);
    const stale = await invoke(deleteRubric, { as: 'admin', path: { id: created.id }, query: { version: '2' } });
    expect(stale.status).toBe(409);
    expect(
      (await invoke(deleteRubric, { as: 'admin', path: { id: created.id }, query: { version: '1' } })).status,
    ).toBe(200);
    expect((await invoke(getRubric, { as: 'admin', path: { id: created.id } })).status).toBe(404);
  });
});

describe('the rubric list (spec 1 §4 category filter; spec 2 §2 rubric panel, §9 sort)', () => {
  it('lists a node’s rubrics with the default rubric, filtered by default to default, published and draft', async () => {
    const folder = await freshDemoFolder();
    const draft = await createdRubric(folder.id, { title: 'Beta' });
    const published = await createdRubric(folder.id, { title: 'alpha' });
    await invoke(publishRubric, { as: 'admin', path: { id: published.id }, body: { version: 1 } });
    const { status, body } = await list({ node: folder.id });
    expect(status).toBe(200);
    expect(body).toMatchObject({ page_size: 25, more: false, cursor: null });
    expect(body.items.map((row) => [row.title, row.state])).toEqual([
      ['alpha', 'published'],
      ['Beta', 'draft'],
      ['Default Rubric', 'default'],
    ]);
    expect(body.items.find((row) => row.id === draft.id)).toMatchObject({ can_edit: true, can_publish: true });
    expect(body.items.find((row) => row.state === 'default')).toMatchObject({ can_edit: false, can_copy: true });
  });

  it('filters by state, searches the title in any case, sorts by date and pages', async () => {
    const folder = await freshDemoFolder();
    for (const title of ['Écrit 1', 'Essay 2', 'essay 3']) await createdRubric(folder.id, { title });
    const drafts = await list({ node: folder.id, category: 'draft', search: 'ESSAY', sort: 'date' });
    expect(drafts.body.items.map((row) => row.title)).toEqual(['essay 3', 'Essay 2']);
    expect((await list({ node: folder.id, category: 'published' })).body.items).toEqual([]);
    expect((await list({ node: folder.id, search: 'écrit' })).body.items.map((row) => row.title)).toEqual(['Écrit 1']);
    const bad = await invoke<ErrorBody>(listRubrics, { as: 'admin', query: { node: folder.id, category: 'lost' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ 'category.0': 'Please choose one of the options.' });
  });

  it('pages by 25 with a cursor, in both orders, the default rubric once in its place', async () => {
    const { rootAdmin, top } = await freshOrganisation();
    for (let i = 0; i < 26; i += 1) await createdRubric(top.nodeId, { title: `Rubric ${i}` }, rootAdmin);
    const first = await list({ node: top.nodeId, sort: 'title' }, rootAdmin);
    expect(first.body).toMatchObject({ more: true, page_size: 25 });
    expect(first.body.items).toHaveLength(25);
    expect(first.body.items[0]?.title).toBe('Default Rubric');
    const second = await list({ node: top.nodeId, sort: 'title', cursor: first.body.cursor as string }, rootAdmin);
    // The index's natural order (ADR 0028 "Natural order"): numbers by value, case and accents aside.
    expect(second.body.items.map((row) => row.title)).toEqual(['Rubric 24', 'Rubric 25']);
    const titles = [...first.body.items, ...second.body.items].map((row) => row.title);
    expect(titles).toEqual(['Default Rubric', ...Array.from({ length: 26 }, (_, i) => `Rubric ${i}`)]);
    expect(second.body).toMatchObject({ more: false, cursor: null });

    const recent: RubricSummary[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: Page } = await list(
        { node: top.nodeId, sort: 'date', ...(cursor ? { cursor } : {}) },
        rootAdmin,
      );
      recent.push(...page.body.items);
      cursor = page.body.cursor;
    } while (cursor);
    expect(recent).toHaveLength(27);
    const changed = recent.map((row) => row.updated_at);
    expect(changed).toEqual([...changed].sort().reverse());
    expect(
      recent
        .map((row) => row.title)
        .filter((title) => title.startsWith('Rubric'))
        .slice(0, 2),
    ).toEqual(['Rubric 25', 'Rubric 24']);
    expect(recent.filter((row) => row.title === 'Default Rubric')).toHaveLength(1);
  });

  it('ends a page at the default rubric when it falls last, and starts the next after it', async () => {
    const { rootAdmin, top } = await freshOrganisation();
    const titles = [...Array.from({ length: 24 }, (_, i) => `A ${String(i).padStart(2, '0')}`), 'Z 0', 'Z 1'];
    for (const title of titles) await createdRubric(top.nodeId, { title }, rootAdmin);
    const first = await list({ node: top.nodeId, sort: 'title' }, rootAdmin);
    expect(first.body.items).toHaveLength(25);
    expect(first.body.items.at(-1)?.title).toBe('Default Rubric');
    expect(first.body.more).toBe(true);
    const second = await list({ node: top.nodeId, sort: 'title', cursor: first.body.cursor as string }, rootAdmin);
    expect(second.body.items.map((row) => row.title)).toEqual(['Z 0', 'Z 1']);
    expect(second.body.more).toBe(false);
  });

  it('refuses a changed cursor, or one of another order, node or organisation, with a 400 that says to start again', async () => {
    const { rootAdmin, top, organizationId } = await freshOrganisation();
    for (let i = 0; i < 26; i += 1) await createdRubric(top.nodeId, { title: `Rubric ${i}` }, rootAdmin);
    const other = await insertNode({ organizationId, nodeId: `other_${organizationId}`, text: 'Other', parent: top });
    if (other.status !== 'created') throw new Error(other.status);
    const { body } = await list({ node: top.nodeId, sort: 'title' }, rootAdmin);
    const cursor = body.cursor as string;
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, string>;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
    const demoCursor = (await list({ node: DEMO_ROOT, sort: 'title' })).body;
    const forged = [
      'not-a-cursor',
      encode({ ...key, gsi3pk: key.gsi3pk?.replace(top.nodeId, other.node.nodeId) }),
      encode({ ...key, extra: 'x' }),
      encode({ ...key, gsi3sk: 1 }),
      encode([key]),
      'a'.repeat(10) + '!',
    ];
    for (const bad of forged) {
      const answer = await invoke<ErrorBody>(listRubrics, { as: rootAdmin, query: { node: top.nodeId, cursor: bad } });
      expect(answer.status).toBe(400);
      expect(answer.body.fields).toEqual({
        cursor: 'This page link is no longer valid. Start again from the first page.',
      });
    }
    const otherOrder = await invoke<ErrorBody>(listRubrics, {
      as: rootAdmin,
      query: { node: top.nodeId, sort: 'date', cursor },
    });
    expect(otherOrder.status).toBe(400);
    const otherNode = await invoke<ErrorBody>(listRubrics, {
      as: rootAdmin,
      query: { node: other.node.nodeId, cursor },
    });
    expect(otherNode.status).toBe(400);
    // The demo organisation's admin with this organisation's cursor: never its rows.
    const crossed = await invoke<ErrorBody>(listRubrics, { as: 'admin', query: { node: DEMO_ROOT, cursor } });
    expect(crossed.status).toBe(400);
    expect(demoCursor.items.length).toBeGreaterThan(0);
  });

  it('keeps a row’s outline and place true through a save, a rename and a publish', async () => {
    const folder = await freshDemoFolder();
    const rubric = await createdRubric(folder.id, { title: 'Zeta' });
    await createdRubric(folder.id, { title: 'Middle' });
    const saved = await invoke<Rubric>(updateRubric, {
      as: 'admin',
      path: { id: rubric.id },
      body: { ...rubricBody({ title: 'Alpha', points: [], weight: [], contents: [] }), version: 1 },
    });
    expect(saved.status).toBe(200);
    const byTitle = await list({ node: folder.id, sort: 'title' });
    expect(byTitle.body.items.map((row) => row.title)).toEqual(['Alpha', 'Default Rubric', 'Middle']);
    expect(byTitle.body.items[0]).toMatchObject({ mode: 'plain', maximum: 0, levels_count: 4, criteria_count: 3 });
    await invoke(publishRubric, { as: 'admin', path: { id: rubric.id }, body: { version: 2 } });
    const byDate = await list({ node: folder.id, sort: 'date', category: 'published,draft' });
    expect(byDate.body.items.map((row) => [row.title, row.state])).toEqual([
      ['Alpha', 'published'],
      ['Middle', 'draft'],
    ]);
  });

  it('creates the default rubric for an organisation that lacks it, on its first list, once (spec 1 §9)', async () => {
    const { rootAdmin, top } = await freshOrganisation();
    const [a, b] = await Promise.all([list({ node: top.nodeId }, rootAdmin), list({}, rootAdmin)]);
    const defaults = [...(a?.body.items ?? []), ...(b?.body.items ?? [])].filter((row) => row.state === 'default');
    expect(defaults).toHaveLength(2);
    expect(new Set(defaults.map((row) => row.id)).size).toBe(1);
    const fallback = await invoke<Rubric>(getRubric, { as: rootAdmin, path: { id: defaults[0]?.id as string } });
    expect(fallback.body).toMatchObject({
      title: 'Default Rubric',
      levels: [
        { id: 'level-1', name: 'Fail' },
        { id: 'level-2', name: 'Pass' },
      ],
      criterias: [
        { name: 'Element 1', description: '' },
        { name: 'Element 2', description: '' },
      ],
      points: [
        [0, 1],
        [0, 1],
      ],
      weight: [1, 1],
      maximum: 2,
    });
  });

  it('without a node, lists the rubrics of every node the caller administers, and only those', async () => {
    const { rootAdmin, admin, top, organizationId } = await freshOrganisation();
    const child = await insertNode({ organizationId, nodeId: `child_${organizationId}`, text: 'Child', parent: top });
    if (child.status !== 'created') throw new Error(child.status);
    await createdRubric(top.nodeId, { title: 'Top' }, rootAdmin);
    await createdRubric(child.node.nodeId, { title: 'Child' }, rootAdmin);
    const everything = await list({}, rootAdmin);
    expect(everything.body.items.map((row) => row.title)).toEqual(['Child', 'Default Rubric', 'Top']);
    const unlisted = await list({}, admin);
    expect(unlisted.body.items.map((row) => row.title)).toEqual(['Default Rubric']);
    expect((await list({ node: top.nodeId }, admin)).status).toBe(404);
  });

  it('lists a node in 2 round trips after actor resolution (tree, then the node’s rubrics)', async () => {
    const read = () => list({ node: DEMO_ROOT });
    await read();
    const { calls } = await countingRoundTrips(read);
    expect(calls.slice(2)).toEqual(['QueryCommand', 'QueryCommand']);
  });

  it('reads the node’s library index, whose rows hold no definition', async () => {
    const folder = await freshDemoFolder();
    await createdRubric(folder.id, { title: 'Large enough' });
    const client = documentClient();
    const sent: { input: Record<string, unknown>; output: { Items?: Record<string, unknown>[] } }[] = [];
    const original = client.send.bind(client);
    const spy = jest.spyOn(client, 'send').mockImplementation((async (command: { input: Record<string, unknown> }) => {
      const output = (await original(command as never)) as { Items?: Record<string, unknown>[] };
      sent.push({ input: command.input, output });
      return output;
    }) as never);
    try {
      expect((await list({ node: folder.id, sort: 'date' })).body.items).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
    const queries = sent.filter(({ input }) => input.IndexName === 'byLibraryRecent');
    expect(queries).toHaveLength(1);
    const rows = queries.flatMap(({ output }) => output.Items ?? []);
    expect(rows).toHaveLength(1);
    expect(rows[0]).not.toHaveProperty('definition');
    expect(rows[0]).toHaveProperty('outline');
  });

  it('keeps other organisations’ nodes out (404)', async () => {
    expect((await list({ node: DEMO_ROOT }, 'otherAdmin')).status).toBe(404);
    const demo = await list({}, 'admin');
    expect(demo.body.items.map((row) => row.id)).not.toContain(DEMO_RUBRICS.other);
  });
});

describe('rubrics usable in templates (GET /api/rubrics/active)', () => {
  it('lists the published rubrics of the node and above it, and the default one, with their definitions', async () => {
    const folder = await freshDemoFolder();
    const inner = await freshDemoFolder(folder.id);
    const above = await createdRubric(folder.id, { title: 'Above' });
    const below = await createdRubric(inner.id, { title: 'Below' });
    const draft = await createdRubric(folder.id, { title: 'Draft' });
    for (const rubric of [above, below])
      await invoke(publishRubric, { as: 'admin', path: { id: rubric.id }, body: { version: 1 } });
    const { status, body } = await invoke<{ items: Rubric[] }>(listActiveRubrics, {
      as: 'admin',
      query: { node: inner.id },
    });
    expect(status).toBe(200);
    const ids = body.items.map((rubric) => rubric.id);
    expect(ids).toEqual(expect.arrayContaining([above.id, below.id, DEMO_RUBRICS.scored, 'default_org_demo']));
    expect(ids).not.toContain(draft.id);
    expect(body.items.find((rubric) => rubric.id === below.id)).toMatchObject({
      levels_count: 4,
      points: below.points,
    });
    const atFolder = await invoke<{ items: Rubric[] }>(listActiveRubrics, { as: 'admin', query: { node: folder.id } });
    expect(atFolder.body.items.map((rubric) => rubric.id)).not.toContain(below.id);
  });

  it('reads the tree and the usable listing in 2 round trips after actor resolution', async () => {
    const read = () => invoke(listActiveRubrics, { as: 'admin', query: { node: DEMO_ROOT } });
    await read();
    const { calls } = await countingRoundTrips(read);
    expect(calls.slice(2)).toEqual(['QueryCommand', 'QueryCommand']);
  });
});
