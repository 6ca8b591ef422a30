import {
  labelContracts,
  logCategoryContracts,
  siteCategoryContracts,
  siteContracts,
  createLogCategory,
  createSite,
  createSiteCategory,
  deleteLogCategory,
  listLogCategories,
  listSites,
  updateSite,
} from '@tessera/shared';
import { addLogCategoryReferences } from '../../src/db/hierarchy/items';
import { countingRoundTrips, invoke } from '../support/invoke';
import { DEMO_ROOT, freshDemoFolder } from './support';

interface Item {
  id: string;
  name: string;
  node_id: string;
  site_category?: { id: string; name: string } | null;
  is_referenced?: boolean;
}
type Items = { items: Item[] };

const kinds = [
  ['labels', labelContracts],
  ['sites', siteContracts],
  ['site categories', siteCategoryContracts],
  ['log categories', logCategoryContracts],
] as const;

describe.each(kinds)('%s of a node (spec 2 §3, §7 "Other hierarchy objects")', (_label, contracts) => {
  const { list, create, update, remove } = contracts;

  it('creates, lists (by name), renames and deletes', async () => {
    const folder = await freshDemoFolder();
    const b = await invoke<Item>(create, { as: 'admin', path: { id: folder.id }, body: { name: '  Beta  ' } });
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ name: 'Beta', node_id: folder.id });
    await invoke(create, { as: 'admin', path: { id: folder.id }, body: { name: 'alpha' } });
    const listed = await invoke<Items>(list, { as: 'admin', path: { id: folder.id } });
    expect(listed.body.items.map((item) => item.name)).toEqual(['alpha', 'Beta']);
    expect(
      (await invoke<Items>(list, { as: 'admin', path: { id: folder.id }, query: { q: 'BET' } })).body.items.map(
        (i) => i.name,
      ),
    ).toEqual(['Beta']);

    const renamed = await invoke<Item>(update, { as: 'admin', path: { id: b.body.id }, body: { name: 'Gamma' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('Gamma');
    expect((await invoke(remove, { as: 'admin', path: { id: b.body.id } })).status).toBe(200);
    expect(
      (await invoke<Items>(list, { as: 'admin', path: { id: folder.id } })).body.items.map((item) => item.name),
    ).toEqual(['alpha']);
    expect((await invoke(update, { as: 'admin', path: { id: b.body.id }, body: { name: 'Back' } })).status).toBe(404);
  });

  it('refuses a blank name and a name another one in the folder has, in any case', async () => {
    const folder = await freshDemoFolder();
    const blank = await invoke(create, { as: 'admin', path: { id: folder.id }, body: { name: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ fields: { name: 'This field cannot be left blank.' } });
    const long = await invoke(create, { as: 'admin', path: { id: folder.id }, body: { name: 'x'.repeat(256) } });
    expect(long.body).toMatchObject({ fields: { name: 'Please use 255 characters or fewer.' } });
    await invoke(create, { as: 'admin', path: { id: folder.id }, body: { name: 'Unique' } });
    const clash = await invoke(create, { as: 'admin', path: { id: folder.id }, body: { name: 'UNIQUE' } });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({
      code: 'hierarchy.item.name_taken',
      message: 'This name has already been taken.',
      fields: { name: 'This name has already been taken.' },
    });
  });

  it('keeps another organisation’s items invisible (404)', async () => {
    const folder = await freshDemoFolder();
    const item = await invoke<Item>(create, { as: 'admin', path: { id: folder.id }, body: { name: 'Private' } });
    const answers = await Promise.all([
      invoke(list, { as: 'otherAdmin', path: { id: folder.id } }),
      invoke(create, { as: 'otherAdmin', path: { id: folder.id }, body: { name: 'Mine' } }),
      invoke(update, { as: 'otherAdmin', path: { id: item.body.id }, body: { name: 'Mine' } }),
      invoke(remove, { as: 'otherAdmin', path: { id: item.body.id } }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
  });

  it('reads a node’s list in 2 round trips after resolving the actor (docs/architecture.md §10)', async () => {
    await invoke(list, { as: 'admin', path: { id: DEMO_ROOT } });
    const { result, calls } = await countingRoundTrips(() => invoke(list, { as: 'admin', path: { id: DEMO_ROOT } }));
    expect(result.status).toBe(200);
    expect(calls.slice(2)).toEqual(['QueryCommand', 'QueryCommand']);
  });

  it.each(['student', 'faculty'] as const)('refuses the %s with 403', async (user) => {
    expect((await invoke(list, { as: user, path: { id: DEMO_ROOT } })).status).toBe(403);
  });
});

describe('sites and their site category', () => {
  it('shows a site’s category, and refuses a category that is not in the folder', async () => {
    const folder = await freshDemoFolder();
    const category = await invoke<Item>(createSiteCategory, {
      as: 'admin',
      path: { id: folder.id },
      body: { name: 'Hospital' },
    });
    const site = await invoke<Item>(createSite, {
      as: 'admin',
      path: { id: folder.id },
      body: { name: 'General', site_category_id: category.body.id },
    });
    expect(site.body.site_category).toEqual({ id: category.body.id, name: 'Hospital' });
    const other = await freshDemoFolder();
    const wrong = await invoke(createSite, {
      as: 'admin',
      path: { id: other.id },
      body: { name: 'X', site_category_id: category.body.id },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ fields: { site_category_id: 'This value is not valid.' } });
    const cleared = await invoke<Item>(updateSite, {
      as: 'admin',
      path: { id: site.body.id },
      body: { name: 'General', site_category_id: null },
    });
    expect(cleared.body.site_category).toBeNull();
  });

  it('shows the seeded sites of Demo University with their category', async () => {
    const { body } = await invoke<Items>(listSites, { as: 'admin', path: { id: DEMO_ROOT } });
    expect(body.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Lincoln Elementary',
          site_category: { id: 'sitecat_demo_school', name: 'Partner school' },
        }),
      ]),
    );
  });
});

describe('log categories: is_referenced blocks removal (spec 2 §3, §5)', () => {
  it('reports is_referenced and refuses removing a referenced log category with a clear message', async () => {
    const folder = await freshDemoFolder();
    const category = await invoke<Item>(createLogCategory, {
      as: 'admin',
      path: { id: folder.id },
      body: { name: 'Observation' },
    });
    expect(category.body.is_referenced).toBe(false);
    await addLogCategoryReferences('org_demo', category.body.id, 1);
    const listed = await invoke<Items>(listLogCategories, { as: 'admin', path: { id: folder.id } });
    expect(listed.body.items).toEqual([expect.objectContaining({ name: 'Observation', is_referenced: true })]);
    const refused = await invoke(deleteLogCategory, { as: 'admin', path: { id: category.body.id } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'hierarchy.log_category.referenced',
      message: 'This log category is used by a course and cannot be removed.',
      fields: {},
    });
    await addLogCategoryReferences('org_demo', category.body.id, -1);
    expect((await invoke(deleteLogCategory, { as: 'admin', path: { id: category.body.id } })).status).toBe(200);
  });
});
