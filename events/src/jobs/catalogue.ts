import { JOB_KINDS, type JobKind } from './job-kinds';
import type { JobContract } from './job-contract';
import { propagateCourseJob } from './courses/propagate-course';

/**
 * Every job contract, as shared/src/api's catalogue lists the routes: the consumers, the local queue and the
 * tests read the jobs a kind's queue carries from here. Imports, extracts and similarity checks add theirs
 * with their issues (their queues exist; their consumers acknowledge and log until then).
 */
export const JOB_CONTRACTS = [propagateCourseJob] as const satisfies readonly JobContract[];

/** The jobs that go through `kind`'s queue. */
export function jobsOfKind(kind: JobKind): JobContract[] {
  return JOB_CONTRACTS.filter((contract) => contract.kind === kind);
}

export { JOB_KINDS };
