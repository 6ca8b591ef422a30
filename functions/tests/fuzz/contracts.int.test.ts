/**
 * Every contract, fuzzed (new contracts join by themselves): FUZZ_RUNS requests each (100 by default, which
 * keeps the 196 contracts near four minutes of CI; set the variable for more), generated from the contract's zod request schemas with real ids of a fuzz
 * organisation mixed in, and hostile variants (wrong types, huge strings, Unicode edge cases, prototype keys,
 * bad path ids, broken and oversized JSON). Whatever arrives: never a 5xx, every error in the
 * `{code, message, fields}` model without zod's own wording, every success in the contract's response schema.
 * Besides, every contract gets its generated body with each prototype key and with a value 40 levels deep
 * planted somewhere inside: always the body parser's 400, whoever calls (issue 21).
 * FUZZ_SEED replays a run.
 */
import { contracts, type Contract, type Role } from '@tessera/shared';
import * as z from 'zod/mini';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { createHierarchyItem } from '../../src/db/hierarchy/items';
import { insertStatementSet } from '../../src/db/hierarchy/statements';
import { insertTerm } from '../../src/db/hierarchy/terms';
import { insertTemplateTheme } from '../../src/db/templates/template-themes';
import { insertRubrics } from '../../src/http/rubrics/rubric-writes';
import { insertTemplateFolder } from '../../src/http/templates/folder-writes';
import { writeTemplate } from '../../src/http/templates/template-writes';
import { freshOrganisation } from '../hierarchy/support';
import { createUser, type FixtureUser } from '../support/fixtures';
import { asQuery, HOSTILE_STRINGS, mutate, nestedValue, plant, Random, validValue } from '../support/fuzz';
import { invoke } from '../support/invoke';

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

const errorBody = z.strictObject({
  code: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
  fields: z.record(z.string(), z.string().check(z.minLength(1))),
});
/** zod's own English, which must never reach a user. */
const ZOD_WORDING = /Invalid input|expected (string|number|object|array)|Too (big|small)|Unrecognized key/;

let organizationId: string;
let pool: string[];
const callers: Partial<Record<'student' | 'admin' | 'support' | 'staff', FixtureUser>> = {};

// A contract that queues a job (an extract's creation, 202) sends it to a queue kept here: this process has no
// job queue, and what the consumer makes of the message is its own suites' concern.
beforeAll(() => registerLocalQueuePort({ send: async () => ({ messageId: 'kept' }) }));
afterAll(() => registerLocalQueuePort(undefined));

