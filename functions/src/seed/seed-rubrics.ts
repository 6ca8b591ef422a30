import {
  message,
  normaliseRubricDefinition,
  rubricDefinitionSchema,
  type RubricDefinitionInput,
} from '@tessera/shared';
import { createItem, getItem } from '../db/items';
import { newDefaultRubric } from '../db/rubrics/default-rubric';
import { rubricEntity, type Rubric } from '../db/rubrics/entities/rubric';
import { getRubric } from '../db/rubrics/rubrics';
import { insertRubrics } from '../http/rubrics/rubric-writes';
import type { DemoUserKey } from './seed-demo';
import { DEMO_HIERARCHY, DEMO_STATEMENT_SET_ID, OTHER_STATEMENT_SET_ID } from './seed-hierarchy';

/** Fixed ids of the seeded rubrics, so re-seeding finds what is already there (and tests can name them). */
export const DEMO_RUBRICS = {
  scored: 'rubric_demo_lesson_plan',
  plain: 'rubric_demo_reflection',
  draft: 'rubric_demo_observation',
  other: 'rubric_other_clinical',
} as const;

interface SeedRubric {
  organizationId: string;
  rubricId: string;
  nodeId: string;
  state: 'draft' | 'published';
  /** The statement set the alignment reaches, if any. */
  setId: string | null;
  definition: RubricDefinitionInput;
}

const levels = (...names: string[]) => names.map((name, index) => ({ id: `level-${index + 1}`, name }));
const criteria = (...names: [string, string][]) =>
  names.map(([name, description], index) => ({ id: `criterion-${index + 1}`, name, description }));

const SEEDED: SeedRubric[] = [
  {
    organizationId: 'org_demo',
    rubricId: DEMO_RUBRICS.scored,
    nodeId: DEMO_HIERARCHY.demoRoot.nodeId,
    state: 'published',
    setId: DEMO_STATEMENT_SET_ID,
    definition: {
      title: 'Lesson Plan Rubric',
      levels: levels('Beginning', 'Developing', 'Proficient', 'Exemplary'),
      criterias: criteria(
        ['Learning objectives', 'Objectives are stated, measurable and fit the learners.'],
        ['Learning activities', 'Activities lead to the objectives and engage every learner.'],
        ['Assessment', 'The plan checks whether the objectives were met.'],
      ),
      points: [
        [1, 2, 3, 4],
        [1, 2, 3, 4],
        [1, 2, 3, 4],
      ],
      weight: [1, 2, 1],
      contents: [
        [
          'Objectives missing or vague',
          'Objectives stated, not measurable',
          'Measurable objectives',
          'Measurable objectives fitted to learners',
        ],
        [
          'Activities unrelated to objectives',
          'Some activities support objectives',
          'Activities support objectives',
          'Activities engage every learner',
        ],
        [
          'No assessment',
          'Assessment loosely tied',
          'Assessment tied to objectives',
          'Varied assessment tied to objectives',
        ],
      ],
      statements_mapping: {
        statements: [{ id: 'stmt_demo_1', statement_id: 'TS.1', title: 'Learner development', threshold: 70 }],
        criteria_mapping: {
          'criterion-2': [{ id: 'stmt_demo_3', statement_id: 'TS.3', title: 'Learning environments', minimum: 6 }],
        },
      },
    },
  },
  {
    organizationId: 'org_demo',
    rubricId: DEMO_RUBRICS.plain,
    nodeId: DEMO_HIERARCHY.demoRoot.nodeId,
    state: 'published',
    setId: DEMO_STATEMENT_SET_ID,
    definition: {
      title: 'Reflective Journal Rubric',
      levels: levels('Not yet', 'Meets expectations', 'Exceeds expectations'),
      criterias: criteria(
        ['Depth of reflection', 'Goes beyond describing what happened.'],
        ['Connection to practice', 'Links the reflection to the next lessons.'],
      ),
      contents: [
        ['Describes events only', 'Explains why things happened', 'Questions own assumptions'],
        ['No link to practice', 'Names a change to try', 'Plans and justifies a change'],
      ],
      statements_mapping: {
        statements: [{ id: 'stmt_demo_2', statement_id: 'TS.2', title: 'Learning differences' }],
        criteria_mapping: {},
      },
    },
  },
  {
    organizationId: 'org_demo',
    rubricId: DEMO_RUBRICS.draft,
    nodeId: DEMO_HIERARCHY.demoRoot.nodeId,
    state: 'draft',
    setId: null,
    definition: {
      title: 'Classroom Observation Rubric',
      levels: levels('Unsatisfactory', 'Basic', 'Proficient'),
      criterias: criteria(['Classroom management', ''], ['Questioning', '']),
      points: [
        [0, 1, 2],
        [0, 1, 2],
      ],
    },
  },
  {
    organizationId: 'org_other',
    rubricId: DEMO_RUBRICS.other,
    nodeId: DEMO_HIERARCHY.otherRoot.nodeId,
    state: 'published',
    setId: OTHER_STATEMENT_SET_ID,
    definition: {
      title: 'Clinical Skills Rubric',
      levels: levels('Unsafe', 'Safe', 'Skilled'),
      criterias: criteria(['Patient safety', 'Follows the safety checklist.']),
      points: [[0, 1, 2]],
      statements_mapping: {
        statements: [{ id: 'stmt_other_1', statement_id: 'NC.1', title: 'Patient safety', threshold: 80 }],
        criteria_mapping: {},
      },
    },
  },
];

