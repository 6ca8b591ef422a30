/**
 * Statement alignment (spec 1 §3 statements_mapping, §4–5): a criterion, or the whole rubric, aligned to
 * statements of the statement sets of the rubric's node or the nodes above it, each with its threshold or
 * minimum; and statement sets counting the rubrics aligned to them, so a set in use cannot be deleted.
 */
import {
  checkStatementSetDeletable,
  copyRubric,
  createRubric,
  createStatementSet,
  deleteRubric,
  deleteStatementSet,
  listAlignableStatementSets,
  listRubricMoveTargets,
  moveRubric,
  updateRubric,
} from '@tessera/shared';
import { DEMO_STATEMENT_SET_ID } from '../../src/seed/seed-hierarchy';
import { countingRoundTrips, invoke } from '../support/invoke';
import { createdRubric, DEMO_ROOT, freshDemoFolder, rubricBody, type ErrorBody, type Rubric } from './support';

interface StatementSet {
  id: string;
  node_id: string;
  title: string;
  statements: { id: string; statement_id: string; title: string }[];
}

/** A folder with a statement set of two statements, and a folder beneath it. */
async function standards() {
  const folder = await freshDemoFolder();
  const inner = await freshDemoFolder(folder.id);
  const { body: set } = await invoke<StatementSet>(createStatementSet, {
    as: 'admin',
    path: { id: folder.id },
    body: {
      title: 'Speaking Standards',
      statements: [
        { title: 'Speaks clearly', statement_id: 'SP.1' },
        { title: 'Uses evidence', statement_id: 'SP.2' },
      ],
    },
  });
  const [clear, evidence] = set.statements as [StatementSet['statements'][0], StatementSet['statements'][0]];
  return { folder, inner, set, clear, evidence };
}

const deletable = async (setId: string) =>
  (await invoke<{ deletable: boolean }>(checkStatementSetDeletable, { as: 'admin', path: { id: setId } })).body
    .deletable;

describe('aligning a rubric to standards (spec 1 §3–5)', () => {
  it('aligns the whole rubric (with a threshold) and a criterion (with a minimum), filling in codes and titles', async () => {
    const { inner, clear, evidence } = await standards();
    const rubric = await createdRubric(inner.id, {
      statements_mapping: {
        statements: [{ id: clear.id, threshold: 70 }],
        criteria_mapping: { c2: [{ id: evidence.id, minimum: 4, title: 'whatever the client had' }] },
      },
    });
    expect(rubric.statements_mapping).toEqual({
      statements: [{ id: clear.id, statement_id: 'SP.1', title: 'Speaks clearly', threshold: 70 }],
      criteria_mapping: { c2: [{ id: evidence.id, statement_id: 'SP.2', title: 'Uses evidence', minimum: 4 }] },
    });
    expect(rubric.rubric_mapped_statements).toEqual([{ id: clear.id, statement_id: 'SP.1', threshold: 70 }]);
  });

  it('aligns to the statement sets of nodes above (Demo University’s teaching standards)', async () => {
    const folder = await freshDemoFolder();
    const rubric = await createdRubric(folder.id, {
      statements_mapping: { statements: [{ id: 'stmt_demo_2', threshold: 50 }] },
    });
    expect(rubric.statements_mapping.statements[0]).toMatchObject({
      statement_id: 'TS.2',
      title: 'Learning differences',
    });
  });

  it('refuses statements out of reach: a sibling node’s, another organisation’s, unknown ones', async () => {
    const { folder } = await standards();
    const sibling = await standards();
    const { status, body } = await invoke<ErrorBody>(createRubric, {
      as: 'admin',
      body: {
        node_id: folder.id,
        ...rubricBody({
          statements_mapping: {
            statements: [
              { id: sibling.clear.id, threshold: 10 },
              { id: 'stmt_other_1', threshold: 10 },
              { id: 'no_such_statement', threshold: 10 },
            ],
          },
        }),
      },
    });
    expect(status).toBe(400);
    const unavailable = 'This standard is not in the statement sets of this Rubric’s hierarchy node.';
    expect(body.fields).toEqual({
      'statements_mapping.statements.0.id': unavailable,
      'statements_mapping.statements.1.id': unavailable,
      'statements_mapping.statements.2.id': unavailable,
    });
    expect(await deletable(sibling.set.id)).toBe(true);
  });

  it('holds thresholds and minimums to the rules (spec 1 §5: "Score of the rubric must >= threshold %")', async () => {
    const { folder, clear, evidence } = await standards();
    const { status, body } = await invoke<ErrorBody>(createRubric, {
      as: 'admin',
      body: {
        node_id: folder.id,
        ...rubricBody({
          statements_mapping: {
            statements: [{ id: clear.id }],
            criteria_mapping: {
              c1: [{ id: evidence.id, minimum: 4 }],
              c3: [{ id: evidence.id, minimum: 2.5 }],
              c9: [],
            },
          },
        }),
      },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      'statements_mapping.statements.0.threshold': 'Please enter a threshold between 0 and 100.',
      'statements_mapping.criteria_mapping.c1.0.minimum': 'The minimum score cannot exceed 3.',
      'statements_mapping.criteria_mapping.c3.0.minimum': 'Only integer.',
      'statements_mapping.criteria_mapping.c9': 'This criterion is not in the Rubric.',
    });
    const plain = await invoke<ErrorBody>(createRubric, {
      as: 'admin',
      body: {
        node_id: folder.id,
        ...rubricBody({ points: [], statements_mapping: { statements: [{ id: clear.id, threshold: 50 }] } }),
      },
    });
    expect(plain.body.fields).toEqual({
      'statements_mapping.statements.0.threshold': 'A Rubric without points has no threshold.',
    });
  });
});

