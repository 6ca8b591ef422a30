import { defineContract } from '../contract';
import { csvDownloadSchema } from '../download';
import {
  activityReportPathSchema,
  nodeReportPathSchema,
  nodeStandardsReportSchema,
  rubricScoresReportSchema,
  sectionReportPathSchema,
  sectionStandardsReportSchema,
} from './schemas';

/**
 * The reports context: the assessment reports (issue 13; docs/adr/0020-assessments.md "Reports"), served by its
 * own Lambda, which reads portfolios and assessments through their ports. Each report has a CSV sibling at `<path>/csv` answering the same numbers
 * as a file (`produces: 'text/csv'`, cells escaped against formula injection). Who reads: a section's reports
 * its owners, its coordinators (who assess all of its work) and admins with node authority over its course's
 * node (getSectionProgress's rule, widened to coordinators: ADR 0020); a node's
 * report admins with authority over the node. Anyone else, other organisations included, gets 404.
 */
const EVERYONE = 'authenticated' as const;
const ADMINS = ['admin', 'root_admin'] as const;

export const getSectionStandardsReport = defineContract({
  id: 'reports.getSectionStandardsReport',
  context: 'reports',
  method: 'GET',
  path: '/api/groups/{id}/reports/standards',
  audience: EVERYONE,
  summary:
    'A section’s standards report: each member × each standard its activities map (met, not met, not yet assessed, from the latest done assessment), with counts per standard: owners, coordinators and admins only.',
  request: { path: sectionReportPathSchema },
  response: sectionStandardsReportSchema,
});

export const exportSectionStandardsReport = defineContract({
  id: 'reports.exportSectionStandardsReport',
  context: 'reports',
  method: 'GET',
  path: '/api/groups/{id}/reports/standards/csv',
  audience: EVERYONE,
  summary: 'The section’s standards report as a CSV file (cells escaped against formula injection).',
  produces: 'text/csv',
  request: { path: sectionReportPathSchema },
  response: csvDownloadSchema,
});

export const getNodeStandardsReport = defineContract({
  id: 'reports.getNodeStandardsReport',
  context: 'reports',
  method: 'GET',
  path: '/api/nodes/{id}/reports/standards',
  audience: ADMINS,
  summary:
    'A node’s standards report: every section of every course under the node, each student’s standards rolled up across courses, with counts per standard: admins with authority over the node.',
  request: { path: nodeReportPathSchema },
  response: nodeStandardsReportSchema,
});

export const exportNodeStandardsReport = defineContract({
  id: 'reports.exportNodeStandardsReport',
  context: 'reports',
  method: 'GET',
  path: '/api/nodes/{id}/reports/standards/csv',
  audience: ADMINS,
  summary: 'The node’s standards report as a CSV file (cells escaped against formula injection).',
  produces: 'text/csv',
  request: { path: nodeReportPathSchema },
  response: csvDownloadSchema,
});

export const getActivityRubricScoresReport = defineContract({
  id: 'reports.getActivityRubricScoresReport',
  context: 'reports',
  method: 'GET',
  path: '/api/groups/{id}/activities/{activityId}/reports/rubric-scores',
  audience: EVERYONE,
  summary:
    'An activity’s rubric scores: per rubric criterion the average points (N/A and empty left out), the level distribution and the assessments counted: the section’s owners and admins only.',
  request: { path: activityReportPathSchema },
  response: rubricScoresReportSchema,
});

export const exportActivityRubricScoresReport = defineContract({
  id: 'reports.exportActivityRubricScoresReport',
  context: 'reports',
  method: 'GET',
  path: '/api/groups/{id}/activities/{activityId}/reports/rubric-scores/csv',
  audience: EVERYONE,
  summary: 'The activity’s rubric scores as a CSV file (cells escaped against formula injection).',
  produces: 'text/csv',
  request: { path: activityReportPathSchema },
  response: csvDownloadSchema,
});

export const reportsContracts = [
  getSectionStandardsReport,
  exportSectionStandardsReport,
  getNodeStandardsReport,
  exportNodeStandardsReport,
  getActivityRubricScoresReport,
  exportActivityRubricScoresReport,
] as const;
