/**
 * The reports as they were computed before the assessment summaries (issue 13; ADR 0020 "Reports", kept as a
 * test-only oracle by ADR 0028 §3): from every member's portfolio (its revision summaries and pages) and each
 * one's latest done assessment, read by keys. The reports now read the section's summaries; the equality
 * suites compute both and compare, so the summaries are shown to say what the portfolios and assessments say.
 * Authorization is not the oracle's: it is called with a section or node the caller already read.
 */
import {
  assessmentComponentsOf,
  latestDoneAssessment,
  mappedStandards,
  mergeStandards,
  rubricCriterionScores,
  rubricMode,
  standardCounts,
  standardResults,
  standardStatus,
  type AssessedComponentConfig,
  type AssessmentComponentContent,
  type AssessmentRubric,
  type ReportStandard,
  type RubricComponentContent,
  type RubricScoresReport,
  type StandardStatus,
} from '@tessera/shared';
import { readSectionContents } from '../../src/db/courses/activities';
import { activityIdOf } from '../../src/db/courses/entities/section-activity';
import { listNodeCourses } from '../../src/db/courses/courses';
import { getSection, listSectionsOfCourse, type Section } from '../../src/db/courses/sections';
import { getReportedAssessments } from '../../src/ports/assessments';
import { getReportedPortfolios, type ReportedPortfolio } from '../../src/ports/portfolios';
import { getRubrics } from '../../src/ports/rubrics';
import { getTemplatePages } from '../../src/ports/templates';

interface OldSection {
  groupId: string;
  title: string;
  courseId: string;
  students: { userId: string; firstName: string; lastName: string; email: string }[];
  activities: { activityId: string; planId: string; title: string; templateId: string }[];
  portfolios: { activityId: string; userId: string; portfolioId: string }[];
}

async function oldSection(organizationId: string, section: Section): Promise<OldSection> {
  const contents = await readSectionContents(organizationId, section.groupId);
  const students = contents.members
    .filter((member) => member.role === 'member')
    .map((m) => ({ userId: m.userId, firstName: m.firstName, lastName: m.lastName, email: m.email }))
    .sort(
      (a, b) =>
        a.lastName.localeCompare(b.lastName) ||
        a.firstName.localeCompare(b.firstName) ||
        a.userId.localeCompare(b.userId),
    );
  const ids = new Set(students.map((student) => student.userId));
  return {
    groupId: section.groupId,
    title: section.name || section.title,
    courseId: section.courseId ?? '',
    students,
    activities: contents.activities.map((a) => ({
      activityId: activityIdOf(a.groupId, a.planId),
      planId: a.planId,
      title: a.title,
      templateId: a.templateId,
    })),
    portfolios: contents.progress.flatMap((p) =>
      p.portfolioId && ids.has(p.userId)
        ? [{ activityId: activityIdOf(p.groupId, p.planId), userId: p.userId, portfolioId: p.portfolioId }]
        : [],
    ),
  };
}

interface AssessedWork {
  templateComponents: Map<string, AssessedComponentConfig[]>;
  portfolios: Map<string, ReportedPortfolio>;
  rubrics: Map<string, { title: string; definition: AssessmentRubric }>;
  counted: Map<string, Readonly<Record<string, AssessmentComponentContent>>>;
}

const rubricIdsOf = (components: readonly AssessedComponentConfig[]): string[] =>
  components.filter((c) => c.type === 'assessment_rubric').map((c) => String(c.rubric_id));

