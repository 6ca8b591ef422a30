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
    const { status, body } = await invoke<{ statements: Statement[] }>(describeStatements, {
      as: 'student',
      body: { statement_ids: ['stmt_demo_2', 'nope', 'stmt_demo_1'] },
    });
    expect(status).toBe(200);
    expect(body.statements.map((s) => [s.id, s.statement_id, s.description])).toEqual([
      ['stmt_demo_2', 'TS.2', 'Uses understanding of individual differences.'],
      ['stmt_demo_1', 'TS.1', 'Understands how learners grow and develop.'],
    ]);
  });

  it('reads the statements in one round trip after resolving the actor', async () => {
    const ask = () =>
      invoke(describeStatements, { as: 'faculty', body: { statement_ids: ['stmt_demo_1', 'stmt_demo_3'] } });
    await ask();
    const { calls } = await countingRoundTrips(ask);
    expect(calls.slice(2)).toEqual(['BatchGetItemCommand']);
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
