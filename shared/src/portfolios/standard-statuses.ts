/**
 * What a standard is for a student in the standards reports (the rules are in ./reports.ts). A file of its own:
 * the reports' contracts (api/reports/schemas.ts) need only these words, and importing reports.ts would make the
 * routes of every Lambda that serves them reach the reports' rules and, through the assessments, the rich-text
 * sanitiser (ADR 0024: a Lambda's first request loads what its routes reach).
 */
export const STANDARD_STATUSES = ['met', 'not_met', 'not_yet_assessed'] as const;
export type StandardStatus = (typeof STANDARD_STATUSES)[number];
