import { JOB_KINDS, type JobKind } from './job-kinds';
import type { JobContract } from './job-contract';
import { propagateCourseJob } from './courses/propagate-course';
import { importChunkJob } from './imports/import-chunk';
import { splitImportJob } from './imports/split-import';
import { runDueExtractSchedulesJob } from './extracts/run-due-schedules';
import { runExtractJob } from './extracts/run-extract';
import { sweepFieldObjectsJob } from './portfolios/sweep-field-objects';

/**
 * Every job contract, as shared/src/api's catalogue lists the routes: the consumers, the local queue and the
 * tests read the jobs a kind's queue carries from here. Imports split a file and import its chunks (issue 24,
 * ADR 0029); an extract writes its file in one message (issue 25, ADR 0032); similarity checks add theirs
 * with their issue (its consumer acknowledges until then).
 */
export const JOB_CONTRACTS = [
  propagateCourseJob,
  splitImportJob,
  importChunkJob,
  runExtractJob,
  runDueExtractSchedulesJob,
  sweepFieldObjectsJob,
] as const satisfies readonly JobContract[];

/** The jobs that go through `kind`'s queue. */
export function jobsOfKind(kind: JobKind): JobContract[] {
  return JOB_CONTRACTS.filter((contract) => contract.kind === kind);
}

export { JOB_KINDS };
