import * as z from 'zod/mini';
import type { JobKind } from './job-kinds';

type AnySchema = z.ZodMiniType;

/**
 * One job, declared once (as an HTTP route is by its contract in shared/src/api): the queue it goes through,
 * its payload and its result. The producer sends through it (`sendJob`) and the consumer reads through it
 * (`jobConsumer`), so both agree by type and each message is checked against the same schema at both ends;
 * nothing reads a payload by hand.
 */
export interface JobContract<
  Id extends string = string,
  Kind extends JobKind = JobKind,
  Payload extends AnySchema = AnySchema,
  Result extends AnySchema = AnySchema,
> {
  /** `<context>.<verbNoun>`, unique across jobs. */
  readonly id: Id;
  /** The queue (and DLQ, and consumer) it goes through. */
  readonly kind: Kind;
  readonly summary: string;
  readonly payload: Payload;
  /** What one message's work answers: logged by the consumer, and kept by jobs that have a status record. */
  readonly result: Result;
  /** The whole v1 message of this job: the envelope with this job's id, kind and payload. */
  readonly message: z.ZodMiniObject<{
    version: z.ZodMiniLiteral<1>;
    job: z.ZodMiniLiteral<Id>;
    kind: z.ZodMiniLiteral<Kind>;
    organizationId: z.ZodMiniString;
    jobId: z.ZodMiniString;
    chunk: z.ZodMiniDefault<z.ZodMiniInt>;
    payload: Payload;
  }>;
}

export function defineJob<
  const Id extends string,
  const Kind extends JobKind,
  Payload extends AnySchema,
  Result extends AnySchema,
>(definition: {
  id: Id;
  kind: Kind;
  summary: string;
  payload: Payload;
  result: Result;
}): JobContract<Id, Kind, Payload, Result> {
  return {
    ...definition,
    message: z.object({
      version: z.literal(1),
      job: z.literal(definition.id),
      kind: z.literal(definition.kind),
      organizationId: z.string().check(z.minLength(1)),
      jobId: z.string().check(z.minLength(1)),
      chunk: z._default(z.int().check(z.nonnegative()), 0),
      payload: definition.payload,
    }),
  };
}

/** A message of job C as a consumer reads it (after the contract's parse). */
export type JobMessage<C extends JobContract> = z.output<C['message']>;
/** A message of job C as a producer writes it (`chunk` may be left out). */
export type JobMessageInput<C extends JobContract> = z.input<C['message']>;
/** What job C's work answers for one message. */
export type JobResult<C extends JobContract> = z.output<C['result']>;
