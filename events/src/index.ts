export * from './jobs/job-kinds';
export * from './jobs/job-contract';
export { JOB_CONTRACTS, jobsOfKind } from './jobs/catalogue';
export * from './jobs/courses/propagate-course';
export * from './jobs/imports/split-import';
export * from './jobs/imports/import-chunk';
export * from './jobs/extracts/run-extract';
export * from './jobs/extracts/run-due-schedules';
export * from './jobs/portfolios/sweep-field-objects';
