import {
  assessmentComponentsOf,
  mappedStandards,
  mergeStandards,
  notFound,
  standardCounts,
  standardStatus,
  type AssessedComponentConfig,
  type AssessmentRubric,
  type ReportStandard,
  type StandardStatus,
} from '@tessera/shared';
import { listSectionSummaries, type AssessmentSummary } from '../../db/reports/assessment-summaries';
import type { Actor } from '../../lib/http/types';
import { sectionForReport, type SectionForReport } from '../../ports/courses';
import { administers, loadNodeScope } from '../../ports/hierarchy';
import { getRubrics } from '../../ports/rubrics';
import { getTemplatePages } from '../../ports/templates';

/**
 * What the reports read and how (docs/adr/0028-portfolios-at-institution-scale.md §3, docs/data-model.md): the
 * section's assessment summaries (db/reports: one item per student × activity whose work has a counted
 * assessment, written with every change that moves it), never its portfolios or assessments, in a fixed number
 * of round trips whatever the section's size — (1) the section with its members and activities, beside the
 * caller's node scope; (2) the activities' templates (one BatchGetItem) and the summaries (one Query of the
 * section's summaries while they fit a page, else one per activity), in parallel; (3) the rubrics the components name (one BatchGetItem).
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

/** What the reports compute from: the activities' assessment components, the summaries and the rubrics. */
export interface AssessedWork {
  /** The assessment components of each activity's template, by template id. */
  templateComponents: Map<string, AssessedComponentConfig[]>;
  /** The sections' summaries, by group id. */
  summaries: Map<string, AssessmentSummary[]>;
  rubrics: Map<string, { title: string; definition: AssessmentRubric }>;
}

const rubricIdsOf = (components: readonly AssessedComponentConfig[]): string[] =>
  components.filter((c) => c.type === 'assessment_rubric').map((c) => String(c.rubric_id));

/** The rubric components a summary records, as components (for the rubrics its portfolio held). */
export const summaryRubricComponents = (summary: AssessmentSummary): AssessedComponentConfig[] =>
  Object.entries(summary.rubrics).map(([componentId, rubric]) => ({
    component_id: componentId,
    type: 'assessment_rubric',
    rubric_id: rubric.rubric_id,
  }));

export async function readAssessedWork(
  organizationId: string,
  sections: readonly SectionForReport[],
  only?: { activityId: string },
): Promise<AssessedWork> {
  const activitiesOf = (section: SectionForReport) =>
    section.activities.filter((activity) => !only || activity.activityId === only.activityId);
  const templateIds = [...new Set(sections.flatMap(activitiesOf).map((activity) => activity.templateId))];
  const [templates, summaries] = await Promise.all([
    getTemplatePages(organizationId, templateIds),
    Promise.all(
      sections.map((section) =>
        listSectionSummaries(
          organizationId,
          section.groupId,
          activitiesOf(section).map((activity) => activity.planId),
          section.students.length,
        ),
      ),
    ),
  ]);
  const templateComponents = new Map(
    templates.map((template) => [template.templateId, assessmentComponentsOf(template.pages)]),
  );
  const rubricIds = new Set([
    ...[...templateComponents.values()].flatMap(rubricIdsOf),
    ...summaries.flat().flatMap((summary) => Object.values(summary.rubrics).map((rubric) => rubric.rubric_id)),
  ]);
  const rubrics = await getRubrics(organizationId, [...rubricIds]);
  return {
    templateComponents,
    summaries: new Map(sections.map((section, index) => [section.groupId, summaries[index] ?? []])),
    rubrics: new Map(
      rubrics.map((rubric) => [rubric.rubricId, { title: rubric.title, definition: rubric.definition }]),
    ),
  };
}

export const rubricDefinitions = (work: AssessedWork): Map<string, AssessmentRubric> =>
  new Map([...work.rubrics].map(([id, rubric]) => [id, rubric.definition]));

/**
 * The standards the sections' activities map: their templates' components', then those the counted
 * assessments' rubrics map, then any other a counted assessment has a verdict on (its portfolio's copy of an
 * older template mapped it; labelled by its id, ADR 0028 §3 "as built"), each once.
 */
export function sectionStandards(sections: readonly SectionForReport[], work: AssessedWork): ReportStandard[] {
  const rubrics = rubricDefinitions(work);
  const fromTemplates = sections
    .flatMap((section) => section.activities)
    .map((activity) => mappedStandards(work.templateComponents.get(activity.templateId) ?? [], rubrics));
  const summaries = [...work.summaries.values()].flat();
  const fromRubrics = summaries.map((summary) => mappedStandards(summaryRubricComponents(summary), rubrics));
  const judged = summaries.map((summary) => Object.keys(summary.standards).map((id) => ({ id, code: '', title: '' })));
  return mergeStandards([...fromTemplates, ...fromRubrics, ...judged]);
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
    // A summary of someone no longer a student of the section (removed, or now an assessor) is not counted.
    const current = new Set(section.students.map((student) => student.userId));
    for (const summary of work.summaries.get(section.groupId) ?? []) {
      const row = students.get(summary.userId);
      if (!row || !current.has(summary.userId)) continue;
      assessmentsCounted += 1;
      row.verdicts.push(new Map(Object.entries(summary.standards)));
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
