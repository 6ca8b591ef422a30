import middy, { type MiddlewareObj } from '@middy/core';
import { attachmentDisposition, CSV_CONTENT_TYPE, type Contract, type CsvDownload, type Locale } from '@tessera/shared';
import { logger } from '../powertools';
import { containsText, localize } from '../text';
import { dynamoActorStore, resolveActor, type ActorStore } from './actor';
import { containerActorCache, type ActorCache } from './actor-cache';
import { parseJsonBody } from './body';
import { markCachedRead } from './cached-reads';
import { closeAuditLine, openAuditLine } from './impersonation-audit';
import { errorToResponse, jsonResponse } from './error-mapper';
import { localeFromHeaders } from './locale';
import { checkAudience, checkPayment, checkSession } from './rules';
import { registerNewerSignIn } from './sign-in';
import { translator } from './translate';
import type { Actor, HttpContext, HttpEvent, HttpResult, UseCase, UseCaseContext, UseCaseInput } from './types';
import { parseRequest, type ParsedInput } from './validation';

/** Per-request state the middlewares hand to each other and to the use case. */
interface RequestState {
  /** The language the request asked for (Accept-Language), if any. */
  requested: Locale | null;
  body: unknown;
  actor: Actor | null;
  input: ParsedInput<Contract> | null;
  /** The impersonation audit's line for this request, while acting as someone (impersonation-audit.ts). */
  audit: Awaited<ReturnType<typeof openAuditLine>>;
}
type StackContext = HttpContext & { tessera: RequestState };
type Middleware = MiddlewareObj<HttpEvent, HttpResult, Error, StackContext>;

export interface HttpHandlerOptions {
  /** Replaces the DynamoDB actor store (unit tests). */
  actorStore?: ActorStore;
  /** Replaces the container's actor cache (null: none; unit tests). */
  actorCache?: ActorCache | null;
}

/** The answer's language: what the request asked for, else the account's, else English. */
const answerLocale = (state: RequestState | undefined): Locale | undefined =>
  state?.requested ?? state?.actor?.locale ?? undefined;

/** Gives every invocation its own state object, layered over the (possibly shared) Lambda context. */
const requestState = (): Middleware => ({
  before: (request) => {
    const tessera: RequestState = {
      requested: localeFromHeaders(request.event.headers),
      body: undefined,
      actor: null,
      input: null,
      audit: null,
    };
    request.context = Object.assign(Object.create(request.context ?? {}) as StackContext, { tessera });
  },
});

const errorMapper = (): Middleware => ({
  onError: async (request) => {
    request.response = await errorToResponse(request.error, answerLocale(request.context?.tessera));
  },
});

/** Correlation: every log line of the request carries the Lambda and API request ids and the contract. */
const logContext = (contract: Contract): Middleware => ({
  before: ({ event, context }) => {
    logger.resetKeys();
    logger.addContext(context);
    logger.appendKeys({ contract: contract.id, correlation_id: event.requestContext?.requestId });
  },
});

const bodyParser = (): Middleware => ({
  before: ({ event, context }) => {
    context.tessera.body = parseJsonBody(event.body, event.isBase64Encoded);
  },
});

const actorResolution = (contract: Contract, store: ActorStore, cache: ActorCache | null): Middleware => {
  // A read may take the actor's records from the container's cache (ADR 0028 §7); a write always reads them.
  const reading = cache && contract.method === 'GET' ? cache.reading(store) : store;
  return {
    before: async ({ event, context }) => {
      if (contract.audience === 'public') return;
      // A newer sign-in registers with its first request, so the session rule below judges it as the latest.
      const actor = await registerNewerSignIn(await resolveActor(event, reading), store);
      // A read's use case may take what it reads of the organisation from the container's caches too.
      if (contract.method === 'GET') markCachedRead(actor);
      context.tessera.actor = actor;
    },
  };
};

const rules = (contract: Contract): Middleware => ({
  before: ({ context }) => {
    const { actor } = context.tessera;
    checkAudience(contract, actor);
    checkSession(contract, actor);
    checkPayment(contract, actor);
  },
});

const inputParser = (contract: Contract): Middleware => ({
  before: ({ event, context }) => {
    context.tessera.input = parseRequest(contract, {
      path: event.pathParameters ?? {},
      query: event.queryStringParameters ?? {},
      body: context.tessera.body,
    });
  },
});

/** A change made while acting as someone gets its audit line before the use case, settled after it. */
const impersonationAudit = (contract: Contract): Middleware => ({
  before: async ({ event, context }) => {
    context.tessera.audit = await openAuditLine(contract, context.tessera.actor, event);
  },
  after: async ({ context, response }) => {
    await closeAuditLine(context.tessera?.audit ?? null, { status: response?.statusCode });
  },
  onError: async ({ context, error }) => {
    await closeAuditLine(context.tessera?.audit ?? null, { error });
  },
});

/**
 * The one HTTP middleware stack, in a fixed order: logger context → JSON body (1 MB limit, no prototype keys,
 * 20 levels) → actor resolution (registering a newer sign-in) → role, session and payment rules → input parse →
 * the impersonation audit's line (a change made while acting as someone) → use case → output check (after Text
 * is put into the caller's language), with the error mapper last (middy runs onError hooks in reverse, so it is
 * registered first).
 */
export function httpHandler<C extends Contract>(
  contract: C,
  useCase: UseCase<C>,
  options: HttpHandlerOptions = {},
): HttpHandler {
  const store = options.actorStore ?? dynamoActorStore;
  const cache = options.actorCache !== undefined ? options.actorCache : containerActorCache();
  const stack = middy<HttpEvent, HttpResult, Error, StackContext>()
    .use(requestState())
    .use(errorMapper())
    .use(logContext(contract))
    .use(bodyParser())
    .use(actorResolution(contract, store, cache))
    .use(rules(contract))
    .use(inputParser(contract))
    .use(impersonationAudit(contract))
    .handler(async (_event, context) => {
      const state = context.tessera;
      const input = state.input as UseCaseInput<C>;
      const output = await useCase(input, { actor: state.actor } as UseCaseContext<C>);
      const locale = answerLocale(state) ?? 'en';
      const plain = containsText(output) ? localize(output, await translator(locale), locale) : output;
      const checked = contract.response.safeParse(plain);
      if (!checked.success) {
        throw new Error(`response of ${contract.id} breaks its contract: ${JSON.stringify(checked.error.issues)}`);
      }
      if (contract.produces === 'text/csv') return fileResponse(contract.successStatus, checked.data as CsvDownload);
      return jsonResponse(contract.successStatus, checked.data);
    });
  return async (event, context) => (await stack(event, context as StackContext)) as HttpResult;
}

/** A file answer (contracts with `produces`): the text as the body, the cleaned name in Content-Disposition. */
function fileResponse(statusCode: number, file: CsvDownload): HttpResult {
  return {
    statusCode,
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': attachmentDisposition(file.filename),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
    body: file.content,
  };
}

export type HttpHandler = (event: HttpEvent, context: HttpContext) => Promise<HttpResult>;
