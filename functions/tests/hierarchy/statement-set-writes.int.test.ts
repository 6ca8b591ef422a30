/**
 * Statement set writes larger than one transaction, at the repository (docs/data-model.md "update statement
 * set"): all or nothing when a batch throws halfway or the commit is refused, version-checked, and a set held
 * by a large update refuses every other write until it is committed, undone or its time is past.
 */
import { getItem, updateItem } from '../../src/db/items';
import { guardEntity } from '../../src/db/hierarchy/entities/guard';
import { statementSetEntity } from '../../src/db/hierarchy/entities/statement-set';
import { guardKeyValue } from '../../src/db/hierarchy/guards';
import {
  insertStatementSet,
  removeStatementSet,
  getStatementSet,
  getStatements,
  setTitleScope,
  SET_LOCK_MS,
  saveStatementSet,
  type Statement,
  type StatementSet,
} from '../../src/db/hierarchy/statements';
import { freshOrganisation } from './support';

const statement = (set: { organizationId: string; nodeId: string; setId: string }, id: string, title: string) =>
  ({
    ...set,
    statementId: id,
    title,
    abbreviation: '',
    code: '',
    description: '',
    parentId: null,
    sourceIdentifier: null,
  }) satisfies Statement;

/** A set of `count` statements on a fresh organisation's top node. */
async function bigSet(count: number, title = 'Big set') {
  const fresh = await freshOrganisation();
  const where = { organizationId: fresh.organizationId, nodeId: fresh.top.nodeId, setId: `set_${count}_${title}` };
  const statements = Array.from({ length: count }, (_, i) => statement(where, `st-${i}`, `Statement ${i}`));
  const created = await insertStatementSet(
    { ...where, title, abbreviation: '', sourceKind: 'manual', sourceIdentifier: null, sourceUri: null },
    statements,
  );
  if ('refused' in created) throw new Error(created.refused);
  return { where, set: created, statements };
}

/** The set and the content of every statement it names, and of `extra` ids, as stored. */
async function stored(set: StatementSet, extra: string[] = []) {
  const now = await getStatementSet(set.organizationId, set.setId);
  const contents = await getStatements(set.organizationId, [...(now?.statementIds ?? []), ...extra], {
    consistent: true,
  });
  return { set: now, contents: new Map(contents.map((s) => [s.statementId, s.title])) };
}

describe('updating a statement set too large for one transaction', () => {
  it('changes nothing when a batch throws halfway: new statements removed, kept ones restored, set released', async () => {
    const { where, set, statements } = await bigSet(150);
    const before = await stored(set);
    const fresh = Array.from({ length: 40 }, (_, i) => statement(where, `new-${i}`, `New ${i}`));
    const revised = statements.map((s) => ({ ...s, title: `Revised ${s.title}` }));
    // DynamoDB refuses an item over 400 KB: the batch holding this kept statement throws after five batches
    // of revised statements (and every new one) were written.
    const failing = revised.map((s, i) => (i === 140 ? { ...s, description: 'x'.repeat(420 * 1024) } : s));
    await expect(
      saveStatementSet(set, { title: 'Big set, revised', abbreviation: '' }, [...failing, ...fresh]),
    ).rejects.toThrow();

    const after = await stored(
      set,
      fresh.map((s) => s.statementId),
    );
    expect(after.contents).toEqual(before.contents);
    expect(after.set).toMatchObject({ title: 'Big set', statementIds: set.statementIds, lockedUntil: null });
    // Released: a later update of the set goes through (at the version the hold left).
    const current = after.set as StatementSet;
    expect(await saveStatementSet(current, { title: 'Big set', abbreviation: '' }, revised)).toBe('saved');
    expect((await stored(set)).contents.get('st-0')).toBe('Revised Statement 0');
  });

  it('changes nothing when the commit is refused (a title another set took meanwhile)', async () => {
    const { where, set, statements } = await bigSet(120, 'Original');
    const rival = await insertStatementSet(
      {
        ...where,
        setId: 'rival',
        title: 'Wanted',
        abbreviation: '',
        sourceKind: 'manual',
        sourceIdentifier: null,
        sourceUri: null,
      },
      [],
    );
    expect('refused' in rival).toBe(false);
    const before = await stored(set);
    const fresh = Array.from({ length: 10 }, (_, i) => statement(where, `new-${i}`, `New ${i}`));
    const revised = statements.slice(10).map((s) => ({ ...s, title: `Revised ${s.title}` }));
    expect(await saveStatementSet(set, { title: 'Wanted', abbreviation: '' }, [...revised, ...fresh])).toBe(
      'title_taken',
    );
    const after = await stored(
      set,
      fresh.map((s) => s.statementId),
    );
    expect(after.contents).toEqual(before.contents);
    expect(after.set).toMatchObject({ title: 'Original', statementIds: set.statementIds, lockedUntil: null });
    // The title guard still belongs to the rival, and the set's own is kept.
    const guard = (title: string) =>
      getItem(guardEntity, {
        organizationId: where.organizationId,
        scope: setTitleScope(where.nodeId),
        value: guardKeyValue(setTitleScope(where.nodeId), title),
      });
    expect(await guard('Wanted')).toMatchObject({ ownerId: 'rival' });
    expect(await guard('Original')).toMatchObject({ ownerId: set.setId });
  });

  it('is version-checked: a set changed since it was read refuses the update (conflict), small or large', async () => {
    const changes = { title: 'Big set', abbreviation: '' };
    const large = await bigSet(150);
    expect(await saveStatementSet(large.set, changes, large.statements.slice(1))).toBe('saved');
    // `large.set` is now stale.
    expect(await saveStatementSet(large.set, changes, large.statements.slice(2))).toBe('conflict');
    expect((await getStatementSet(large.set.organizationId, large.set.setId))?.statementIds).toHaveLength(149);

    const small = await bigSet(5);
    expect(await saveStatementSet(small.set, changes, small.statements.slice(1))).toBe('saved');
    expect(await saveStatementSet(small.set, changes, small.statements.slice(2))).toBe('conflict');
    expect((await getStatementSet(small.set.organizationId, small.set.setId))?.statementIds).toHaveLength(4);
  });

  it('refuses other writes while a large update holds the set, and lets them through once its time is past', async () => {
    const { where, set, statements } = await bigSet(20);
    const key = { organizationId: where.organizationId, setId: where.setId };
    const now = Date.now();
    await updateItem(statementSetEntity, key, { set: { lockedUntil: now + SET_LOCK_MS } });
    const held = (await getStatementSet(where.organizationId, where.setId)) as StatementSet;
    expect(await saveStatementSet(held, { title: 'Other', abbreviation: '' }, statements)).toBe('conflict');
    expect(await removeStatementSet(held)).toBe('conflict');

    await updateItem(statementSetEntity, key, { set: { lockedUntil: now - 1 } });
    const expired = (await getStatementSet(where.organizationId, where.setId)) as StatementSet;
    expect(await saveStatementSet(expired, { title: 'Other', abbreviation: '' }, statements)).toBe('saved');
    expect(set.setId).toBe(expired.setId);
  });
});
