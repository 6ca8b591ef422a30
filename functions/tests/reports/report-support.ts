import { assessmentComponentsOf, type AssessmentComponentContent, type WorkflowState } from '@tessera/shared';
import { ulid } from 'ulid';
import { activityProgressEntity } from '../../src/db/courses/entities/activity-progress';
import { sectionActivityEntity } from '../../src/db/courses/entities/section-activity';
import { insertSectionMember } from '../../src/db/courses/section-members';
import type { Section } from '../../src/db/courses/sections';
import { putItem } from '../../src/db/items';
import { portfolioAssessmentEntity } from '../../src/db/assessments/entities/portfolio-assessment';
import { storePortfolio } from '../../src/http/portfolios/save';
import type { Portfolio, PortfolioAssessment } from '../../src/db/portfolios/portfolios';
import { outlineOf, rubricEntity, type Rubric } from '../../src/db/rubrics/entities/rubric';
import { templateEntity } from '../../src/db/templates/entities/template';
import type { Template } from '../../src/db/templates/templates';
import { writeSection } from '../../src/http/courses/section-writes';
import { refreshAssessmentSummary } from '../../src/ports/reports';
import type { FixtureUser } from '../support/fixtures';
import { SECTION_DEFAULTS } from '../../src/db/courses/entities/section';

/**
 * The reports' fixtures (issue 13), written through the repositories as the API leaves them: a rubric, the
 * templates an activity uses, a section with its members, activities and progress rows, and members'
 * portfolios with their revision summaries and assessment items. The flows that produce them (submit,
 * assess, mark as done) are tested in their own suites; the reports only read their result.
 */
const ORG = 'org_demo';
const now = () => new Date().toISOString();

/** A published score rubric on `nodeId`: `definition` as the rubrics context stores it. */
export async function storedRubric(nodeId: string, title: string, definition: Rubric['definition']): Promise<string> {
  const rubricId = ulid();
  await putItem(rubricEntity, {
    organizationId: ORG,
    rubricId,
    nodeId,
    title,
    state: 'published',
    definition,
    // What the rubric list shows of it, written with the definition as every rubric save does (ADR 0028 §4).
    outline: outlineOf(definition),
    statementSetIds: [],
    alignmentNodeIds: [],
    author: null,
    transfer: null,
    usageCount: 0,
    version: 1,
    createdAt: now(),
    updatedAt: now(),
  });
  return rubricId;
}

/** One page holding one assessment rubric component (`rubric-1`) on `rubricId`. */
export const rubricPages = (rubricId: string, label = 'Lesson rubric'): Portfolio['pages'] => [
  {
    id: 'page-1',
    title: 'Work',
    components: [
      { component_id: 'text-1', type: 'textfield', label: 'Notes', permissions: { inherit: true } },
      {
        component_id: 'rubric-1',
        type: 'assessment_rubric',
        label,
        rubric_id: rubricId,
        assign_mode: 'manual',
        permissions: { inherit: true },
      },
    ],
  },
];

/** A template item (what the reports read of it: title and pages). */
export async function storedTemplate(nodeId: string, pages: Portfolio['pages']): Promise<string> {
  const templateId = ulid();
  await putItem(templateEntity, {
    organizationId: ORG,
    templateId,
    nodeId,
    title: 'Report template',
    workflowId: 'SupervisedAssessmentWorkflow',
    state: 'published',
    pages,
    version: 1,
    createdAt: now(),
    updatedAt: now(),
  } as unknown as Template);
  return templateId;
}

export interface ReportSection {
  groupId: string;
  activity: (planId: string) => string;
}

/**
 * A section of `courseId` owned by `owners`, with `members` in their roles and `activities` (plan id →
 * template id) copied in, every member of role member holding a not-started progress row on each.
 */
export async function storedSection(options: {
  courseId: string;
  nodeId: string;
  title: string;
  owners: FixtureUser[];
  members: { user: FixtureUser; role: 'member' | 'coordinator' | 'mentor' | 'peer_assessor' }[];
  activities: Record<string, string>;
  termId?: string;
}): Promise<ReportSection> {
  const groupId = ulid();
  const section: Section = {
    ...SECTION_DEFAULTS,
    organizationId: ORG,
    groupId,
    courseId: options.courseId,
    nodeId: options.nodeId,
    groupCode: `RPT-${groupId}`,
    title: options.title,
    ...(options.termId ? { termId: options.termId } : {}),
    owners: options.owners.map((u) => ({ userId: u.userId, firstName: u.firstName, lastName: u.lastName })),
    createdAt: now(),
    updatedAt: now(),
  };
  const written = await writeSection(null, section);
  if (written.outcome !== 'saved') throw new Error(`cannot write the report section: ${written.outcome}`);
  for (const { user, role } of options.members)
    await insertSectionMember({
      organizationId: ORG,
      groupId,
      courseId: options.courseId,
      userId: user.userId,
      role,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      addedAt: now(),
    });
  for (const [planId, templateId] of Object.entries(options.activities)) {
    const dates = { visibleDate: '2026-01-01', openDate: '2026-01-01', dueDate: '2030-01-01', datesVersion: 1 };
    await putItem(sectionActivityEntity, {
      organizationId: ORG,
      groupId,
      planId,
      courseId: options.courseId,
      title: `Activity ${planId}`,
      templateId,
      templateChosen: false,
      ...dates,
      updatedAt: now(),
      notStartedCount: options.members.filter((m) => m.role === 'member').length,
      inProgressCount: 0,
      submittedCount: 0,
      assessedCount: 0,
    });
    for (const { user } of options.members.filter((m) => m.role === 'member'))
      await putItem(activityProgressEntity, {
        organizationId: ORG,
        groupId,
        planId,
        userId: user.userId,
        courseId: options.courseId,
        groupTitle: options.title,
        title: `Activity ${planId}`,
        templateId,
        ...dates,
        status: 'not_started',
        portfolioId: null,
        updatedAt: now(),
      });
  }
  return { groupId, activity: (planId) => `${groupId}.${planId}` };
}