beforeAll(async () => {
  const fresh = await freshOrganisation();
  organizationId = fresh.organizationId;
  const password = { password: 'Fuzz-pass-1234' };
  callers.admin = fresh.rootAdmin;
  callers.student = await createUser({ memberships: [[organizationId, ['student']]], withLogin: password });
  callers.support = await createUser({ memberships: [[organizationId, ['support']]] });
  // Provider staff live in an organisation of their own and reach others by naming them.
  const provider = await freshOrganisation();
  callers.staff = await createUser({ memberships: [[provider.organizationId, ['staff']]] });
  const nodeId = fresh.top.nodeId;
  await createHierarchyItem({
    organizationId,
    nodeId,
    kind: 'label',
    itemId: 'fuzz_label',
    name: 'Fuzz',
    siteCategoryId: null,
  });
  await createHierarchyItem({
    organizationId,
    nodeId,
    kind: 'site_category',
    itemId: 'fuzz_cat',
    name: 'Fuzz cat',
    siteCategoryId: null,
  });
  await createHierarchyItem({
    organizationId,
    nodeId,
    kind: 'site',
    itemId: 'fuzz_site',
    name: 'Fuzz site',
    siteCategoryId: 'fuzz_cat',
  });
  await createHierarchyItem({
    organizationId,
    nodeId,
    kind: 'log_category',
    itemId: 'fuzz_log',
    name: 'Fuzz log',
    siteCategoryId: null,
  });
  const statement = {
    organizationId,
    statementId: 'fuzz_statement',
    setId: 'fuzz_set',
    nodeId,
    title: 'Fuzz',
    abbreviation: '',
    code: 'F.1',
    description: '',
    parentId: null,
    sourceIdentifier: null,
  };
  await insertStatementSet(
    {
      organizationId,
      setId: 'fuzz_set',
      nodeId,
      title: 'Fuzz set',
      abbreviation: 'F',
      sourceKind: 'manual',
      sourceIdentifier: null,
      sourceUri: null,
    },
    [statement],
  );
  await insertTerm(organizationId, 'fuzz_term', {
    code: 'FZ1',
    name: 'Fuzz term',
    startDate: '2030-01-01',
    endDate: '2030-02-01',
    includeAcademicData: false,
  });
  // A published rubric aligned to the set, so rubric routes reach real state changes, moves and exports.
  const now = new Date().toISOString();
  await insertRubrics([
    {
      organizationId,
      rubricId: 'fuzz_rubric',
      nodeId,
      title: 'Fuzz rubric',
      state: 'published',
      definition: {
        levels: [
          { id: 'l1', name: 'Low' },
          { id: 'l2', name: 'High' },
        ],
        criterias: [{ id: 'c1', name: 'Fuzz', description: '' }],
        point: 1,
        weight: [1],
        enableNA: false,
        points: [[0, 1]],
        contents: [['', '']],
        statements_mapping: {
          criteria_mapping: {},
          statements: [{ id: 'fuzz_statement', statement_id: 'F.1', title: 'Fuzz', threshold: 50 }],
        },
      },
      statementSetIds: ['fuzz_set'],
      alignmentNodeIds: [nodeId],
      author: null,
      transfer: null,
      usageCount: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    },
  ]);
  // A template using the rubric, a template folder and a theme, so template routes reach real changes.
  await insertTemplateFolder({
    organizationId,
    folderId: 'fuzz_folder',
    nodeId,
    name: 'Fuzz folder',
    templatesCount: 0,
    version: 1,
    createdAt: now,
  });
  await writeTemplate({
    current: null,
    next: {
      organizationId,
      templateId: 'fuzz_template',
      snapshotId: null,
      nodeId,
      title: 'Fuzz template',
      description: '',
      workflowId: 'SupervisedAssessmentWorkflow',
      state: 'created',
      previousState: null,
      theme: 'template_blank',
      templateThemeId: null,
      folderId: 'fuzz_folder',
      pages: [
        {
          id: 'page-1',
          title: 'Fuzz',
          components: [
            { component_id: 'rubric-1', type: 'rubric', label: 'Rubric', rubric_id: 'fuzz_rubric', optional: false },
          ],
        },
      ],
      dataTemplates: {},
      content: '',
      abstract: '',
      settings: {
        plagiarism_enabled: false,
        show_plagiarism_report_to_students: false,
        allowed_to_showcase: false,
        display_assessment_panel: false,
        display_on_timeline: false,
        is_go_react_template: false,
        can_move_components: true,
        can_update_pages: true,
        can_customize_theme_style: true,
      },
      rolesAllowedMoveToDone: [],
      rubricIds: ['fuzz_rubric'],
      author: null,
      transfer: null,
      usageCount: 0,
      version: 1,
      createdAt: now,
      updatedAt: now,
    },
  });
  await insertTemplateTheme({
    organizationId,
    themeId: 'fuzz_theme',
    name: 'Fuzz theme',
    align: 'left',
    headerBackgroundColor: '#8B86CA',
    assignmentNameColor: '#212121',
    titleColor: '#4A4A4A',
    footer: '',
    logoOwnerId: null,
    logoAttachmentId: null,
    logoAlternativeText: '',
    version: 1,
    createdAt: now,
    updatedAt: now,
  });
  pool = [
    organizationId,
    'fuzz_template',
    'fuzz_folder',
    'fuzz_theme',
    'SupervisedAssessmentWorkflow',
    nodeId,
    'fuzz_label',
    'fuzz_cat',
    'fuzz_site',
    'fuzz_log',
    'fuzz_set',
    'fuzz_statement',
    'fuzz_term',
    'fuzz_rubric',
    ...Object.values(callers).map((user) => (user as FixtureUser).userId),
    'node_demo_root',
    'org_demo',
  ];
});

function callerFor(contract: Contract): FixtureUser | undefined {
  const audience = contract.audience;
  if (audience === 'public') return undefined;
  if (audience === 'authenticated') return callers.student;
  const has = (role: Role) => audience.includes(role);
  if (has('admin')) return callers.admin;
  if (has('support')) return callers.support;
  if (has('staff')) return callers.staff;
  return callers.student;
}