async function readAssessedWork(
  organizationId: string,
  sections: readonly OldSection[],
  only?: { activityId: string },
): Promise<AssessedWork> {
  const activities = sections.flatMap((s) => s.activities).filter((a) => !only || a.activityId === only.activityId);
  const portfolioIds = sections
    .flatMap((s) => s.portfolios)
    .filter((e) => !only || e.activityId === only.activityId)
    .map((e) => e.portfolioId);
  const [templates, portfolios] = await Promise.all([
    getTemplatePages(organizationId, [...new Set(activities.map((a) => a.templateId))]),
    getReportedPortfolios(organizationId, [...new Set(portfolioIds)]),
  ]);
  const templateComponents = new Map(templates.map((t) => [t.templateId, assessmentComponentsOf(t.pages)]));
  const done = portfolios.flatMap((portfolio) => {
    const assessment = latestDoneAssessment(portfolio);
    return assessment ? [{ portfolioId: portfolio.portfolioId, ...assessment }] : [];
  });
  const rubricIds = new Set([
    ...[...templateComponents.values()].flatMap(rubricIdsOf),
    ...portfolios.flatMap((p) => rubricIdsOf(assessmentComponentsOf(p.pages))),
  ]);
  const [rubrics, assessments] = await Promise.all([
    getRubrics(organizationId, [...rubricIds]),
    getReportedAssessments(organizationId, done),
  ]);
  const contents = new Map(assessments.map((a) => [`${a.portfolioId}#${a.revision}#${a.assessorId}`, a.contents]));
  return {
    templateComponents,
    portfolios: new Map(portfolios.map((p) => [p.portfolioId, p])),
    rubrics: new Map(rubrics.map((r) => [r.rubricId, { title: r.title, definition: r.definition }])),
    counted: new Map(
      done.map((e) => [e.portfolioId, contents.get(`${e.portfolioId}#${e.revision}#${e.assessorId}`) ?? {}]),
    ),
  };
}

const definitions = (work: AssessedWork) => new Map([...work.rubrics].map(([id, r]) => [id, r.definition]));

function sectionStandards(sections: readonly OldSection[], work: AssessedWork): ReportStandard[] {
  const rubrics = definitions(work);
  return mergeStandards([
    ...sections
      .flatMap((s) => s.activities)
      .map((a) => mappedStandards(work.templateComponents.get(a.templateId) ?? [], rubrics)),
    ...[...work.portfolios.values()].map((p) => mappedStandards(assessmentComponentsOf(p.pages), rubrics)),
  ]);
}

function rollUpStudents(sections: readonly OldSection[], work: AssessedWork, standards: readonly ReportStandard[]) {
  const rubrics = definitions(work);
  type Row = {
    id: string;
    first_name: string;
    last_name: string;
    email: string;
    standards: Record<string, StandardStatus>;
    groups: string[];
    verdicts: Map<string, boolean>[];
  };
  const students = new Map<string, Row>();
  let assessmentsCounted = 0;
  for (const section of sections) {
    for (const student of section.students) {
      const row = students.get(student.userId) ?? {
        id: student.userId,
        first_name: student.firstName,
        last_name: student.lastName,
        email: student.email,
        standards: {},
        groups: [],
        verdicts: [],
      };
      row.groups.push(section.groupId);
      students.set(student.userId, row);
    }
    for (const entry of section.portfolios) {
      const portfolio = work.portfolios.get(entry.portfolioId);
      const contents = work.counted.get(entry.portfolioId);
      const row = students.get(entry.userId);
      if (!portfolio || !contents || !row) continue;
      assessmentsCounted += 1;
      row.verdicts.push(standardResults(assessmentComponentsOf(portfolio.pages), rubrics, contents));
    }
  }
  return {
    students: [...students.values()].map(({ verdicts, ...row }) => ({
      ...row,
      standards: Object.fromEntries(standards.map((s) => [s.id, standardStatus(verdicts, s.id)])),
    })),
    assessmentsCounted,
  };
}

function presentStandards(
  standards: readonly ReportStandard[],
  students: ReturnType<typeof rollUpStudents>['students'],
) {
  const counts = standardCounts(standards, students);
  return standards.map((s) => ({ ...s, ...(counts.get(s.id) ?? { met: 0, not_met: 0, not_yet_assessed: 0 }) }));
}

