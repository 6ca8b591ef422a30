import {
  getPortfolioAssessment,
  updatePortfolioAssessment,
  type PortfolioAssessment,
  type WorkflowId,
  type WorkflowRole,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { storePortfolio } from '../../src/http/portfolios/save';
import type { Portfolio as StoredPortfolio } from '../../src/db/portfolios/portfolios';
import { DEMO_RUBRICS } from '../../src/seed/seed-rubrics';
import type { FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { freshUser, type ErrorBody } from '../portfolios/support';

export type { PortfolioAssessment };

const component = (config: Record<string, unknown>) => ({ optional: true, permissions: { inherit: true }, ...config });

/**
 * The components of the assessed fixture: the submitted answer (a scored radio button: option 2 is worth 3 of
 * 3), the seeded lesson-plan rubric scored by hand (criteria × levels 1–4, weights 1, 2, 1: maximum 16; TS.1
 * at 70 %, TS.3 on criterion 2 at minimum 6), an aggregation rubric whose criterion 1 follows the radio button,
 * one whose level points decrease (invalid), a manual and an Auto Score, and feedback.
 */
export const ASSESSED_PAGES: StoredPortfolio['pages'] = [
  {
    id: 'page-1',
    title: 'Work',
    components: [
      component({
        component_id: 'radio-1',
        type: 'radio_button',
        label: 'Confidence',
        button_options: [
          { id: 1, value: 'Low', points: 1 },
          { id: 2, value: 'High', points: 3 },
        ],
      }),
      component({
        component_id: 'rubric-1',
        type: 'assessment_rubric',
        label: 'Lesson plan rubric',
        rubric_id: DEMO_RUBRICS.scored,
        assign_mode: 'manual',
        statements_mapping: [{ id: 'stmt_demo_2', statement_id: 'TS.2', title: 'Component standard', minimum: 8 }],
      }),
      component({
        component_id: 'rubric-2',
        type: 'assessment_rubric',
        label: 'Auto rubric',
        rubric_id: DEMO_RUBRICS.scored,
        assign_mode: 'aggregation',
        components_mapping: { 'criterion-1': ['radio-1'] },
        aggregation_config: {
          range: {
            'criterion-1': [
              { level: 'level-1', value: 0 },
              { level: 'level-2', value: 1 },
              { level: 'level-3', value: 2 },
              { level: 'level-4', value: 3 },
            ],
          },
        },
      }),
      component({
        component_id: 'rubric-3',
        type: 'assessment_rubric',
        label: 'Badly configured rubric',
        rubric_id: DEMO_RUBRICS.scored,
        assign_mode: 'aggregation',
        components_mapping: { 'criterion-1': ['radio-1'] },
        aggregation_config: {
          range: {
            'criterion-1': [
              { level: 'level-1', value: 2 },
              { level: 'level-2', value: 1 },
              { level: 'level-3', value: 2 },
              { level: 'level-4', value: 3 },
            ],
          },
        },
      }),
      component({ component_id: 'scoring-1', type: 'scoring', label: 'Overall', maximum: 100, primary: true }),
      component({ component_id: 'scoring-2', type: 'scoring', label: 'Auto', assign_mode: 'aggregation' }),
      component({ component_id: 'feedback-1', type: 'feedback', label: 'Feedback' }),
    ],
  },
];

export interface AssessedFixture {
  owner: FixtureUser;
  assessors: FixtureUser[];
  id: string;
  path: (assessment: string, revision?: string) => Record<string, string>;
}

/**
 * A portfolio of `workflowId` submitted once (revision 1 frozen, in assessment), owned by a fresh student,
 * with `roles` as its participants (one fresh user each, holding one role or several). Written directly (the engine's submit is tested
 * elsewhere): assessments start from here.
 */
export async function assessedPortfolio(
  options: {
    workflowId?: WorkflowId;
    /** One entry per assessor: the role, or several roles held at once (the multiple-roles rule). */
    roles?: Array<WorkflowRole | WorkflowRole[]>;
    displayAssessmentPanel?: boolean;
    showNames?: boolean;
    /** The portfolio's pages, when not ASSESSED_PAGES. */
    pages?: StoredPortfolio['pages'];
    /** roles_allowed_move_to_done (internship workflows); both eligible roles by default. */
    rolesAllowedMoveToDone?: string[];
  } = {},
): Promise<AssessedFixture> {
  const pages = options.pages ?? ASSESSED_PAGES;
  const workflowId = options.workflowId ?? 'SupervisedAssessmentWorkflow';
  const roles = options.roles ?? ['supervisor_assessor', 'supervisor_assessor'];
  const owner = await freshUser(['student'], 'Stella');
  const assessors = await Promise.all(roles.map((_, index) => freshUser(['faculty'], `Assessor${index + 1}`)));
  const now = new Date().toISOString();
  const portfolioId = ulid();
  const content = { 'radio-1': { answer: 2 } };
  const person = { userId: owner.userId, firstName: owner.firstName, lastName: owner.lastName };
  const portfolio: StoredPortfolio = {
    organizationId: 'org_demo',
    portfolioId,
    owner: person,
    type: 'portfolio',
    templateId: null,
    templateTitle: 'Assessed',
    snapshotId: null,
    nodeId: null,
    workflowId,
    title: 'Assessed work',
    abstractText: '',
    coverUrl: '',
    coverAlternativeText: '',
    displayOnTimeline: false,
    timelineOrderAt: now,
    displayAssessmentPanel: options.displayAssessmentPanel ?? true,
    isShowNamesToSubmitters: options.showNames ?? false,
    coverAttachmentId: null,
    isUserAltText: false,
    evidenceDate: null,
    rolesAllowedMoveToDone: options.rolesAllowedMoveToDone ?? ['mentor_assessors', 'internship_supervisor_assessors'],
    pages,
    content,
    state: 'in_assessment',
    participants: assessors.flatMap((user, index) =>
      [roles[index] ?? []].flat().map((role) => ({
        userId: user.userId,
        role,
        firstName: user.firstName,
        lastName: user.lastName,
      })),
    ),
    revisions: [{ revision: 1, submittedAt: now, submittedBy: person, assessments: [] }],
    submittedAt: now,
    assessDoneAt: null,
    groupId: null,
    activityId: null,
    groupTitle: null,
    activityStatus: null,
    scoreSync: null,
    linkedToLms: false,
    trashedAt: null,
    version: 2,
    createdAt: now,
    updatedAt: now,
  };
  const { result: written } = await storePortfolio({
    current: null,
    next: portfolio,
    revision: {
      organizationId: 'org_demo',
      portfolioId,
      revision: 1,
      title: portfolio.title,
      templateId: null,
      snapshotId: null,
      writeId: null,
      pages,
      content,
      submittedAt: now,
      submittedBy: person,
      portfolioVersion: 2,
    },
  });
  if (written.outcome !== 'saved') throw new Error('cannot write the assessed fixture');
  return {
    owner,
    assessors,
    id: portfolioId,
    path: (assessment, revision = '1') => ({ id: owner.userId, portfolioId, revision, assessment }),
  };
}

export const readAssessment = (fixture: AssessedFixture, as: { userId: string }, assessment: string, revision = '1') =>
  invoke<PortfolioAssessment & ErrorBody>(getPortfolioAssessment, { as, path: fixture.path(assessment, revision) });

export const saveAssessment = (
  fixture: AssessedFixture,
  as: { userId: string },
  version: number,
  components: Record<string, unknown>,
  assessment: string = as.userId,
) =>
  invoke<{ assessment: PortfolioAssessment; message: string } & ErrorBody>(updatePortfolioAssessment, {
    as,
    path: fixture.path(assessment),
    body: { version, components },
  });

/** The fixture's `index`-th assessor (fails the test when there is none). */
export function assessorOf(fixture: AssessedFixture, index: number): { userId: string } {
  const assessor = fixture.assessors[index];
  if (!assessor) throw new Error(`the fixture has no assessor ${index}`);
  return { userId: assessor.userId };
}
