import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  createRubric,
  listRubrics,
  listTemplates,
  publishRubric,
  transferRubric,
  transferTemplate,
  type RubricSummary,
  type TemplateSummary,
} from '@tessera/shared';
import { documentClient, tableName } from '../../src/db/client';
import { insertNode } from '../../src/db/hierarchy/nodes';
import { libraryIndexesMigration } from '../../src/migrations/0028-library-indexes';
import { MIGRATIONS } from '../../src/migrations';
import type { MigrationContext } from '../../src/migrations/types';
import { invoke, type Caller } from '../support/invoke';
import { freshOrganisation, rubricBody } from '../rubrics/support';
import { createdTemplate } from '../templates/support';

/**
 * Migration 0028-library-indexes (ADR 0028 §4, §5): items written before the library indexes (no index keys, no
 * outline) are listed again through the API once it has run; running it twice changes nothing more, and a run
 * stopped halfway continues where it was.
 */
const NEW_ATTRIBUTES = ['gsi3pk', 'gsi3sk', 'gsi4pk', 'gsi4sk', 'titleKey', 'outline'];

/** Rewrites a stored item as it was before ADR 0028: the same attributes without the library ones. */
async function toOldShape(pk: string, sk: string): Promise<void> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName(), Key: { pk, sk } }));
  if (!Item) throw new Error(`no item ${pk} ${sk}`);
  const old = Object.fromEntries(Object.entries(Item).filter(([name]) => !NEW_ATTRIBUTES.includes(name)));
  await documentClient().send(new PutCommand({ TableName: tableName(), Item: old }));
}

const stored = async (pk: string, sk: string) =>
  (await documentClient().send(new GetCommand({ TableName: tableName(), Key: { pk, sk } }))).Item;

function memoryContext(failAfterSaves = Infinity): MigrationContext & { saved: Map<string, string>; lines: string[] } {
  const saved = new Map<string, string>();
  const lines: string[] = [];
  let saves = 0;
  return {
    saved,
    lines,
    readCheckpoint: (scope) => Promise.resolve(saved.get(scope) ?? null),
    saveCheckpoint: (scope, checkpoint) => {
      saves += 1;
      if (saves > failAfterSaves) return Promise.reject(new Error('stopped'));
      saved.set(scope, checkpoint);
      return Promise.resolve();
    },
    log: (line) => lines.push(line),
  };
}

const rubricsOf = async (as: Caller, node: string, sort = 'title') =>
  (await invoke<{ items: RubricSummary[] }>(listRubrics, { as, query: { node, sort } })).body.items;
const templatesOf = async (as: Caller, node: string) =>
  (await invoke<{ items: TemplateSummary[] }>(listTemplates, { as, query: { node } })).body.items;

