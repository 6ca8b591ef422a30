import { type getNodeStandardsReport, type NodeStandardsReport } from '@tessera/shared';
import type { Actor, UseCase } from '../../lib/http/types';
import { sectionsForNodeReport } from '../../ports/courses';
import { loadNodeScope, requireAdministeredNode } from '../../ports/hierarchy';
import { presentStandards, readAssessedWork, rollUpStudents, sectionStandards } from './report-rules';

/** The node's standards report (shared by its JSON and CSV forms). */
export async function nodeStandardsReport(actor: Actor, nodeId: string): Promise<NodeStandardsReport> {
  const organizationId = actor.organisation.organizationId;
  const scope = await loadNodeScope(actor);
  const node = requireAdministeredNode(scope, nodeId);
  const nodeIds = scope.nodes.filter((n) => n.nodeId === nodeId || n.path.includes(nodeId)).map((n) => n.nodeId);
  const { courses, sections } = await sectionsForNodeReport(organizationId, nodeIds);
  const work = await readAssessedWork(organizationId, sections);
  const standards = sectionStandards(sections, work);
  const { students, assessmentsCounted } = rollUpStudents(sections, work, standards);
  return {
    node: { id: node.nodeId, title: node.text },
    courses: courses.map((course) => ({ id: course.courseId, name: course.name, node_id: course.nodeId })),
    groups: sections.map((section) => ({ id: section.groupId, title: section.title, course_id: section.courseId })),
    standards: presentStandards(standards, students),
    students,
    assessments_counted: assessmentsCounted,
  };
}

/**
 * GET /api/nodes/{id}/reports/standards (issue 13; ADR 0020 "Reports"): program outcomes across courses —
 * every section of every course on the node or below it, each student once with their standards rolled up
 * across all of them (met in any activity of any course counts), with the standards' counts. Admins with
 * authority over the node; other nodes and organisations 404. Round trips after the actor: the tree (1),
 * the courses, their sections and the sections' partitions (3, each wave in parallel), then the report's two
 * (report-rules.ts): 6 whatever the counts.
 */
export const getNodeStandardsReportUseCase: UseCase<typeof getNodeStandardsReport> = async ({ path }, { actor }) =>
  nodeStandardsReport(actor, path.id);