/** The default rubric's names in English (the seed's language). */
const ENGLISH_NAMES = {
  title: message('rubrics.default_title', 'en'),
  fail: message('rubrics.level.fail', 'en'),
  pass: message('rubrics.level.pass', 'en'),
  element: (n: number) => message('rubrics.default_element', 'en', { n }),
};

export interface SeedRubricsDeps {
  userIds: Record<DemoUserKey, string>;
  now?: Date;
}

/**
 * The demo rubrics (idempotent; issue 9 "Demo data"): Demo University gets the default rubric, two published
 * rubrics aligned to its statement set (one scored, one plain), and a draft; Other College gets its default
 * rubric and one published rubric, so tests can show one organisation never reaches another's. Written
 * through the rubrics repositories, so the statement sets count their rubrics and the nodes hold them.
 */
export async function seedRubrics(deps: SeedRubricsDeps): Promise<void> {
  const now = deps.now ?? new Date();
  for (const organizationId of ['org_demo', 'org_other']) {
    await createItem(rubricEntity, newDefaultRubric(organizationId, ENGLISH_NAMES, now));
  }
  const authors = {
    org_demo: { userId: deps.userIds.admin, firstName: 'Ada', lastName: 'Admin' },
    org_other: { userId: deps.userIds.otherAdmin, firstName: 'Olga', lastName: 'Other-Admin' },
  } as Record<string, Rubric['author']>;
  for (const seed of SEEDED) {
    if (await getRubric(seed.organizationId, seed.rubricId)) continue;
    const { title, ...definition } = normaliseRubricDefinition(rubricDefinitionSchema.parse(seed.definition));
    const rubric: Rubric = {
      organizationId: seed.organizationId,
      rubricId: seed.rubricId,
      nodeId: seed.nodeId,
      title,
      state: seed.state,
      definition,
      statementSetIds: seed.setId ? [seed.setId] : [],
      alignmentNodeIds: seed.setId ? [seed.nodeId] : [],
      author: authors[seed.organizationId] ?? null,
      transfer: null,
      usageCount: 0,
      version: 1,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    const outcome = await insertRubrics([rubric]);
    if (outcome !== 'saved' && !(await getItem(rubricEntity, rubric))) {
      throw new Error(`seed: cannot create rubric ${seed.rubricId} (${outcome})`);
    }
  }
}
