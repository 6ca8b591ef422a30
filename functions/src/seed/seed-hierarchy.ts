import { formatCalendarDateIso, type CalendarDate } from '@tessera/shared';
import { createHierarchyItem, getHierarchyItem, type ItemKind } from '../db/hierarchy/items';
import { insertNode, listTree, type HierarchyNode, type NodeAdmin } from '../db/hierarchy/nodes';
import type { Statement } from '../db/hierarchy/statements';
import { insertStatementSet, getStatementSet } from '../db/hierarchy/statements';
import { insertTerm, listOrganisationTerms } from '../db/hierarchy/terms';
import type { DemoUserKey } from './seed-demo';

/** Fixed ids of the seeded tree, so re-seeding finds what is already there. */
export const DEMO_HIERARCHY = {
  demoRoot: { nodeId: 'node_demo_root', text: 'Demo University', mountableType: 'institution' },
  demoCollege: { nodeId: 'node_demo_college', text: 'College of Education', mountableType: 'college' },
  demoProgram: { nodeId: 'node_demo_program', text: 'Teacher Education Program', mountableType: 'program' },
  otherRoot: { nodeId: 'node_other_root', text: 'Other College', mountableType: 'institution' },
} as const;

export const DEMO_STATEMENT_SET_ID = 'set_demo_teaching';
export const OTHER_STATEMENT_SET_ID = 'set_other_nursing';

const DEMO_ITEMS: { kind: ItemKind; itemId: string; name: string; siteCategoryId?: string }[] = [
  { kind: 'label', itemId: 'label_demo_math', name: 'Mathematics' },
  { kind: 'label', itemId: 'label_demo_literacy', name: 'Literacy' },
  { kind: 'label', itemId: 'label_demo_science', name: 'Science' },
  { kind: 'site_category', itemId: 'sitecat_demo_school', name: 'Partner school' },
  { kind: 'site', itemId: 'site_demo_lincoln', name: 'Lincoln Elementary', siteCategoryId: 'sitecat_demo_school' },
  {
    kind: 'site',
    itemId: 'site_demo_roosevelt',
    name: 'Roosevelt Middle School',
    siteCategoryId: 'sitecat_demo_school',
  },
  { kind: 'log_category', itemId: 'logcat_demo_teaching', name: 'Classroom teaching' },
];

const DEMO_STATEMENTS = [
  {
    id: 'stmt_demo_1',
    code: 'TS.1',
    title: 'Learner development',
    description: 'Understands how learners grow and develop.',
  },
  {
    id: 'stmt_demo_2',
    code: 'TS.2',
    title: 'Learning differences',
    description: 'Uses understanding of individual differences.',
  },
  {
    id: 'stmt_demo_3',
    code: 'TS.3',
    title: 'Learning environments',
    description: 'Creates environments that support learning.',
  },
];

const OTHER_ITEMS: typeof DEMO_ITEMS = [
  { kind: 'label', itemId: 'label_other_clinical', name: 'Clinical practice' },
  { kind: 'site_category', itemId: 'sitecat_other_hospital', name: 'Teaching hospital' },
  { kind: 'site', itemId: 'site_other_general', name: 'General Hospital', siteCategoryId: 'sitecat_other_hospital' },
  { kind: 'log_category', itemId: 'logcat_other_ward', name: 'Ward hours' },
];

const OTHER_STATEMENTS = [
  { id: 'stmt_other_1', code: 'NC.1', title: 'Patient safety', description: 'Keeps patients safe from harm.' },
];

/** The term the date falls in: Spring (Jan–May), Summer (Jun–mid Aug) or Fall (mid Aug–Dec). */
export function currentTerm(now: Date): { code: string; name: string; startDate: string; endDate: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() + 1;
  const day = now.getUTCDate();
  const iso = (m: number, d: number) => formatCalendarDateIso({ year, month: m, day: d } satisfies CalendarDate);
  if (month <= 5) return { code: `SP${year}`, name: `Spring ${year}`, startDate: iso(1, 1), endDate: iso(5, 31) };
  if (month < 8 || (month === 8 && day < 15))
    return { code: `SU${year}`, name: `Summer ${year}`, startDate: iso(6, 1), endDate: iso(8, 14) };
  return { code: `FA${year}`, name: `Fall ${year}`, startDate: iso(8, 15), endDate: iso(12, 31) };
}

export interface SeedHierarchyDeps {
  /** User id (Cognito sub) by demo user key, as seedDemo returns them. */
  userIds: Record<DemoUserKey, string>;
  now?: Date;
}

const admin = (userId: string, email: string, firstName: string, lastName: string, role: string): NodeAdmin => ({
  userId,
  email,
  firstName,
  lastName,
  role,
});

