import * as z from 'zod/mini';

/**
 * One SQS queue (and DLQ) per job kind (docs/architecture.md §7); a queue may carry several jobs, each declared
 * by its own contract (job-contract.ts). `propagation`: a course's activity plans copied into sections beyond
 * what one request writes (ADR 0017).
 */
export const JOB_KINDS = ['imports', 'extracts', 'similarity', 'propagation'] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/**
 * Deliveries of one message before SQS moves it to its DLQ (the queues' redrive policy, infra's jobs stack and
 * the local queue).
 */
export const JOB_MAX_RECEIVE_COUNT = 5;

/**
 * The kinds whose DLQ has a consumer (functions/src/jobs/<kind>/dead-letter-handler.ts, wired by infra's jobs
 * stack and the local cloud): a message SQS gave up on, whether its last delivery threw or timed out, is
 * recorded for good by its job (an import's chunk ends its run in exception with what was done kept). The other
 * kinds' DLQs keep their messages for an operator.
 */
export const DEAD_LETTER_CONSUMERS = ['imports'] as const satisfies readonly JobKind[];

/** The states of every job's status record (spec 2 §4). */
export const JOB_STATES = ['created', 'started', 'finished', 'exception'] as const;
export type JobState = (typeof JOB_STATES)[number];

/**
 * What every v1 job message carries, whatever its job: the transport's view (a queue routes by `kind` and
 * checks no more). A consumer reads a message through its job's contract, which also checks `job` and the
 * payload (job-contract.ts).
 */
export const jobEnvelopeV1 = z.object({
  version: z.literal(1),
  /** The job contract's id, `<context>.<verbNoun>`. */
  job: z.string().check(z.minLength(1)),
  kind: z.enum(JOB_KINDS),
  organizationId: z.string().check(z.minLength(1)),
  jobId: z.string().check(z.minLength(1)),
  chunk: z._default(z.int().check(z.nonnegative()), 0),
  payload: z.unknown(),
});
export type JobEnvelopeV1 = z.infer<typeof jobEnvelopeV1>;
