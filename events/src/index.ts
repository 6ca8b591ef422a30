export * from './jobs/job-kinds';