/** What the body parser refuses wherever it sits in a body, with the code it answers (issue 21, defect 9). */
const PLANTED: ReadonlyArray<readonly [string, unknown, string]> = [
  ['__proto__', { polluted: true }, 'system.body_key_refused'],
  ['constructor', { prototype: { polluted: true } }, 'system.body_key_refused'],
  ['prototype', 'x', 'system.body_key_refused'],
  ['deep', nestedValue(40), 'system.body_too_deep'],
];

/** Bodies that are not the JSON the schema wants at all. */
const RAW_BODIES = ['{', '[]', '"text"', 'null', '{"a":', '\u0000', JSON.stringify({ big: 'x'.repeat(1024 * 1024) })];

function request(contract: Contract, random: Random, self: string | undefined) {
  const ids = self ? [...pool, self, self] : pool;
  const path = validValue(contract.request.path, random, ids) as Record<string, string>;
  let query = validValue(contract.request.query, random, ids);
  let body = validValue(contract.request.body, random, ids);
  let rawBody: string | undefined;
  if (random.chance(0.4)) {
    switch (random.int(0, 3)) {
      case 0: {
        const names = Object.keys(path);
        if (names.length > 0)
          path[random.pick(names)] = random.pick([...HOSTILE_STRINGS.filter(Boolean), 'x'.repeat(5000)]);
        break;
      }
      case 1:
        query = mutate(query, random);
        break;
      case 2:
        body = mutate(body, random);
        break;
      default:
        rawBody = random.pick(RAW_BODIES);
    }
  }
  return { path, query: asQuery(query), body, rawBody };
}

interface Failure {
  status: number;
  request: unknown;
  problem: string;
}

function check(contract: Contract, status: number, body: unknown): string | null {
  if (status >= 500) return 'server error';
  if (status >= 400) {
    const parsed = errorBody.safeParse(body);
    if (!parsed.success) return 'error body outside {code, message, fields}';
    const texts = [parsed.data.message, ...Object.values(parsed.data.fields)];
    return texts.some((t) => ZOD_WORDING.test(t)) ? 'zod wording reached the answer' : null;
  }
  if (status !== contract.successStatus) return `success status ${status}, contract says ${contract.successStatus}`;
  return contract.response.safeParse(body).success ? null : 'success body outside the response schema';
}

describe(`contract fuzz: ${RUNS} generated and hostile requests per contract (seed ${SEED})`, () => {
  it.each(contracts.map((contract, index) => [contract.id, contract, index] as const))(
    '%s',
    async (_id, contract, index) => {
      const random = new Random(SEED + index * 7919);
      const caller = callerFor(contract);
      const failures: Failure[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const req = request(contract, random, caller?.userId);
        const answer = await invoke(contract, {
          ...(caller ? { as: caller } : {}),
          path: req.path,
          query: req.query,
          ...(req.rawBody !== undefined ? { rawBody: req.rawBody } : { body: req.body }),
          headers: { 'x-tessera-organization': organizationId },
        });
        const problem = check(contract, answer.status, answer.body);
        if (problem) {
          failures.push({ status: answer.status, problem, request: JSON.stringify(req).slice(0, 300) });
        }
      }
      // Prototype keys and deep nesting, planted in every contract's body: refused before anything runs.
      for (const [key, value, code] of PLANTED) {
        const req = request(contract, random, caller?.userId);
        const body = plant(validValue(contract.request.body, random, pool), key, value, random);
        const answer = await invoke<{ code?: string }>(contract, {
          ...(caller ? { as: caller } : {}),
          path: req.path,
          query: req.query,
          body,
          headers: { 'x-tessera-organization': organizationId },
        });
        if (answer.status !== 400 || answer.body.code !== code || check(contract, answer.status, answer.body)) {
          failures.push({
            status: answer.status,
            problem: `planted ${key}: ${answer.body.code ?? 'no code'}, expected ${code}`,
            request: JSON.stringify(body).slice(0, 300),
          });
        }
      }
      expect(failures.slice(0, 5)).toEqual([]);
    },
    120_000,
  );
});