/** The section standards report, computed the old way. */
export async function oldSectionStandardsReport(organizationId: string, groupId: string) {
  const stored = await getSection(organizationId, groupId);
  if (!stored) throw new Error(`no section ${groupId}`);
  const section = await oldSection(organizationId, stored);
  const work = await readAssessedWork(organizationId, [section]);
  const standards = sectionStandards([section], work);
  const { students, assessmentsCounted } = rollUpStudents([section], work, standards);
  return {
    group: { id: section.groupId, title: section.title, course_id: section.courseId },
    activities: section.activities.map((a) => ({ id: a.activityId, title: a.title, template_id: a.templateId })),
    standards: presentStandards(standards, students),
    students: students.map(({ groups: _groups, ...student }) => student),
    assessments_counted: assessmentsCounted,
  };
}

/** The node standards report's computed part (its sections, standards, students, counts), the old way. */
export async function oldNodeStandardsReport(organizationId: string, nodeIds: readonly string[]) {
  const courses = (await Promise.all(nodeIds.map((nodeId) => listNodeCourses(organizationId, nodeId)))).flat();
  const stored = (await Promise.all(courses.map((c) => listSectionsOfCourse(organizationId, c.courseId)))).flat();
  const sections = await Promise.all(stored.map((section) => oldSection(organizationId, section)));
  const work = await readAssessedWork(organizationId, sections);
  const standards = sectionStandards(sections, work);
  const { students, assessmentsCounted } = rollUpStudents(sections, work, standards);
  return {
    groups: sections.map((s) => ({ id: s.groupId, title: s.title, course_id: s.courseId })),
    standards: presentStandards(standards, students),
    students,
    assessments_counted: assessmentsCounted,
  };
}

/** The activity rubric-scores report, the old way. */
export async function oldActivityRubricScoresReport(
  organizationId: string,
  groupId: string,
  activityId: string,
): Promise<RubricScoresReport> {
  const stored = await getSection(organizationId, groupId);
  if (!stored) throw new Error(`no section ${groupId}`);
  const section = await oldSection(organizationId, stored);
  const activity = section.activities.find((entry) => entry.activityId === activityId);
  if (!activity) throw new Error(`no activity ${activityId}`);
  const work = await readAssessedWork(organizationId, [section], { activityId });
  const members = section.portfolios.filter((entry) => entry.activityId === activityId);
  const components = new Map<string, AssessedComponentConfig>();
  const portfolioComponents = members.map((entry) =>
    assessmentComponentsOf(work.portfolios.get(entry.portfolioId)?.pages ?? []),
  );
  for (const config of [work.templateComponents.get(activity.templateId) ?? [], ...portfolioComponents].flat())
    if (config.type === 'assessment_rubric' && !components.has(String(config.component_id)))
      components.set(String(config.component_id), config);
  const rubrics = [...components.values()].flatMap((config) => {
    const componentId = String(config.component_id);
    const rubric = work.rubrics.get(String(config.rubric_id));
    if (!rubric) return [];
    const selections = members.flatMap((entry, index) => {
      const contents = work.counted.get(entry.portfolioId);
      const holds = portfolioComponents[index]?.some((c) => String(c.component_id) === componentId);
      if (!contents || !holds) return [];
      return [(contents[componentId] as RubricComponentContent | undefined)?.criteria ?? {}];
    });
    return [
      {
        component_id: componentId,
        label: typeof config.label === 'string' ? config.label : '',
        rubric_id: String(config.rubric_id),
        rubric_title: rubric.title,
        mode: rubricMode(rubric.definition),
        assessments_counted: selections.length,
        criteria: rubricCriterionScores(rubric.definition, selections),
      },
    ];
  });
  return {
    group: { id: section.groupId, title: section.title },
    activity: { id: activity.activityId, title: activity.title, template_id: activity.templateId },
    students: section.students.length,
    rubrics,
  };
}
