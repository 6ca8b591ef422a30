import {
  checkStatementSetDeletable,
  createStatementSet,
  deleteNode,
  deleteStatementSet,
  describeStatements,
  importCaseFramework,
  listStatementSets,
  updateStatementSet,
} from '@tessera/shared';
import { readFileSync } from 'node:fs';
import { listNodeContents } from '../../src/db/hierarchy/contents';
import { addStatementSetReferences } from '../../src/db/hierarchy/statements';
import { DEMO_STATEMENT_SET_ID } from '../../src/seed/seed-hierarchy';
import { countingRoundTrips, invoke } from '../support/invoke';
import { DEMO_ROOT, freshDemoFolder } from './support';

interface Statement {
  id: string;
  title: string;
  abbreviation: string;
  statement_id: string;
  description: string;
  parent_id: string | null;
  source_identifier: string | null;
}
interface StatementSet {
  id: string;
  node_id: string;
  title: string;
  abbreviation: string;
  statements: Statement[];
  source: { kind: string; identifier: string | null; uri: string | null };
}

/** CASE packages in fixtures/case (copied from opensalt/opensalt, see fixtures/README.md). */
const casePackage = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/case/${name}`, import.meta.url), 'utf8')) as unknown;

const createSet = (nodeId: string, body: unknown) =>
  invoke<StatementSet>(createStatementSet, { as: 'admin', path: { id: nodeId }, body });
const listSets = (nodeId: string) =>
  invoke<{ items: StatementSet[] }>(listStatementSets, { as: 'admin', path: { id: nodeId } });

describe('statement sets with statements (spec 2 §3, §5, §7, §8)', () => {
  it('creates a set with its statements, in order, with a hierarchy by client_key', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await createSet(folder.id, {
      title: ' Science Standards ',
      abbreviation: 'SCI',
      statements: [
        { client_key: 'a', title: 'Inquiry', statement_id: 'S.1', description: 'Asks questions.' },
        { client_key: 'b', title: 'Hypotheses', statement_id: 'S.1.a', parent_id: 'a' },
      ],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: 'Science Standards',
      abbreviation: 'SCI',
      node_id: folder.id,
      source: { kind: 'manual', identifier: null, uri: null },
    });
    const [inquiry, hypotheses] = body.statements;
    expect(inquiry).toMatchObject({
      title: 'Inquiry',
      statement_id: 'S.1',
      description: 'Asks questions.',
      parent_id: null,
    });
    expect(hypotheses).toMatchObject({ title: 'Hypotheses', parent_id: inquiry?.id });
    expect((await listSets(folder.id)).body.items).toEqual([body]);
  });

  it('keys errors by set and by statement (spec 2 §5 "Statement and set errors are keyed by set or statement id")', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await createSet(folder.id, {
      title: '  ',
      statements: [
        { client_key: 'new-1', title: '' },
        { title: 'Fine', parent_id: 'nowhere' },
      ],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      fields: {
        title: 'Please enter a title.',
        'statements.new-1.title': 'Please enter a statement.',
        'statements.1.parent_id': 'The parent statement is not in this set.',
      },
    });
    expect((await listSets(folder.id)).body.items).toEqual([]);
  });

  it('replaces title, abbreviation and statements, keeping the ids of kept statements', async () => {
    const folder = await freshDemoFolder();
    const created = await createSet(folder.id, { title: 'Math', statements: [{ title: 'Count' }, { title: 'Add' }] });
    const [count] = created.body.statements;
    const { status, body } = await invoke<StatementSet>(updateStatementSet, {
      as: 'admin',
      path: { id: created.body.id },
      body: {
        title: 'Mathematics',
        abbreviation: 'M',
        statements: [{ id: count?.id, title: 'Count to 100' }, { title: 'Multiply' }],
      },
    });
    expect(status).toBe(200);
    expect(body.statements.map((s) => s.title)).toEqual(['Count to 100', 'Multiply']);
    expect(body.statements[0]?.id).toBe(count?.id);
    expect((await listSets(folder.id)).body.items[0]).toEqual(body);
    const stranger = await invoke<StatementSet>(updateStatementSet, {
      as: 'admin',
      path: { id: created.body.id },
      body: { title: 'Mathematics', statements: [{ id: 'not-mine', title: 'x' }] },
    });
    expect(stranger.status).toBe(400);
    expect(stranger.body).toMatchObject({ fields: { 'statements.not-mine.id': 'Resource does not exist!' } });
  });

  it('says whether a set may be deleted, refuses deleting a set in use, and deletes an unused one', async () => {
    const folder = await freshDemoFolder();
    const created = await createSet(folder.id, { title: 'Arts', statements: [{ title: 'Draw' }] });
    const id = created.body.id;
    expect((await invoke(checkStatementSetDeletable, { as: 'admin', path: { id } })).body).toEqual({
      deletable: true,
      reason: null,
    });
    await addStatementSetReferences('org_demo', id, 1);
    expect((await invoke(checkStatementSetDeletable, { as: 'admin', path: { id } })).body).toEqual({
      deletable: false,
      reason: 'This statement set is in use and cannot be deleted.',
    });
    const refused = await invoke(deleteStatementSet, { as: 'admin', path: { id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: 'This statement set is in use and cannot be deleted.' });
    await addStatementSetReferences('org_demo', id, -1);
    expect((await invoke(deleteStatementSet, { as: 'admin', path: { id } })).status).toBe(200);
    expect((await listSets(folder.id)).body.items).toEqual([]);
    const statementId = created.body.statements[0]?.id as string;
    expect((await invoke(describeStatements, { as: 'student', body: { statement_ids: [statementId] } })).body).toEqual({
      statements: [],
    });
    expect((await invoke(deleteNode, { as: 'admin', path: { id: folder.id } })).status).toBe(200);
  });

  it('keeps another organisation’s sets invisible (404)', async () => {
    const answers = await Promise.all([
      invoke(listStatementSets, { as: 'otherAdmin', path: { id: DEMO_ROOT } }),
      invoke(checkStatementSetDeletable, { as: 'otherAdmin', path: { id: DEMO_STATEMENT_SET_ID } }),
      invoke(updateStatementSet, { as: 'otherAdmin', path: { id: DEMO_STATEMENT_SET_ID }, body: { title: 'Mine' } }),
      invoke(deleteStatementSet, { as: 'otherAdmin', path: { id: DEMO_STATEMENT_SET_ID } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
  });

  it('lists a node’s sets with their statements in 2 round trips after the actor', async () => {
    await listSets(DEMO_ROOT);
    const { result, calls } = await countingRoundTrips(() => listSets(DEMO_ROOT));
    expect(
      result.body.items.find((set) => set.id === DEMO_STATEMENT_SET_ID)?.statements.map((s) => s.statement_id),
    ).toEqual(['TS.1', 'TS.2', 'TS.3']);
    expect(calls.slice(2)).toEqual(['QueryCommand', 'QueryCommand']);
  });
});

describe('POST /api/statements/descriptions (spec 1 §7)', () => {
  it('answers the statements asked for, to any member of the organisation, leaving unknown ids out', async () => {
    const { status, body } = await invoke<{ statements: (Statement & { framework: string })[] }>(describeStatements, {
      as: 'student',
      body: { statement_ids: ['stmt_demo_2', 'nope', 'stmt_demo_1'] },
    });
    expect(status).toBe(200);
    expect(body.statements.map((s) => [s.id, s.statement_id, s.description, s.framework])).toEqual([
      ['stmt_demo_2', 'TS.2', 'Uses understanding of individual differences.', 'Teaching Standards'],
      ['stmt_demo_1', 'TS.1', 'Understands how learners grow and develop.', 'Teaching Standards'],
    ]);
  });

  it('reads the statements, then their sets, in two round trips after resolving the actor (one when none is found)', async () => {
    const ask = () =>
      invoke(describeStatements, { as: 'faculty', body: { statement_ids: ['stmt_demo_1', 'stmt_demo_3'] } });
    await ask();
    const { calls } = await countingRoundTrips(ask);
    expect(calls.slice(2)).toEqual(['BatchGetItemCommand', 'BatchGetItemCommand']);
    const none = await countingRoundTrips(() =>
      invoke(describeStatements, { as: 'faculty', body: { statement_ids: ['nope'] } }),
    );
    expect(none.calls.slice(2)).toEqual(['BatchGetItemCommand']);
  });

  it('never answers another organisation’s statements', async () => {
    const { body } = await invoke(describeStatements, { as: 'otherStudent', body: { statement_ids: ['stmt_demo_1'] } });
    expect(body).toEqual({ statements: [] });
  });

  it('needs statement_ids', async () => {
    expect((await invoke(describeStatements, { as: 'student', body: {} })).status).toBe(400);
  });
});

describe('importing a CASE 1.1 framework package as a statement set', () => {
  const importCase = (nodeId: string, pkg: unknown, extra: Record<string, unknown> = {}) =>
    invoke<StatementSet>(importCaseFramework, { as: 'admin', path: { id: nodeId }, body: { package: pkg, ...extra } });

  it('turns the CFDocument into the set and the CFItems into statements, keeping identifiers and order', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await importCase(folder.id, casePackage('SequenceNumberFramework.json'), {
      abbreviation: 'SNT',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      title: 'Sequence Number Test',
      abbreviation: 'SNT',
      source: {
        kind: 'case',
        identifier: 'd0000000-0000-0000-0000-000000000000',
        uri: 'http://server/ims/case/v1p0/CFDocuments/d0000000-0000-0000-0000-000000000000',
      },
    });
    expect(body.statements.map((s) => [s.statement_id, s.title, s.source_identifier, s.parent_id])).toEqual([
      ['SNT.2', 'Second added item, but should be first', 'ea98ab46-c0ea-11e7-820f-a71b35976453', null],
      ['SNT.1', 'First Added Item', 'e144c2e6-c0ea-11e7-95f7-5d664f4d8844', null],
    ]);
    expect((await listSets(folder.id)).body.items).toEqual([body]);
  });

  it.each(['AdoptedTestFramework.json', 'ItemTypeTestFramework.json', 'MarkdownFramework.json'])(
    'imports %s',
    async (name) => {
      const folder = await freshDemoFolder();
      const { status, body } = await importCase(folder.id, casePackage(name));
      expect(status).toBe(201);
      expect(body.statements.length).toBeGreaterThan(0);
      expect(body.statements.every((s) => s.source_identifier !== null)).toBe(true);
    },
  );

  it('keeps the parent of items that are children of other items', async () => {
    const folder = await freshDemoFolder();
    const pkg = {
      CFDocument: { identifier: 'doc', title: 'Nested' },
      CFItems: [
        { identifier: 'child', fullStatement: 'Child', humanCodingScheme: 'N.1.a' },
        { identifier: 'parent', fullStatement: 'Parent', humanCodingScheme: 'N.1' },
      ],
      CFAssociations: [
        {
          associationType: 'isChildOf',
          originNodeURI: { identifier: 'child' },
          destinationNodeURI: { identifier: 'parent' },
        },
        {
          associationType: 'isChildOf',
          originNodeURI: { identifier: 'parent' },
          destinationNodeURI: { identifier: 'doc' },
        },
      ],
    };
    const { body } = await importCase(folder.id, pkg);
    const [parent, child] = body.statements;
    expect([parent?.title, child?.title]).toEqual(['Parent', 'Child']);
    expect(child?.parent_id).toBe(parent?.id);
  });

  it('refuses a malformed package with 400 naming what is wrong, and writes nothing', async () => {
    const folder = await freshDemoFolder();
    const broken = {
      CFDocument: { identifier: 'doc', title: 'Broken' },
      CFItems: [{ identifier: 'a', fullStatement: 'A' }, { fullStatement: 'B' }],
    };
    const { status, body } = await importCase(folder.id, broken);
    expect(status).toBe(400);
    const sentence = 'This file is not a valid CASE 1.1 framework package: CFItems[1].identifier is missing';
    expect(body).toEqual({ code: 'hierarchy.case.invalid', message: sentence, fields: { package: sentence } });
    expect((await listSets(folder.id)).body.items).toEqual([]);
    expect((await importCase(folder.id, 'CFDocument')).body).toMatchObject({
      message: expect.stringContaining('the package is not a JSON object'),
    });
    expect((await importCase(folder.id, { CFItems: [] })).body).toMatchObject({
      message: expect.stringContaining('CFDocument is missing'),
    });
    expect((await importCase(folder.id, undefined)).status).toBe(400);
  });

  it('refuses a 500 KB identifier or URI with 400, writing nothing, whatever the package size (defect: it gave 500 and left statements behind)', async () => {
    const folder = await freshDemoFolder();
    const items = Array.from({ length: 150 }, (_, i) => ({ identifier: `item-${i}`, fullStatement: `Statement ${i}` }));
    const huge = 'x'.repeat(500 * 1024);
    for (const [where, mutated] of [
      ['identifier', items.map((item, i) => (i === 130 ? { ...item, identifier: huge } : item))],
      ['uri', items.map((item, i) => (i === 130 ? { ...item, uri: huge } : item))],
    ] as const) {
      const { status, body } = await invoke<{ code?: string }>(importCaseFramework, {
        as: 'admin',
        path: { id: folder.id },
        body: { package: { CFDocument: { identifier: 'doc-huge', title: 'Huge' }, CFItems: mutated } },
      });
      expect({ where, status, code: body.code }).toEqual({ where, status: 400, code: 'hierarchy.case.invalid' });
    }
    const contents = await listNodeContents('org_demo', folder.id);
    expect(contents.statements).toEqual([]);
    expect(contents.statementSets).toEqual([]);
  });

  it('writes a package of more statements than one transaction holds, all of them', async () => {
    const folder = await freshDemoFolder();
    const items = Array.from({ length: 230 }, (_, i) => ({ identifier: `big-${i}`, fullStatement: `Statement ${i}` }));
    const { status, body } = await importCase(folder.id, {
      CFDocument: { identifier: 'doc-big', title: 'Big framework' },
      CFItems: items,
    });
    expect(status).toBe(201);
    expect(body.statements).toHaveLength(230);
    expect((await listNodeContents('org_demo', folder.id)).statements).toHaveLength(230);
  });
});

describe('unique statement set titles and abbreviations within a folder, unique statement abbreviations within a set', () => {
  it('refuses a second set with the same title, in any case or Unicode form, with a field error (409)', async () => {
    const folder = await freshDemoFolder();
    expect((await createSet(folder.id, { title: 'Café Standards', abbreviation: 'CS' })).status).toBe(201);
    const again = await createSet(folder.id, { title: '  CAFE\u0301 standards\u200b ', abbreviation: 'X' });
    expect(again).toEqual({
      status: 409,
      body: {
        code: 'hierarchy.statement_set.title_taken',
        message: 'A statement set with this title already exists in this folder.',
        fields: { title: 'A statement set with this title already exists in this folder.' },
      },
    });
    const spanish = await invoke(createStatementSet, {
      as: 'admin',
      path: { id: folder.id },
      body: { title: 'café standards' },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body).toMatchObject({
      fields: { title: 'Ya existe un conjunto de enunciados con este título en esta carpeta.' },
    });
    expect((await listSets(folder.id)).body.items).toHaveLength(1);
  });

  it('refuses a second set with the same abbreviation; sets without one never collide', async () => {
    const folder = await freshDemoFolder();
    expect((await createSet(folder.id, { title: 'One', abbreviation: 'std' })).status).toBe(201);
    const again = await createSet(folder.id, { title: 'Two', abbreviation: ' STD ' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'hierarchy.statement_set.abbreviation_taken',
      fields: { abbreviation: 'A statement set with this abbreviation already exists in this folder.' },
    });
    expect((await createSet(folder.id, { title: 'Three' })).status).toBe(201);
    expect((await createSet(folder.id, { title: 'Four', abbreviation: '' })).status).toBe(201);
    expect((await listSets(folder.id)).body.items.map((set) => set.title)).toEqual(['Four', 'One', 'Three']);
  });

  it('allows the same title and abbreviation in another folder', async () => {
    const [a, b] = [await freshDemoFolder(), await freshDemoFolder()];
    expect((await createSet(a.id, { title: 'Shared', abbreviation: 'SH' })).status).toBe(201);
    expect((await createSet(b.id, { title: 'Shared', abbreviation: 'SH' })).status).toBe(201);
  });

  it('lets exactly one of four simultaneous creations of the same title win (guard item in the transaction)', async () => {
    const folder = await freshDemoFolder();
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) => createSet(folder.id, { title: 'Race', abbreviation: `R${i}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    expect((await listSets(folder.id)).body.items).toHaveLength(1);
  });

  it('keeps the guards with the set on update and delete', async () => {
    const folder = await freshDemoFolder();
    const first = await createSet(folder.id, { title: 'Alpha', abbreviation: 'A' });
    const second = await createSet(folder.id, { title: 'Beta', abbreviation: 'B' });
    const update = (id: string, body: unknown) =>
      invoke<StatementSet>(updateStatementSet, { as: 'admin', path: { id }, body });

    // Taking another set's title or abbreviation is refused, and nothing changes.
    expect((await update(second.body.id, { title: 'ALPHA', abbreviation: 'B' })).body).toMatchObject({
      code: 'hierarchy.statement_set.title_taken',
      fields: { title: expect.any(String) },
    });
    expect((await update(second.body.id, { title: 'Beta', abbreviation: 'a' })).body).toMatchObject({
      code: 'hierarchy.statement_set.abbreviation_taken',
    });
    expect((await listSets(folder.id)).body.items.map((s) => [s.title, s.abbreviation])).toEqual([
      ['Alpha', 'A'],
      ['Beta', 'B'],
    ]);

    // A set keeps its own names through a change of case; a rename frees the old title and abbreviation.
    expect((await update(first.body.id, { title: 'ALPHA', abbreviation: 'a' })).status).toBe(200);
    expect((await update(first.body.id, { title: 'Gamma', abbreviation: '' })).status).toBe(200);
    expect((await update(second.body.id, { title: 'alpha', abbreviation: 'A' })).status).toBe(200);
    expect((await createSet(folder.id, { title: 'Gamma' })).status).toBe(409);

    // Deleting a set frees its title and abbreviation.
    expect((await invoke(deleteStatementSet, { as: 'admin', path: { id: second.body.id } })).status).toBe(200);
    expect((await createSet(folder.id, { title: 'Alpha', abbreviation: 'A' })).status).toBe(201);
  });

  it('guards titles of thousands of characters too (hashed guard key), without a server error', async () => {
    const folder = await freshDemoFolder();
    const long = `${'Ω'.repeat(2000)} standards`;
    expect((await createSet(folder.id, { title: long })).status).toBe(201);
    expect((await createSet(folder.id, { title: long.toUpperCase() })).status).toBe(409);
    expect((await createSet(folder.id, { title: `${long}!` })).status).toBe(201);
  });

  it('refuses two statements of a set with the same abbreviation, each with a field error (400); blank ones are fine', async () => {
    const folder = await freshDemoFolder();
    const { status, body } = await createSet(folder.id, {
      title: 'Duplicated',
      statements: [
        { client_key: 'a', title: 'One', abbreviation: 'Ab' },
        { client_key: 'b', title: 'Two', abbreviation: ' AB ' },
        { client_key: 'c', title: 'Three', abbreviation: 'Cd' },
        { title: 'Four', abbreviation: '' },
        { title: 'Five', abbreviation: '' },
      ],
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      fields: {
        'statements.a.abbreviation': 'Another statement in this set has this abbreviation.',
        'statements.b.abbreviation': 'Another statement in this set has this abbreviation.',
      },
    });
    expect(Object.keys((body as unknown as { fields: object }).fields)).toHaveLength(2);
    expect((await listSets(folder.id)).body.items).toEqual([]);

    const fine = await createSet(folder.id, {
      title: 'Fine',
      statements: [
        { title: 'One', abbreviation: 'A1' },
        { title: 'Two', abbreviation: '' },
        { title: 'Three', abbreviation: '' },
      ],
    });
    expect(fine.status).toBe(201);
    const [one] = fine.body.statements;
    const update = await invoke(updateStatementSet, {
      as: 'admin',
      path: { id: fine.body.id },
      body: {
        title: 'Fine',
        statements: [
          { id: one?.id, title: 'One', abbreviation: 'A1' },
          { title: 'New', abbreviation: 'a1' },
        ],
      },
    });
    expect(update.status).toBe(400);
    expect(update.body).toMatchObject({ fields: { [`statements.${one?.id}.abbreviation`]: expect.any(String) } });
  });
});

