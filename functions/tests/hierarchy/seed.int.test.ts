import { listNodeContents } from '../../src/db/hierarchy/contents';
import { listOrganisationTerms } from '../../src/db/hierarchy/terms';
import { currentTerm, DEMO_HIERARCHY, DEMO_STATEMENT_SET_ID, seedHierarchy } from '../../src/seed/seed-hierarchy';
import { demoUserId } from '../support/fixtures';
import { listTree } from './support';
import type { DemoUserKey } from '../../src/seed/seed-demo';

describe('the demo hierarchy seed', () => {
  it('gives Demo University a tree with admin@demo.test, rootadmin@demo.test and the side-by-side admins on its top node, and Other College its own', async () => {
    const demo = await listTree('org_demo');
    const root = demo.find((node) => node.nodeId === DEMO_HIERARCHY.demoRoot.nodeId);
    expect(root).toMatchObject({ text: 'Demo University', parentId: '#', mountableType: 'institution' });
    expect(root?.admins.map((admin) => admin.email).sort()).toEqual([
      'admin2@demo.test',
      'admin3@demo.test',
      'admin4@demo.test',
      'admin@demo.test',
      'rootadmin@demo.test',
    ]);
    expect(demo.find((node) => node.nodeId === DEMO_HIERARCHY.demoCollege.nodeId)?.parentId).toBe(
      DEMO_HIERARCHY.demoRoot.nodeId,
    );
    expect(demo.find((node) => node.nodeId === DEMO_HIERARCHY.demoProgram.nodeId)?.parentId).toBe(
      DEMO_HIERARCHY.demoCollege.nodeId,
    );
    const other = await listTree('org_other');
    expect(other.find((node) => node.parentId === '#')).toMatchObject({
      text: 'Other College',
      admins: [expect.objectContaining({ email: 'admin@other.test' })],
    });
  });

  it('hangs labels, sites, a log category and a statement set on the top node, and adds the current term', async () => {
    const contents = await listNodeContents('org_demo', DEMO_HIERARCHY.demoRoot.nodeId);
    const names = (kind: string) =>
      contents.items
        .filter((item) => item.kind === kind)
        .map((item) => item.name)
        .sort();
    expect(names('label')).toEqual(expect.arrayContaining(['Literacy', 'Mathematics', 'Science']));
    expect(names('site')).toEqual(expect.arrayContaining(['Lincoln Elementary', 'Roosevelt Middle School']));
    expect(names('log_category')).toEqual(expect.arrayContaining(['Classroom teaching']));
    expect(contents.statementSets.find((set) => set.setId === DEMO_STATEMENT_SET_ID)).toMatchObject({
      title: 'Teaching Standards',
    });
    const term = currentTerm(new Date());
    expect((await listOrganisationTerms('org_demo')).map((t) => t.code)).toContain(term.code);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const keys: DemoUserKey[] = [
      'student',
      'faculty',
      'coordinator',
      'supervisor',
      'mentor',
      'peer',
      'admin',
      'rootAdmin',
      'support',
      'staff',
      'otherAdmin',
      'otherStudent',
    ];
    const userIds = Object.fromEntries(
      await Promise.all(keys.map(async (key) => [key, await demoUserId(key)])),
    ) as Record<DemoUserKey, string>;
    const before = await listNodeContents('org_demo', DEMO_HIERARCHY.demoRoot.nodeId);
    const termsBefore = await listOrganisationTerms('org_demo');
    await seedHierarchy({ userIds });
    const after = await listNodeContents('org_demo', DEMO_HIERARCHY.demoRoot.nodeId);
    expect(after.items.length).toBe(before.items.length);
    expect(after.statementSets.length).toBe(before.statementSets.length);
    expect((await listOrganisationTerms('org_demo')).length).toBe(termsBefore.length);
    expect((await listTree('org_other')).filter((node) => node.parentId === '#')).toHaveLength(1);
  });

  it.each([
    ['2026-03-10', 'SP2026', '2026-01-01', '2026-05-31'],
    ['2026-07-01', 'SU2026', '2026-06-01', '2026-08-14'],
    ['2026-11-21', 'FA2026', '2026-08-15', '2026-12-31'],
  ])('takes the term of %s to be %s', (day, code, startDate, endDate) => {
    expect(currentTerm(new Date(`${day}T12:00:00Z`))).toMatchObject({ code, startDate, endDate });
  });
});