/**
 * The demo organisation's tree (idempotent): "Demo University" at the top, on which admin@demo.test and
 * rootadmin@demo.test are admins, a college and a program beneath, labels, a site category with sites, a log
 * category and a statement set on the top node, and the current term. Other College gets its own top node
 * with admin@other.test on it.
 */
export async function seedHierarchy(deps: SeedHierarchyDeps): Promise<void> {
  const { userIds } = deps;
  const demoOrg = 'org_demo';
  const otherOrg = 'org_other';

  const ensureNode = async (
    organizationId: string,
    spec: (typeof DEMO_HIERARCHY)[keyof typeof DEMO_HIERARCHY],
    parent: HierarchyNode | null,
    admins: NodeAdmin[] = [],
  ) => {
    const existing = (await listTree(organizationId)).find((node) => node.nodeId === spec.nodeId);
    if (existing) return existing;
    const outcome = await insertNode({
      organizationId,
      nodeId: spec.nodeId,
      text: spec.text,
      parent,
      rootSlot: 1,
      mountableType: spec.mountableType,
      admins,
    });
    if (outcome.status !== 'created') throw new Error(`seed: cannot create node ${spec.nodeId} (${outcome.status})`);
    return outcome.node;
  };

  const root = await ensureNode(demoOrg, DEMO_HIERARCHY.demoRoot, null, [
    admin(userIds.admin, 'admin@demo.test', 'Ada', 'Admin', 'admin'),
    admin(userIds.rootAdmin, 'rootadmin@demo.test', 'Rory', 'Root', 'root_admin'),
    admin(userIds.admin2, 'admin2@demo.test', 'Noa', 'Navarro', 'admin'),
    admin(userIds.admin3, 'admin3@demo.test', 'Teo', 'Torres', 'admin'),
    admin(userIds.admin4, 'admin4@demo.test', 'Lia', 'Lopez', 'admin'),
  ]);
  const college = await ensureNode(demoOrg, DEMO_HIERARCHY.demoCollege, root);
  await ensureNode(demoOrg, DEMO_HIERARCHY.demoProgram, college);
  const otherRoot = await ensureNode(otherOrg, DEMO_HIERARCHY.otherRoot, null, [
    admin(userIds.otherAdmin, 'admin@other.test', 'Olga', 'Other-Admin', 'admin'),
  ]);

  for (const item of DEMO_ITEMS) {
    if (await getHierarchyItem(demoOrg, item.kind, item.itemId)) continue;
    await createHierarchyItem({ organizationId: demoOrg, nodeId: root.nodeId, siteCategoryId: null, ...item });
  }
  await ensureStatementSet(demoOrg, root.nodeId, DEMO_STATEMENT_SET_ID, 'Teaching Standards', 'TS', DEMO_STATEMENTS);

  // Other College gets one of each kind too, so tests can show one organisation never reaches another's.
  for (const item of OTHER_ITEMS) {
    if (await getHierarchyItem(otherOrg, item.kind, item.itemId)) continue;
    await createHierarchyItem({ organizationId: otherOrg, nodeId: otherRoot.nodeId, siteCategoryId: null, ...item });
  }
  await ensureStatementSet(
    otherOrg,
    otherRoot.nodeId,
    OTHER_STATEMENT_SET_ID,
    'Nursing Competencies',
    'NC',
    OTHER_STATEMENTS,
  );

  const term = currentTerm(deps.now ?? new Date());
  for (const [organizationId, prefix] of [
    [demoOrg, 'term_demo'],
    [otherOrg, 'term_other'],
  ] as const) {
    const terms = await listOrganisationTerms(organizationId);
    if (!terms.some((existing) => existing.code.toLowerCase() === term.code.toLowerCase())) {
      await insertTerm(organizationId, `${prefix}_${term.code.toLowerCase()}`, { ...term, includeAcademicData: true });
    }
  }
}

/** A statement set with its statements, unless it exists. */
async function ensureStatementSet(
  organizationId: string,
  nodeId: string,
  setId: string,
  title: string,
  abbreviation: string,
  items: readonly { id: string; code: string; title: string; description: string }[],
): Promise<void> {
  if (await getStatementSet(organizationId, setId)) return;
  const statements: Statement[] = items.map((s) => ({
    organizationId,
    statementId: s.id,
    setId,
    nodeId,
    title: s.title,
    abbreviation: '',
    code: s.code,
    description: s.description,
    parentId: null,
    sourceIdentifier: null,
  }));
  await insertStatementSet(
    {
      organizationId,
      setId,
      nodeId,
      title,
      abbreviation,
      sourceKind: 'manual',
      sourceIdentifier: null,
      sourceUri: null,
    },
    statements,
  );
}
