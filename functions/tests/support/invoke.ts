import { downloadFromResponse, routeKey, type BoundedContext, type Contract } from '@tessera/shared';
import { onDynamoCall } from '../../src/db/client';
import { handler as attachmentsHandler } from '../../src/http/attachments/handler';
import { handler as coursesHandler } from '../../src/http/courses/handler';
import { handler as hierarchyHandler } from '../../src/http/hierarchy/handler';
import { handler as identityHandler } from '../../src/http/identity/handler';
import { handler as importsHandler } from '../../src/http/imports/handler';
import { handler as extractsHandler } from '../../src/http/extracts/handler';
import { handler as portfoliosHandler } from '../../src/http/portfolios/handler';
import { handler as assessmentsHandler } from '../../src/http/assessments/handler';
import { handler as reportsHandler } from '../../src/http/reports/handler';
import { handler as rubricsHandler } from '../../src/http/rubrics/handler';
import { handler as systemHandler } from '../../src/http/system/handler';
import { handler as templatesHandler } from '../../src/http/templates/handler';
import type { HttpContext, HttpEvent, HttpResult } from '../../src/lib/http/types';
import type { DemoUserKey } from '../../src/seed/seed-demo';
import { apiEvent, json, lambdaContext, type Signer } from './events';
import { demoUserId } from './fixtures';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, string>;
}

type Handler = (event: HttpEvent, context: HttpContext) => Promise<HttpResult>;

/** Each bounded context's Lambda; a context whose contracts exist must be listed (the test fails loudly). */
const HANDLERS: Partial<Record<BoundedContext, Handler>> = {
  system: systemHandler,
  identity: identityHandler,
  hierarchy: hierarchyHandler,
  rubrics: rubricsHandler,
  templates: templatesHandler,
  courses: coursesHandler,
  portfolios: portfoliosHandler,
  assessments: assessmentsHandler,
  reports: reportsHandler,
  attachments: attachmentsHandler,
  imports: importsHandler,
  extracts: extractsHandler,
};

// A Lambda loads its routes on the first request (ADR 0024); every test file that calls through here loads them
// first, in a hook with room for a loaded machine, so that no test's time limit pays for a context's first transform.
// One after the other: Jest's ESM loader fails two dynamic imports that link a shared module at the same time.
beforeAll(async () => {
  for (const handler of Object.values(HANDLERS)) await (handler as { preload?: () => Promise<void> }).preload?.();
}, 120_000);

/** Who calls: a demo user, a user by sub (with the sign-in it is from), or nobody. */
export type Caller = DemoUserKey | Signer | { userId: string };

export interface InvokeOptions {
  as?: Caller;
  path?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A body sent as it is (malformed JSON, huge payloads). */
  rawBody?: string;
  headers?: Record<string, string>;
}

async function signerOf(caller: Caller | undefined): Promise<Signer | undefined> {
  if (caller === undefined) return undefined;
  if (typeof caller === 'string') return { sub: await demoUserId(caller) };
  return 'sub' in caller ? caller : { sub: caller.userId };
}

/**
 * Calls a contract in-process through its context's Lambda handler, with the API Gateway v2 event the
 * gateway would build (route key, path parameters, JWT claims), and returns the status and parsed body.
 */
export async function invoke<T = Record<string, unknown>>(
  contract: Contract,
  options: InvokeOptions = {},
): Promise<Answer<T>> {
  const handler = HANDLERS[contract.context];
  if (!handler) throw new Error(`no Lambda handler for the ${contract.context} context in tests/support/invoke.ts`);
  const event = apiEvent(routeKey(contract), {
    signer: await signerOf(options.as),
    ...(options.path ? { pathParameters: options.path } : {}),
    ...(options.query ? { query: options.query } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    ...(options.rawBody !== undefined ? { rawBody: options.rawBody } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
  });
  const result = await handler(event, lambdaContext);
  const headers = Object.fromEntries(
    Object.entries(result.headers ?? {}).map(([name, value]) => [name.toLowerCase(), String(value)]),
  );
  // A file answer (contracts with `produces`) reads as the object its contract names, as the web client reads it.
  const body = headers['content-type']?.startsWith('text/csv')
    ? (downloadFromResponse(result.body ?? '', headers['content-disposition']) as T)
    : json<T>(result);
  // The headers ride along without being enumerable: the many tests comparing a whole answer with toEqual
  // ({status, body}) keep doing so; the file tests read answer.headers.
  const answer = { status: result.statusCode ?? 0, body } as Answer<T>;
  Object.defineProperty(answer, 'headers', { value: headers, enumerable: false });
  return answer;
}

/** Runs `work` and lists the DynamoDB commands it sent (one per round trip). */
export async function countingRoundTrips<T>(work: () => Promise<T>): Promise<{ result: T; calls: string[] }> {
  const calls: string[] = [];
  const stop = onDynamoCall((name) => calls.push(name));
  try {
    return { result: await work(), calls };
  } finally {
    stop();
  }
}
