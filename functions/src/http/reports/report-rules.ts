import {
  assessmentComponentsOf,
  latestDoneAssessment,
  mappedStandards,
  mergeStandards,
  notFound,
  standardCounts,
  standardResults,
  standardStatus,
  type AssessedComponentConfig,
  type AssessmentComponentContent,
  type AssessmentRubric,
  type ReportStandard,
  type StandardStatus,
} from '@tessera/shared';
import type { Actor } from '../../lib/http/types';
import { getReportedAssessments } from '../../ports/assessments';
import { sectionForReport, type SectionForReport } from '../../ports/courses';
import { administers, loadNodeScope } from '../../ports/hierarchy';
import { getReportedPortfolios, type ReportedPortfolio } from '../../ports/portfolios';
import { getRubrics } from '../../ports/rubrics';
import { getTemplatePages } from '../../ports/templates';

/**
 * What the reports read and how (docs/adr/0020-assessments.md "Reports", docs/data-model.md): computed on
 * read from the assessments themselves, in a fixed number of round trips whatever the section's size —
 * (1) the section with its members, activities and progress, beside the caller's node scope; (2) the
 * activities' templates and the members' portfolios (their revision summaries only), one BatchGetItem each,
 * in parallel; (3) the rubrics the components name and each portfolio's latest done assessment, one
 * BatchGetItem each, in parallel.
 */

const ADMIN_ROLES = new Set(['admin', 'root_admin']);

/**
 * A section whose reports the caller may read: its owners, its coordinators (they assess every student's work
 * of the section as coordinator_assessors, so the report holds nothing they cannot read already; ADR 0020
 * "Who reads"), and admins with node authority over its course's node (getSectionProgress's rule, ADR 0017);
 * anyone else — members, mentors, peer assessors, other organisations — 404.
 * One round trip: the section (ports/courses) and, for admins, the tree, in parallel.
 */
export async function requireReportedSection(actor: Actor, groupId: string): Promise<SectionForReport> {
  const organizationId = actor.organisation.organizationId;
  const asAdmin = actor.roles.some((role) => ADMIN_ROLES.has(role));
  const [section, scope] = await Promise.all([
    sectionForReport(organizationId, groupId),
    asAdmin ? loadNodeScope(actor) : null,
  ]);
  if (!section) throw notFound();
  const owns = section.ownerIds.includes(actor.userId) || section.coordinatorIds.includes(actor.userId);
  if (!owns && !(scope !== null && administers(scope, section.nodeId))) throw notFound();
  return section;
}

/** The assessment work behind the sections' activities, read in two round trips (module comment). */
export interface AssessedWork {
  /** The assessment components of each activity's template, by template id. */
  templateComponents: Map<string, AssessedComponentConfig[]>;
  portfolios: Map<string, ReportedPortfolio>;
  rubrics: Map<string, { title: string; definition: AssessmentRubric }>;
  /** The content of each portfolio's latest done assessment, by portfolio id (absent: none done). */
  counted: Map<string, Readonly<Record<string, AssessmentComponentContent>>>;
}

const rubricIdsOf = (components: readonly AssessedComponentConfig[]): string[] =>
  components.filter((c) => c.type === 'assessment_rubric').map((c) => String(c.rubric_id));

export async function readAssessedWork(
  organizationId: string,
  sections: readonly SectionForReport[],
  only?: { activityId: string },
): Promise<AssessedWork> {
  const activities = sections
    .flatMap((section) => section.activities)
    .filter((activity) => !only || activity.activityId === only.activityId);
  const portfolioIds = sections
    .flatMap((section) => section.portfolios)
    .filter((entry) => !only || entry.activityId === only.activityId)
    .map((entry) => entry.portfolioId);
  const [templates, portfolios] = await Promise.all([
    getTemplatePages(organizationId, [...new Set(activities.map((activity) => activity.templateId))]),
    getReportedPortfolios(organizationId, [...new Set(portfolioIds)]),
  ]);
  const templateComponents = new Map(
    templates.map((template) => [template.templateId, assessmentComponentsOf(template.pages)]),
  );
  const done = portfolios.flatMap((portfolio) => {
    const assessment = latestDoneAssessment(portfolio);
    return assessment ? [{ portfolioId: portfolio.portfolioId, ...assessment }] : [];
  });
  const rubricIds = new Set([
    ...[...templateComponents.values()].flatMap(rubricIdsOf),
    ...portfolios.flatMap((portfolio) => rubricIdsOf(assessmentComponentsOf(portfolio.pages))),
  ]);
  const [rubrics, assessments] = await Promise.all([
    getRubrics(organizationId, [...rubricIds]),
    getReportedAssessments(organizationId, done),
  ]);
  const contents = new Map(
    assessments.map((item) => [`${item.portfolioId}#${item.revision}#${item.assessorId}`, item.contents]),
  );
  return {
    templateComponents,
    portfolios: new Map(portfolios.map((portfolio) => [portfolio.portfolioId, portfolio])),
    rubrics: new Map(
      rubrics.map((rubric) => [rubric.rubricId, { title: rubric.title, definition: rubric.definition }]),
    ),
    // A done assessment whose item was never saved (Mark as done with nothing entered) counts as empty.
    counted: new Map(
      done.map((entry) => [
        entry.portfolioId,
        contents.get(`${entry.portfolioId}#${entry.revision}#${entry.assessorId}`) ?? {},
      ]),
    ),
  };
}

export const rubricDefinitions = (work: AssessedWork): Map<string, AssessmentRubric> =>
  new Map([...work.rubrics].map(([id, rubric]) => [id, rubric.definition]));

/** The standards the sections' activities map: their templates' and the portfolios' components, each once. */
export function sectionStandards(sections: readonly SectionForReport[], work: AssessedWork): ReportStandard[] {
  const rubrics = rubricDefinitions(work);
  const fromTemplates = sections
    .flatMap((section) => section.activities)
    .map((activity) => mappedStandards(work.templateComponents.get(activity.templateId) ?? [], rubrics));
  const fromPortfolios = [...work.portfolios.values()].map((portfolio) =>
    mappedStandards(assessmentComponentsOf(portfolio.pages), rubrics),
  );
  return mergeStandards([...fromTemplates, ...fromPortfolios]);
}

export interface ReportedStudent {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  standards: Record<string, StandardStatus>;
}

/**
 * Each student of the sections once (a student in two sections, or two courses, is one row) with their
 * status on every standard: the verdicts of the latest done assessment of every activity portfolio they
 * have, rolled up (met in any counts as met, shared's standardStatus). Also how many assessments counted.
 */
export function rollUpStudents(
  sections: readonly SectionForReport[],
  work: AssessedWork,
  standards: readonly ReportStandard[],
): { students: (ReportedStudent & { groups: string[] })[]; assessmentsCounted: number } {
  const rubrics = rubricDefinitions(work);
  const students = new Map<string, ReportedStudent & { groups: string[]; verdicts: Map<string, boolean>[] }>();
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

/** The standards with their labels and the chart's counts. */
export function presentStandards(standards: readonly ReportStandard[], students: readonly ReportedStudent[]) {
  const counts = standardCounts(standards, students);
  return standards.map((standard) => ({
    ...standard,
    ...(counts.get(standard.id) ?? { met: 0, not_met: 0, not_yet_assessed: 0 }),
  }));
}
