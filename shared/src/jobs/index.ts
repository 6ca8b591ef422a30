export * from './job-logs';