describe('statement sets count the rubrics aligned to them (a set in use cannot be deleted)', () => {
  it('counts a rubric while it is aligned, through saves, copies and deletes', async () => {
    const { folder, set, clear } = await standards();
    expect(await deletable(set.id)).toBe(true);
    const aligned = { statements_mapping: { statements: [{ id: clear.id, threshold: 60 }] } };
    const rubric = await createdRubric(folder.id, aligned);
    expect(await deletable(set.id)).toBe(false);
    const refused = await invoke<ErrorBody>(deleteStatementSet, { as: 'admin', path: { id: set.id } });
    expect(refused.status).toBe(409);

    const copy = await invoke<Rubric>(copyRubric, { as: 'admin', path: { id: rubric.id }, body: {} });
    const unaligned = await invoke<Rubric>(updateRubric, {
      as: 'admin',
      path: { id: rubric.id },
      body: { ...rubricBody(), version: 1 },
    });
    expect(unaligned.body.statements_mapping.statements).toEqual([]);
    expect(await deletable(set.id)).toBe(false); // the copy still uses it
    await invoke(deleteRubric, { as: 'admin', path: { id: copy.body.id }, query: { version: '1' } });
    expect(await deletable(set.id)).toBe(true);
    await invoke(updateRubric, {
      as: 'admin',
      path: { id: rubric.id },
      body: { ...rubricBody(aligned), version: 2 },
    });
    expect(await deletable(set.id)).toBe(false);
    await invoke(deleteRubric, { as: 'admin', path: { id: rubric.id }, query: { version: '3' } });
    expect((await invoke(deleteStatementSet, { as: 'admin', path: { id: set.id } })).status).toBe(200);
  });

  it('keeps the seeded teaching standards in use by the demo rubrics', async () => {
    expect(await deletable(DEMO_STATEMENT_SET_ID)).toBe(false);
  });
});

describe('moving keeps an aligned rubric within reach of its standards', () => {
  it('leaves out, and refuses, nodes from which the aligned statement sets are out of reach', async () => {
    const { folder, inner, clear } = await standards();
    const rubric = await createdRubric(inner.id, {
      statements_mapping: { statements: [{ id: clear.id, threshold: 60 }] },
    });
    const targets = (
      await invoke<{ targets: { id: string }[] }>(listRubricMoveTargets, { as: 'admin', path: { id: rubric.id } })
    ).body.targets.map((target) => target.id);
    expect(targets).toContain(folder.id);
    expect(targets).not.toContain(DEMO_ROOT);
    const refused = await invoke<ErrorBody>(moveRubric, {
      as: 'admin',
      path: { id: rubric.id },
      body: { node_id: DEMO_ROOT, version: 1 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      node_id: 'This Rubric is aligned to standards that are not available in that hierarchy node.',
    });
  });
});

describe('the statement sets a rubric may use (GET /api/rubrics/statement-sets)', () => {
  it('lists the node’s sets and those above it, nearest first, with their statements', async () => {
    const { folder, inner, set } = await standards();
    const { status, body } = await invoke<{ items: StatementSet[] }>(listAlignableStatementSets, {
      as: 'admin',
      query: { node: inner.id },
    });
    expect(status).toBe(200);
    expect(body.items[0]?.id).toBe(set.id);
    expect(body.items.map((item) => item.id)).toContain(DEMO_STATEMENT_SET_ID);
    expect(body.items[0]).toMatchObject({
      node_id: folder.id,
      statements: [{ statement_id: 'SP.1' }, { statement_id: 'SP.2' }],
    });
  });

  it('keeps other organisations’ nodes out (404), and reads the tree then each node on the path', async () => {
    expect((await invoke(listAlignableStatementSets, { as: 'otherAdmin', query: { node: DEMO_ROOT } })).status).toBe(
      404,
    );
    const { inner } = await standards();
    const read = () => invoke(listAlignableStatementSets, { as: 'admin', query: { node: inner.id } });
    const { calls } = await countingRoundTrips(read);
    expect(calls.slice(2)).toEqual(['QueryCommand', ...inner.path.map(() => 'QueryCommand')]);
  });
});
