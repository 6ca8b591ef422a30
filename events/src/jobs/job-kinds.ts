import * as z from 'zod/mini';

/** One SQS queue (and DLQ) per job kind (docs/architecture.md §7). */
/**
 * `propagation`: a course's activity plans copied into sections beyond what one request writes (ADR 0017).
 */
export const JOB_KINDS = ['imports', 'extracts', 'similarity', 'propagation'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** The states of every job's status record (spec 2 §4). */
export const JOB_STATES = ['created', 'started', 'finished', 'exception'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** Envelope v1 of every job message: which job, which chunk of it, for which organisation. */
export const jobMessageV1 = z.object({
  version: z.literal(1),
  kind: z.enum(JOB_KINDS),
  organizationId: z.string().check(z.minLength(1)),
  jobId: z.string().check(z.minLength(1)),
  chunk: z._default(z.int().check(z.nonnegative()), 0),
  payload: z._default(z.record(z.string(), z.unknown()), {}),
});
export type JobMessageV1 = z.infer<typeof jobMessageV1>;