/** An assessor's entry on a revision summary with their assessment's rubric choices. */
export interface StoredAssessment {
  assessor: FixtureUser;
  done: boolean;
  assessAt: string;
  isPrimary?: boolean;
  /** criterion id → level id, `NA` or null; absent: the assessor saved nothing (no item). */
  criteria?: Record<string, string | null>;
}

/**
 * `student`'s portfolio on the section's activity `planId` (its progress row pointing at it) in `state`, with
 * one revision per entry of `revisions` (each its assessments), made from `pages`.
 */
export async function storedPortfolio(options: {
  section: ReportSection;
  planId: string;
  student: FixtureUser;
  pages: Portfolio['pages'];
  state: WorkflowState;
  revisions: StoredAssessment[][];
  /** Write the section's assessment summary too (default), as the API does. */
  summary?: boolean;
}): Promise<string> {
  const portfolioId = ulid();
  const person = {
    userId: options.student.userId,
    firstName: options.student.firstName,
    lastName: options.student.lastName,
  };
  const summaries = options.revisions.map((assessments, index) => ({
    revision: index + 1,
    submittedAt: now(),
    submittedBy: person,
    assessments: assessments.map((a, position): PortfolioAssessment => ({
      userId: a.assessor.userId,
      firstName: a.assessor.firstName,
      lastName: a.assessor.lastName,
      assessAt: a.assessAt,
      isPrimary: a.isPrimary ?? position === 0,
      done: a.done,
    })),
  }));
  const portfolio: Portfolio = {
    organizationId: ORG,
    portfolioId,
    owner: person,
    type: 'portfolio',
    templateId: null,
    templateTitle: 'Report template',
    snapshotId: null,
    nodeId: null,
    workflowId: 'SupervisedAssessmentWorkflow',
    title: 'Reported work',
    abstractText: '',
    coverUrl: '',
    coverAttachmentId: null,
    coverAlternativeText: '',
    isUserAltText: false,
    evidenceDate: null,
    displayOnTimeline: false,
    timelineOrderAt: now(),
    displayAssessmentPanel: true,
    isShowNamesToSubmitters: false,
    rolesAllowedMoveToDone: [],
    pages: options.pages,
    content: {},
    state: options.state,
    participants: [],
    revisions: summaries,
    submittedAt: summaries.length > 0 ? now() : null,
    assessDoneAt: options.state === 'done' ? now() : null,
    groupId: options.section.groupId,
    activityId: options.section.activity(options.planId),
    groupTitle: 'Report section',
    activityStatus: 'open',
    scoreSync: null,
    linkedToLms: false,
    trashedAt: null,
    version: 2,
    createdAt: now(),
    updatedAt: now(),
  };
  const { result: written } = await storePortfolio({ current: null, next: portfolio });
  if (written.outcome !== 'saved') throw new Error('cannot write the reported portfolio');
  await putItem(activityProgressEntity, {
    organizationId: ORG,
    groupId: options.section.groupId,
    planId: options.planId,
    userId: options.student.userId,
    courseId: 'unused',
    groupTitle: 'Report section',
    title: `Activity ${options.planId}`,
    templateId: 'unused',
    visibleDate: '2026-01-01',
    openDate: '2026-01-01',
    dueDate: '2030-01-01',
    datesVersion: 1,
    status: options.state === 'done' ? 'assessed' : summaries.length > 0 ? 'submitted' : 'in_progress',
    portfolioId,
    updatedAt: now(),
  });
  for (const [index, assessments] of options.revisions.entries())
    for (const a of assessments) {
      if (!a.criteria) continue;
      const contents: Record<string, AssessmentComponentContent> = {
        'rubric-1': { criteria: a.criteria, comments: {}, score: null, auto_filled: false },
      };
      await putItem(portfolioAssessmentEntity, {
        organizationId: ORG,
        portfolioId,
        revision: index + 1,
        assessorId: a.assessor.userId,
        assessor: { userId: a.assessor.userId, firstName: a.assessor.firstName, lastName: a.assessor.lastName },
        role: 'supervisor_assessor',
        contents,
        version: 1,
        createdAt: now(),
        updatedAt: now(),
      });
    }
  // The section's summary of the counted assessment, as the API's writes leave it (ADR 0028 §3); a suite
  // writing the old shape (the migration's) passes `summary: false`.
  if (options.summary !== false) await refreshAssessmentSummary(portfolio, assessmentComponentsOf(portfolio.pages));
  return portfolioId;
}
