import { getStatementSet } from '../../src/db/hierarchy/statements';
import { listNodeRubrics, listOrganisationRubrics } from '../../src/db/rubrics/rubrics';
import type { DemoUserKey } from '../../src/seed/seed-demo';
import { DEMO_HIERARCHY, DEMO_STATEMENT_SET_ID } from '../../src/seed/seed-hierarchy';
import { DEMO_RUBRICS, seedRubrics } from '../../src/seed/seed-rubrics';
import { demoUserId } from '../support/fixtures';

describe('the demo rubrics (issue 9 "Demo data")', () => {
  it('gives Demo University two published rubrics aligned to its statement set (one scored, one plain), a draft and the default', async () => {
    const { rubrics } = await listNodeRubrics('org_demo', DEMO_HIERARCHY.demoRoot.nodeId);
    const seeded = (id: string) => rubrics.find((rubric) => rubric.rubricId === id);
    expect(seeded(DEMO_RUBRICS.scored)).toMatchObject({
      title: 'Lesson Plan Rubric',
      state: 'published',
      statementSetIds: [DEMO_STATEMENT_SET_ID],
      definition: {
        points: [
          [1, 2, 3, 4],
          [1, 2, 3, 4],
          [1, 2, 3, 4],
        ],
      },
    });
    expect(seeded(DEMO_RUBRICS.plain)).toMatchObject({
      title: 'Reflective Journal Rubric',
      state: 'published',
      statementSetIds: [DEMO_STATEMENT_SET_ID],
      definition: { points: [] },
    });
    expect(seeded(DEMO_RUBRICS.draft)).toMatchObject({ state: 'draft', statementSetIds: [] });
    const all = await listOrganisationRubrics('org_demo');
    expect(all.find((rubric) => rubric.state === 'default')).toMatchObject({
      rubricId: 'default_org_demo',
      title: 'Default Rubric',
      nodeId: null,
    });
  });

  it('gives Other College its default rubric and one published rubric', async () => {
    const all = await listOrganisationRubrics('org_other');
    expect(all.map((rubric) => [rubric.rubricId, rubric.state]).sort()).toEqual(
      expect.arrayContaining([
        ['default_org_other', 'default'],
        [DEMO_RUBRICS.other, 'published'],
      ]),
    );
  });

  it('is idempotent: seeding again adds nothing and counts nothing twice', async () => {
    const keys: DemoUserKey[] = ['admin', 'otherAdmin'];
    const userIds = Object.fromEntries(
      await Promise.all(keys.map(async (key) => [key, await demoUserId(key)])),
    ) as Record<DemoUserKey, string>;
    const before = await listOrganisationRubrics('org_demo');
    const set = await getStatementSet('org_demo', DEMO_STATEMENT_SET_ID);
    await seedRubrics({ userIds });
    expect((await listOrganisationRubrics('org_demo')).length).toBe(before.length);
    expect((await getStatementSet('org_demo', DEMO_STATEMENT_SET_ID))?.referenceCount).toBe(set?.referenceCount);
  });
});