describe('migration 0028-library-indexes', () => {
  it('is listed in MIGRATIONS under its id', () => {
    expect(MIGRATIONS.map((migration) => migration.id)).toContain('0028-library-indexes');
  });

  it('lists old rubrics and templates through the API again, with outlines, and a second run changes nothing', async () => {
    const { rootAdmin, top, organizationId } = await freshOrganisation();
    const child = await insertNode({ organizationId, nodeId: `child_${organizationId}`, text: 'Child', parent: top });
    if (child.status !== 'created') throw new Error(child.status);
    const node = top.nodeId;
    const created = await invoke<RubricSummary>(createRubric, {
      as: rootAdmin,
      body: { node_id: node, ...rubricBody({ title: 'Zulu' }) },
    });
    const plain = await invoke<RubricSummary>(createRubric, {
      as: rootAdmin,
      body: { node_id: node, ...rubricBody({ title: 'Alpha', points: [], weight: [], contents: [] }) },
    });
    await invoke(publishRubric, { as: rootAdmin, path: { id: plain.body.id }, body: { version: 1 } });
    const sent = await invoke(transferRubric, {
      as: rootAdmin,
      path: { id: created.body.id },
      body: { node_id: child.node.nodeId, version: 1 },
    });
    expect(sent.status).toBe(200);
    const template = await createdTemplate(node, `Old template ${organizationId}`, {}, rootAdmin);
    const moved = await createdTemplate(node, `Sent template ${organizationId}`, {}, rootAdmin);
    expect(
      (
        await invoke(transferTemplate, {
          as: rootAdmin,
          path: { id: moved.id },
          body: { node_id: child.node.nodeId, version: 1 },
        })
      ).status,
    ).toBe(200);
    const before = {
      rubrics: await rubricsOf(rootAdmin, node),
      incoming: await rubricsOf(rootAdmin, child.node.nodeId),
      templates: await templatesOf(rootAdmin, node),
      waiting: await templatesOf(rootAdmin, child.node.nodeId),
    };
    expect(before.rubrics.map((row) => row.title)).toEqual(['Alpha', 'Default Rubric', 'Zulu']);

    const org = `ORG#${organizationId}`;
    for (const sk of [
      `RUBRIC#default_${organizationId}`,
      `RUBRIC#${created.body.id}`,
      `RUBRIC#${plain.body.id}`,
      `TRANSFER#RUBRIC#${created.body.id}`,
      `TEMPLATE_ROW#${template.id}`,
      `TEMPLATE_ROW#${moved.id}`,
      `TEMPLATE_TRANSFER#${moved.id}`,
    ]) {
      await toOldShape(org, sk);
    }
    // The old shape is invisible to the new lists (only the default rubric, which no index holds).
    expect((await rubricsOf(rootAdmin, node)).map((row) => row.title)).toEqual(['Default Rubric']);
    expect(await templatesOf(rootAdmin, node)).toEqual([]);

    const first = memoryContext();
    await libraryIndexesMigration.run(first);
    expect(first.saved.get('*')).toBe('done');
    expect(first.saved.get(organizationId)).toBe('done');
    expect(first.lines).toContain(`${organizationId}: 7 library items given their index keys`);

    expect(await rubricsOf(rootAdmin, node)).toEqual(before.rubrics);
    expect(await rubricsOf(rootAdmin, node, 'date')).toEqual(
      [...before.rubrics].sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id.localeCompare(a.id)),
    );
    expect(await rubricsOf(rootAdmin, child.node.nodeId)).toEqual(before.incoming);
    expect(await templatesOf(rootAdmin, node)).toEqual(before.templates);
    expect(await templatesOf(rootAdmin, child.node.nodeId)).toEqual(before.waiting);
    expect((await stored(org, `RUBRIC#${plain.body.id}`))?.outline).toEqual({
      mode: 'plain',
      maximum: 0,
      levelsCount: 4,
      criteriaCount: 3,
    });

    // Run again, recorded (skips at once) and from nothing (finds nothing to change).
    await libraryIndexesMigration.run(first);
    const again = memoryContext();
    await libraryIndexesMigration.run(again);
    expect(again.lines.filter((line) => line.startsWith(organizationId))).toEqual([]);
    expect(await rubricsOf(rootAdmin, node)).toEqual(before.rubrics);
  });

  it('continues where a stopped run was', async () => {
    const { rootAdmin, top, organizationId } = await freshOrganisation();
    const rubric = await invoke<RubricSummary>(createRubric, {
      as: rootAdmin,
      body: { node_id: top.nodeId, ...rubricBody({ title: 'Resumed' }) },
    });
    await toOldShape(`ORG#${organizationId}`, `RUBRIC#${rubric.body.id}`);
    const stopped = memoryContext(1);
    await expect(libraryIndexesMigration.run(stopped)).rejects.toThrow('stopped');
    const resumed = memoryContext();
    for (const [scope, checkpoint] of stopped.saved) await resumed.saveCheckpoint(scope, checkpoint);
    await libraryIndexesMigration.run(resumed);
    expect(resumed.saved.get('*')).toBe('done');
    expect((await rubricsOf(rootAdmin, top.nodeId)).map((row) => row.title)).toEqual(['Default Rubric', 'Resumed']);
  });
});