describe('re-importing a CASE package (matched by its CFDocument identifier)', () => {
  const importCase = (nodeId: string, body: Record<string, unknown>) =>
    invoke<StatementSet & { code?: string; message?: string; fields?: Record<string, string> }>(importCaseFramework, {
      as: 'admin',
      path: { id: nodeId },
      body,
    });
  const framework = (
    items: { identifier: string; fullStatement: string; abbreviatedStatement?: string }[],
    title = 'Framework',
  ) => ({
    CFDocument: { identifier: 'doc-reimport', title, uri: 'https://case.test/doc-reimport' },
    CFItems: items,
  });

  it('refuses the same package on the same folder with 409 and a code the web recognises, naming the set, writing nothing', async () => {
    const folder = await freshDemoFolder();
    const first = await importCase(folder.id, { package: casePackage('MarkdownFramework.json'), abbreviation: 'MD' });
    expect(first.status).toBe(201);
    const before = await listNodeContents('org_demo', folder.id);
    const again = await importCase(folder.id, { package: casePackage('MarkdownFramework.json') });
    const sentence = 'This package is already imported in this folder as the statement set "Test Markdown Framework".';
    expect(again).toEqual({
      status: 409,
      body: { code: 'hierarchy.case.already_imported', message: sentence, fields: { package: sentence } },
    });
    // The fixtures share one CFDocument identifier: another package of it is the same document.
    expect((await importCase(folder.id, { package: casePackage('SequenceNumberFramework.json') })).body).toMatchObject({
      code: 'hierarchy.case.already_imported',
    });
    expect(await listNodeContents('org_demo', folder.id)).toEqual(before);
    // Another folder takes it.
    expect(
      (await importCase((await freshDemoFolder()).id, { package: casePackage('MarkdownFramework.json') })).status,
    ).toBe(201);
  });

  it('updates the set with update_existing: matched statements keep their ids, new ones are added, missing ones removed', async () => {
    const folder = await freshDemoFolder();
    const created = await importCase(folder.id, {
      package: framework([
        { identifier: 'a', fullStatement: 'Alpha' },
        { identifier: 'b', fullStatement: 'Beta' },
        { identifier: 'c', fullStatement: 'Gamma' },
      ]),
      abbreviation: 'FW',
    });
    const idOf = (set: StatementSet, identifier: string) =>
      set.statements.find((s) => s.source_identifier === identifier)?.id;
    const updated = await importCase(folder.id, {
      package: framework(
        [
          { identifier: 'c', fullStatement: 'Gamma, revised' },
          { identifier: 'a', fullStatement: 'Alpha' },
          { identifier: 'd', fullStatement: 'Delta' },
        ],
        'Framework, second edition',
      ),
      update_existing: true,
    });
    expect(updated.status).toBe(201);
    expect(updated.body).toMatchObject({
      id: created.body.id,
      title: 'Framework, second edition',
      abbreviation: 'FW',
      source: { kind: 'case', identifier: 'doc-reimport' },
    });
    expect(updated.body.statements.map((s) => [s.source_identifier, s.title])).toEqual([
      ['c', 'Gamma, revised'],
      ['a', 'Alpha'],
      ['d', 'Delta'],
    ]);
    expect(idOf(updated.body, 'a')).toBe(idOf(created.body, 'a'));
    expect(idOf(updated.body, 'c')).toBe(idOf(created.body, 'c'));
    expect(idOf(updated.body, 'd')).not.toBe(idOf(created.body, 'b'));
    expect((await listSets(folder.id)).body.items).toEqual([updated.body]);
    const contents = await listNodeContents('org_demo', folder.id);
    expect(contents.statements.map((s) => s.sourceIdentifier).sort()).toEqual(['a', 'c', 'd']);
    // The abbreviation given replaces the set's.
    const renamed = await importCase(folder.id, {
      package: framework([{ identifier: 'a', fullStatement: 'Alpha' }]),
      abbreviation: 'FW2',
      update_existing: true,
    });
    expect(renamed.body).toMatchObject({ id: created.body.id, abbreviation: 'FW2', title: 'Framework' });
  });

  it('creates the set with update_existing when the folder has none from that package', async () => {
    const folder = await freshDemoFolder();
    const answer = await importCase(folder.id, {
      package: framework([{ identifier: 'a', fullStatement: 'Alpha' }]),
      update_existing: true,
    });
    expect(answer.status).toBe(201);
    expect((await listSets(folder.id)).body.items).toHaveLength(1);
  });

  it('updates a package of more statements than one transaction holds, all of them', async () => {
    const folder = await freshDemoFolder();
    const items = (from: number, to: number, text = 'Statement') =>
      Array.from({ length: to - from }, (_, i) => ({
        identifier: `big-${from + i}`,
        fullStatement: `${text} ${from + i}`,
      }));
    const created = await importCase(folder.id, { package: framework(items(0, 230)) });
    expect(created.body.statements).toHaveLength(230);
    const updated = await importCase(folder.id, {
      package: framework([...items(20, 200, 'Revised'), ...items(230, 260)]),
      update_existing: true,
    });
    expect(updated.status).toBe(201);
    expect(updated.body.statements).toHaveLength(210);
    const before = new Map(created.body.statements.map((s) => [s.source_identifier, s.id]));
    for (const statement of updated.body.statements) {
      const number = Number(statement.source_identifier?.slice(4));
      if (number < 230) expect(statement.id).toBe(before.get(statement.source_identifier));
      expect(statement.title).toBe(`${number < 230 ? 'Revised' : 'Statement'} ${number}`);
    }
    const contents = await listNodeContents('org_demo', folder.id);
    expect(contents.statements).toHaveLength(210);
    expect(contents.statementSets).toEqual([
      expect.objectContaining({ lockedUntil: null, statementIds: updated.body.statements.map((s) => s.id) }),
    ]);
  });

  it('lets exactly one of four simultaneous imports of a new package win; the others name it (409)', async () => {
    const folder = await freshDemoFolder();
    const pkg = framework([{ identifier: 'a', fullStatement: 'Alpha' }]);
    const answers = await Promise.all(Array.from({ length: 4 }, () => importCase(folder.id, { package: pkg })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({ code: 'hierarchy.case.already_imported' });
    }
    expect((await listNodeContents('org_demo', folder.id)).statements).toHaveLength(1);
  });

  it('refuses a package whose title another set of the folder has, writing nothing', async () => {
    const folder = await freshDemoFolder();
    await createSet(folder.id, { title: 'FRAMEWORK' });
    const answer = await importCase(folder.id, {
      package: framework(Array.from({ length: 150 }, (_, i) => ({ identifier: `i${i}`, fullStatement: `S ${i}` }))),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'hierarchy.statement_set.title_taken' });
    expect((await listNodeContents('org_demo', folder.id)).statements).toEqual([]);
  });

  it('refuses a package in which two items share an abbreviation (400), writing nothing', async () => {
    const folder = await freshDemoFolder();
    const answer = await importCase(folder.id, {
      package: framework([
        { identifier: 'a', fullStatement: 'Alpha', abbreviatedStatement: 'Dup' },
        { identifier: 'b', fullStatement: 'Beta', abbreviatedStatement: 'DUP' },
      ]),
    });
    const sentence = 'More than one statement in this package has the abbreviation "Dup".';
    expect(answer).toEqual({
      status: 400,
      body: { code: 'hierarchy.case.abbreviation_taken', message: sentence, fields: { package: sentence } },
    });
    expect(await listNodeContents('org_demo', folder.id)).toMatchObject({ statements: [], statementSets: [] });
  });
});
