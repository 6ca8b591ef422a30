/**
 * The data the scale benches (routes, autosave, report: issue 23) read, made in the cloud the bench starts.
 * Structure (rubrics, templates, a section with its members, activities and progress rows) is written through
 * the repositories and the write functions the API and the demo seed use (functions/src/seed shows the same);
 * the student's own portfolios go through the real API (bench/scale.ts); the many submitted and assessed
 * portfolios of a report's section are written in batches (BatchWriteItem through `batchPut`), as the API
 * leaves them after submit, assessment and mark-as-done: those flows are tested in their own suites, the
 * benches only read what they leave. Nothing is cached between runs: every run seeds a fresh in-memory cloud.
 */
import { randomUUID } from 'node:crypto';
import {
  assessmentComponentsOf,
  defaultRolesAllowedMoveToDone,
  normaliseRubricDefinition,
  parseComponentConfig,
  rubricDefinitionSchema,
  type AssessmentComponentContent,
  type RubricDefinitionInput,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { batchPut } from '../functions/src/db/batch';
import { activityProgressEntity } from '../functions/src/db/courses/entities/activity-progress';
import { countSectionActivities } from '../functions/src/migrations/0028-activity-counters';
import { sectionActivityEntity } from '../functions/src/db/courses/entities/section-activity';
import { SECTION_DEFAULTS } from '../functions/src/db/courses/entities/section';
import { sectionMemberEntity } from '../functions/src/db/courses/entities/section-member';
import type { Section } from '../functions/src/db/courses/sections';
import { ensureAccount } from '../functions/src/db/identity/accounts';
import { putMembership } from '../functions/src/db/identity/memberships';
import { putItem } from '../functions/src/db/items';
import { headOf, portfolioEntity } from '../functions/src/db/portfolios/entities/portfolio';
import { portfolioFieldEntity } from '../functions/src/db/portfolios/entities/portfolio-field';
import { prepareValue } from '../functions/src/db/portfolios/field-values';
import { getTemplate } from '../functions/src/db/templates/templates';
import { templateSnapshotOf } from '../functions/src/ports/templates';
import { portfolioAssessmentEntity } from '../functions/src/db/assessments/entities/portfolio-assessment';
import {
  portfolioRevisionEntity,
  portfolioRevisionFieldEntity,
} from '../functions/src/db/portfolios/entities/portfolio-revision';
import { portfolioRowEntity, rowOf } from '../functions/src/db/portfolios/entities/portfolio-row';
import type { Portfolio } from '../functions/src/db/portfolios/portfolios';
import type { Rubric } from '../functions/src/db/rubrics/entities/rubric';
import type { Template } from '../functions/src/db/templates/templates';
import { writeSection } from '../functions/src/http/courses/section-writes';
import { insertRubrics } from '../functions/src/http/rubrics/rubric-writes';
import { writeTemplate } from '../functions/src/http/templates/template-writes';
import { assessmentSummaryEntity, assessmentSummaryOf } from '../functions/src/ports/reports';
import { getRubrics } from '../functions/src/ports/rubrics';

export const ORG = 'org_demo';
/** The demo course (functions/src/seed/seed-courses.ts) on the demo root, which the bench's sections join. */
export const COURSE = { courseId: 'course_demo_edu501', nodeId: 'node_demo_root' } as const;
const now = () => new Date().toISOString();

export interface Person {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A deterministic stream of numbers in [0, 1) (mulberry32), so every run writes the same text. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'students learning lesson classroom assessment reflection planning objectives evidence practice teaching ' +
  'engagement feedback differentiation literacy inquiry collaboration standards curriculum instruction ' +
  'questioning scaffolding outcomes rubric observation mentor strategies motivation diverse learners growth ' +
  'because therefore however although while during before after each every many several their our this that ' +
  'with from into about through across toward between without within the a an and or but so of in on at to'
).split(' ');

/** Prose of about `characters` characters: sentences of 8–20 words, paragraphs of 4–7 sentences. */
export function prose(characters: number, seed: number): string {
  const next = random(seed);
  const paragraphs: string[] = [];
  let length = 0;
  while (length < characters) {
    const sentences: string[] = [];
    const count = 4 + Math.floor(next() * 4);
    for (let s = 0; s < count && length < characters; s++) {
      const words = Array.from(
        { length: 8 + Math.floor(next() * 13) },
        () => WORDS[Math.floor(next() * WORDS.length)] as string,
      );
      const sentence = `${words.join(' ')}.`;
      sentences.push(sentence.charAt(0).toUpperCase() + sentence.slice(1));
      length += sentence.length + 1;
    }
    paragraphs.push(sentences.join(' '));
  }
  return paragraphs.join('\n\n');
}

const component = (config: Record<string, unknown>) => parseComponentConfig(config) as Record<string, unknown>;

/** Characters of each long answer: with the template's pages copied in, a 15-page portfolio is about 313 KB. */
export const ANSWER_CHARACTERS = 9_600;

/**
 * A realistic page: a title, two long written answers with their prompts, a short field, a date, a choice
 * question, an upload; every third page (and a one-page template's only page) ends with its
 * assessment: a rubric aligned to standards, a score and feedback.
 */
function page(index: number, rubric: { rubricId: string; title: string }, assessed: boolean) {
  const n = index + 1;
  const prompt = (topic: string) =>
    `${topic}: describe what you planned, what happened with your learners and what the evidence shows. ` +
    `Refer to the standards this page addresses and to the feedback you received from your mentor teacher.`;
  const components = [
    component({ component_id: `title-${n}`, type: 'title', label: '' }),
    component({
      component_id: `textarea-${n}-1`,
      type: 'textarea',
      label: prompt('Context for learning'),
      min_word_count: '150',
    }),
    component({
      component_id: `textarea-${n}-2`,
      type: 'textarea',
      label: prompt('Planning and instruction'),
      min_word_count: '150',
    }),
    component({ component_id: `textfield-${n}-1`, type: 'textfield', label: 'Grade level and subject' }),
    component({ component_id: `date_selection-${n}`, type: 'date_selection', label: 'Date taught' }),
    component({
      component_id: `radio_button-${n}`,
      type: 'radio_button',
      label: 'Setting',
      optional: true,
      button_options: [
        { id: 1, value: 'Whole class', points: 0 },
        { id: 2, value: 'Small group', points: 0 },
        { id: 3, value: 'One to one', points: 0 },
        { id: 4, value: 'Online', points: 0 },
      ],
    }),
    component({ component_id: `file_upload-${n}`, type: 'file_upload', label: 'Lesson materials', optional: true }),
  ];
  if (assessed)
    components.push(
      component({
        component_id: `rubric-${n}`,
        type: 'assessment_rubric',
        label: rubric.title,
        rubric_id: rubric.rubricId,
        rubric_title: rubric.title,
        uri: `/api/rubrics/${rubric.rubricId}`,
        statements_mapping: [{ id: 'stmt_demo_1', statement_id: 'TS.1', title: 'Learner development' }],
      }),
      component({ component_id: `scoring-${n}`, type: 'scoring', label: 'Score', maximum: 100 }),
      component({ component_id: `feedback-${n}`, type: 'feedback', label: 'Feedback' }),
    );
  return { id: `page-${n}`, title: `Artefact ${n}: lesson ${n}`, components };
}

export function templatePages(pageCount: number, rubric: { rubricId: string; title: string }): Template['pages'] {
  return Array.from({ length: pageCount }, (_, index) =>
    page(index, rubric, pageCount === 1 || index % 3 === 2),
  ) as Template['pages'];
}

/** The student's answers to every written component of `pages` (what the composer's saves write). */
export function answers(pages: Template['pages'], seed = 1): Record<string, { content: string }> {
  const fields: Record<string, { content: string }> = {};
  let s = seed;
  for (const { components } of pages)
    for (const config of components as Record<string, unknown>[]) {
      const id = config.component_id as string;
      if (config.type === 'textarea') fields[id] = { content: prose(ANSWER_CHARACTERS, s++) };
      else if (config.type === 'textfield') fields[id] = { content: `Grade ${(s++ % 8) + 3} science, Ms Rivera` };
      else if (config.type === 'date_selection')
        fields[id] = { content: `2026-03-${String((s++ % 27) + 1).padStart(2, '0')}` };
    }
  return fields;
}

const LEVELS = ['Beginning', 'Developing', 'Proficient', 'Exemplary'];

/** A published rubric of 5 criteria × 4 levels with descriptors and standards alignments, on `nodeId`. */
export async function createRubric(nodeId: string, title: string, author: Person): Promise<string> {
  const criteria = ['Objectives', 'Activities', 'Assessment', 'Differentiation', 'Reflection'];
  const definitionInput: RubricDefinitionInput = {
    title,
    levels: LEVELS.map((name, index) => ({ id: `level-${index + 1}`, name })),
    criterias: criteria.map((name, index) => ({
      id: `criterion-${index + 1}`,
      name,
      description: `${name}: how well the work shows it, judged against the lesson's evidence.`,
    })),
    points: criteria.map(() => [1, 2, 3, 4]),
    weight: [1, 2, 1, 1, 1],
    contents: criteria.map((name) =>
      LEVELS.map((level) => `${level} ${name.toLowerCase()}: ${prose(90, name.length)}`),
    ),
    statements_mapping: {
      statements: [{ id: 'stmt_demo_1', statement_id: 'TS.1', title: 'Learner development', threshold: 70 }],
      criteria_mapping: {
        'criterion-2': [{ id: 'stmt_demo_3', statement_id: 'TS.3', title: 'Learning environments', minimum: 6 }],
      },
    },
  };
  const { title: normalisedTitle, ...definition } = normaliseRubricDefinition(
    rubricDefinitionSchema.parse(definitionInput),
  );
  const rubric: Rubric = {
    organizationId: ORG,
    rubricId: ulid(),
    nodeId,
    title: normalisedTitle,
    state: 'published',
    definition,
    statementSetIds: ['set_demo_teaching'],
    alignmentNodeIds: [nodeId],
    author: { userId: author.userId, firstName: author.firstName, lastName: author.lastName },
    transfer: null,
    usageCount: 0,
    version: 1,
    createdAt: now(),
    updatedAt: now(),
  };
  const outcome = await insertRubrics([rubric]);
  if (outcome !== 'saved') throw new Error(`bench: cannot create rubric ${title} (${outcome})`);
  return rubric.rubricId;
}

/** A published supervised-assessment template of `pageCount` pages on the demo root. */
export async function createTemplate(
  title: string,
  pageCount: number,
  rubric: { rubricId: string; title: string },
  author: Person,
): Promise<{ templateId: string; pages: Template['pages'] }> {
  const pages = templatePages(pageCount, rubric);
  const template: Template = {
    organizationId: ORG,
    templateId: ulid(),
    nodeId: COURSE.nodeId,
    title,
    description: `A ${pageCount}-page teaching portfolio, assessed on its rubric pages.`,
    workflowId: 'SupervisedAssessmentWorkflow',
    state: 'published',
    previousState: 'created',
    theme: 'template_blank',
    templateThemeId: null,
    folderId: null,
    pages,
    dataTemplates: {},
    content: '',
    abstract: '',
    settings: {
      plagiarism_enabled: false,
      show_plagiarism_report_to_students: false,
      allowed_to_showcase: false,
      display_assessment_panel: true,
      display_on_timeline: false,
      is_go_react_template: false,
      can_move_components: true,
      can_update_pages: true,
      can_customize_theme_style: true,
    },
    rolesAllowedMoveToDone: defaultRolesAllowedMoveToDone('SupervisedAssessmentWorkflow'),
    rubricIds: [rubric.rubricId],
    snapshotId: null,
    author: { userId: author.userId, firstName: author.firstName, lastName: author.lastName },
    transfer: null,
    usageCount: 0,
    version: 1,
    createdAt: now(),
    updatedAt: now(),
  };
  const result = await writeTemplate({ current: null, next: template });
  if (result.outcome !== 'saved') throw new Error(`bench: cannot create template ${title}: ${result.outcome}`);
  return { templateId: template.templateId, pages };
}

/** Runs `work` over `items`, `width` at a time. */
export async function inPool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** `count` students of the demo organisation (account and membership, as the CSV import leaves them). */
export async function createStudents(count: number, prefix: string): Promise<Person[]> {
  const students = Array.from({ length: count }, (_, index) => ({
    userId: randomUUID(),
    email: `${prefix}-${index + 1}-${randomUUID().slice(0, 6)}@bench.test`,
    firstName: `Student ${index + 1}`,
    lastName: prefix,
  }));
  await inPool(students, 16, async (student) => {
    await ensureAccount({ ...student, locale: 'en', currentOrganizationId: ORG });
    await putMembership({ organizationId: ORG, ...student, roles: ['student'] });
  });
  return students;
}

export interface BenchSection {
  groupId: string;
  title: string;
  /** plan id → template id */
  activities: Record<string, string>;
  activityId: (planId: string) => string;
}

/**
 * A section of the demo course owned by `owners`, with `members` (role member) and `activities` (plan id →
 * template id), visible and open since 2026-01-01, each member holding a not-started progress row on each.
 */
export async function createSection(options: {
  title: string;
  owners: Person[];
  members: Person[];
  activities: Record<string, string>;
}): Promise<BenchSection> {
  const groupId = ulid();
  const section: Section = {
    ...SECTION_DEFAULTS,
    organizationId: ORG,
    groupId,
    courseId: COURSE.courseId,
    nodeId: COURSE.nodeId,
    groupCode: `BENCH-${groupId}`,
    title: options.title,
    owners: options.owners.map((u) => ({ userId: u.userId, firstName: u.firstName, lastName: u.lastName })),
    createdAt: now(),
    updatedAt: now(),
  };
  const written = await writeSection(null, section);
  if (written.outcome !== 'saved') throw new Error(`bench: cannot write the section: ${written.outcome}`);
  const result: BenchSection = {
    groupId,
    title: options.title,
    activities: options.activities,
    activityId: (planId) => `${groupId}.${planId}`,
  };
  for (const [planId, templateId] of Object.entries(options.activities))
    await putItem(sectionActivityEntity, {
      organizationId: ORG,
      groupId,
      planId,
      courseId: COURSE.courseId,
      title: `Activity ${planId}`,
      templateId,
      templateChosen: false,
      ...DATES,
      updatedAt: now(),
      ...NO_COUNTS,
    });
  await addMembers(result, options.members);
  return result;
}

/** A new activity counts nothing; rows written here directly are counted after (countSectionActivities). */
const NO_COUNTS = { notStartedCount: 0, inProgressCount: 0, submittedCount: 0, assessedCount: 0 };

const DATES = { visibleDate: '2026-01-01', openDate: '2026-01-01', dueDate: '2030-01-01', datesVersion: 1 };

/** Members (role member) and their not-started progress rows, in batches. */
export async function addMembers(section: BenchSection, members: Person[]): Promise<void> {
  await batchPut(
    sectionMemberEntity,
    members.map((user) => ({
      organizationId: ORG,
      groupId: section.groupId,
      courseId: COURSE.courseId,
      userId: user.userId,
      role: 'member' as const,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      addedAt: now(),
    })),
  );
  await batchPut(
    activityProgressEntity,
    members.flatMap((user) =>
      Object.entries(section.activities).map(([planId, templateId]) => progress(section, planId, templateId, user)),
    ),
  );
  // The rows were written directly, as the migration finds old data: the same step counts them.
  await countSectionActivities(ORG, section.groupId);
}

const progress = (
  section: BenchSection,
  planId: string,
  templateId: string,
  user: Person,
  portfolioId: string | null = null,
) => ({
  organizationId: ORG,
  groupId: section.groupId,
  planId,
  userId: user.userId,
  courseId: COURSE.courseId,
  groupTitle: section.title,
  title: `Activity ${planId}`,
  templateId,
  ...DATES,
  status: (portfolioId ? 'assessed' : 'not_started') as 'assessed' | 'not_started',
  portfolioId,
  updatedAt: now(),
});

/** One assessor's done assessment of a revision: every rubric component scored, a score and feedback each. */
function assessmentContents(pages: Template['pages'], seed: number): Record<string, AssessmentComponentContent> {
  const next = random(seed);
  const contents: Record<string, AssessmentComponentContent> = {};
  for (const { components } of pages)
    for (const config of components as Record<string, unknown>[]) {
      const id = config.component_id as string;
      if (config.type === 'assessment_rubric')
        contents[id] = {
          criteria: Object.fromEntries(
            [1, 2, 3, 4, 5].map((c) => [`criterion-${c}`, `level-${1 + Math.floor(next() * 4)}`]),
          ),
          comments: { 'criterion-1': prose(200, seed) },
          score: null,
          auto_filled: false,
        } as AssessmentComponentContent;
      else if (config.type === 'scoring')
        contents[id] = { score: 60 + Math.floor(next() * 40) } as AssessmentComponentContent;
      else if (config.type === 'feedback')
        contents[id] = { content: prose(600, seed + 7) } as AssessmentComponentContent;
    }
  return contents;
}

/**
 * Each member's portfolio on each of the section's activities, submitted (revision 1 frozen with the same
 * pages and content) and assessed by `assessor` (done), the progress row assessed and pointing at it: what
 * the API leaves after create, saves, submit, assessment and mark as done, with the section's summary of each
 * counted assessment (built by ports/reports.ts assessmentSummaryOf, as the writers build it). `content` is the stored content
 * of a portfolio the API made (so the shape is the product's). Written in batches of 25 items.
 */
export async function createAssessedPortfolios(options: {
  section: BenchSection;
  members: Person[];
  assessor: Person;
  pages: Template['pages'];
  content: Portfolio['content'];
}): Promise<number> {
  const { section, assessor, pages, content } = options;
  const assessorPerson = { userId: assessor.userId, firstName: assessor.firstName, lastName: assessor.lastName };
  const work = options.members.flatMap((member) =>
    Object.entries(section.activities).map(([planId, templateId]) => ({ member, planId, templateId })),
  );
  let written = 0;
  // The section's summaries of the counted assessments, as the assessor's Submit to done writes them (ADR 0028 §3).
  const components = assessmentComponentsOf(pages);
  const rubricIds = [
    ...new Set(components.flatMap((c) => (c.type === 'assessment_rubric' ? [String(c.rubric_id)] : []))),
  ];
  const rubrics = new Map((await getRubrics(ORG, rubricIds)).map((rubric) => [rubric.rubricId, rubric.definition]));
  // The new shape (ADR 0028 §1, §2): each template's snapshot (written with the template), shared; the content
  // as fields, stored as the API stores it (the bench's answers are all under 32 KB, so in the items).
  const snapshots = new Map<string, string>();
  for (const templateId of new Set(Object.values(section.activities))) {
    const template = await getTemplate(ORG, templateId);
    if (!template) throw new Error(`bench: no template ${templateId}`);
    snapshots.set(templateId, templateSnapshotOf(template).snapshotId);
  }
  const stored = Object.entries(content).map(([componentId, value]) => {
    const prepared = prepareValue(ORG, 'bench', componentId, value);
    if (prepared.object) throw new Error('bench: an answer over 32 KB would go to S3');
    return { componentId, ...prepared.stored };
  });
  // 25 portfolios a round: their portfolio, row, revision and assessment items, 4 batches, in parallel.
  const rounds = Array.from({ length: Math.ceil(work.length / 25) }, (_, index) =>
    work.slice(index * 25, index * 25 + 25),
  );
  await inPool(rounds, 2, async (round) => {
    const portfolios: Portfolio[] = round.map(({ member, planId }) => {
      const owner = { userId: member.userId, firstName: member.firstName, lastName: member.lastName };
      const at = now();
      return {
        organizationId: ORG,
        portfolioId: ulid(),
        owner,
        type: 'portfolio',
        templateId: section.activities[planId] as string,
        templateTitle: 'Teaching portfolio',
        snapshotId: snapshots.get(section.activities[planId] as string) as string,
        nodeId: COURSE.nodeId,
        workflowId: 'SupervisedAssessmentWorkflow',
        title: `Activity ${planId}`,
        abstractText: '',
        coverUrl: '',
        coverAttachmentId: null,
        coverAlternativeText: '',
        isUserAltText: false,
        evidenceDate: null,
        displayOnTimeline: false,
        timelineOrderAt: at,
        displayAssessmentPanel: true,
        isShowNamesToSubmitters: false,
        rolesAllowedMoveToDone: defaultRolesAllowedMoveToDone('SupervisedAssessmentWorkflow'),
        pages,
        content,
        state: 'done',
        participants: [{ ...assessorPerson, role: 'supervisor_assessor' }],
        revisions: [
          {
            revision: 1,
            submittedAt: at,
            submittedBy: owner,
            assessments: [{ ...assessorPerson, assessAt: at, isPrimary: true, done: true }],
          },
        ],
        submittedAt: at,
        assessDoneAt: at,
        groupId: section.groupId,
        activityId: section.activityId(planId),
        groupTitle: section.title,
        activityStatus: 'open',
        scoreSync: null,
        linkedToLms: false,
        trashedAt: null,
        version: 5,
        createdAt: at,
        updatedAt: at,
      } as Portfolio;
    });
    const assessments = portfolios.map((p, index) => ({
      organizationId: ORG,
      portfolioId: p.portfolioId,
      revision: 1,
      assessorId: assessor.userId,
      assessor: assessorPerson,
      role: 'supervisor_assessor' as const,
      contents: assessmentContents(pages, written + index),
      actedBy: null,
      version: 2,
      createdAt: now(),
      updatedAt: now(),
    }));
    await Promise.all([
      batchPut(portfolioEntity, portfolios.map(headOf)),
      batchPut(
        portfolioFieldEntity,
        portfolios.flatMap((p) =>
          stored.map((field) => ({
            organizationId: ORG,
            portfolioId: p.portfolioId,
            ...field,
            version: 2,
            previous: null,
          })),
        ),
      ),
      batchPut(
        portfolioRevisionFieldEntity,
        portfolios.flatMap((p) =>
          stored.map((field) => ({
            organizationId: ORG,
            portfolioId: p.portfolioId,
            revision: 1,
            writeId: 'bench',
            ...field,
          })),
        ),
      ),
      batchPut(portfolioRowEntity, portfolios.map(rowOf)),
      batchPut(
        portfolioRevisionEntity,
        portfolios.map((p) => ({
          organizationId: ORG,
          portfolioId: p.portfolioId,
          revision: 1,
          title: p.title,
          templateId: p.templateId,
          snapshotId: p.snapshotId,
          writeId: 'bench',
          submittedAt: p.submittedAt as string,
          submittedBy: p.owner,
          actedBy: null,
          portfolioVersion: 3,
        })),
      ),
      batchPut(portfolioAssessmentEntity, assessments),
      batchPut(
        assessmentSummaryEntity,
        portfolios.flatMap((p, index) => {
          const summary = assessmentSummaryOf(
            p,
            components,
            rubrics,
            (assessments[index] as (typeof assessments)[number]).contents,
          );
          return summary ? [summary] : [];
        }),
      ),
      batchPut(
        activityProgressEntity,
        round.map(({ member, planId, templateId }, index) =>
          progress(section, planId, templateId, member, (portfolios[index] as Portfolio).portfolioId),
        ),
      ),
    ]);
    written += round.length;
  });
  await countSectionActivities(ORG, section.groupId);
  return written;
}
