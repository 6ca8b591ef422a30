import type { getSectionStandardsReport, SectionStandardsReport } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import type { Actor } from '../../lib/http/types';
import {
  presentStandards,
  readAssessedWork,
  requireReportedSection,
  rollUpStudents,
  sectionStandards,
} from './report-rules';

/** The section's standards report (shared by its JSON and CSV forms). */
export async function sectionStandardsReport(actor: Actor, groupId: string): Promise<SectionStandardsReport> {
  const section = await requireReportedSection(actor, groupId);
  const work = await readAssessedWork(actor.organisation.organizationId, [section]);
  const standards = sectionStandards([section], work);
  const { students, assessmentsCounted } = rollUpStudents([section], work, standards);
  return {
    group: { id: section.groupId, title: section.title, course_id: section.courseId },
    activities: section.activities.map((activity) => ({
      id: activity.activityId,
      title: activity.title,
      template_id: activity.templateId,
    })),
    standards: presentStandards(standards, students),
    students: students.map(({ groups: _groups, ...student }) => student),
    assessments_counted: assessmentsCounted,
  };
}

/**
 * GET /api/groups/{id}/reports/standards (issue 13; ADR 0020 "Reports"): each member × each standard the
 * section's activities map — met, not met or not yet assessed, from the latest done assessment of each
 * activity's portfolio (met in any activity counts; read from the section's summaries, ADR 0028 §3) — with the
 * standards' labels and counts. Owners and
 * admins with node authority over the course's node; anyone else 404. Three round trips after the actor
 * (report-rules.ts), whatever the section's size.
 */
export const getSectionStandardsReportUseCase: UseCase<typeof getSectionStandardsReport> = async (
  { path },
  { actor },
) => sectionStandardsReport(actor, path.id);
