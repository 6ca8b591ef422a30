import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Contract, Locale } from '@tessera/shared';
import { logger, tracer } from '../powertools';
import { dynamoActorStore, header, resolveActor, type ActorStore } from './actor';
import { parseJsonBody } from './body';
import { errorToResponse, jsonResponse } from './error-mapper';
import { localeFromHeaders } from './locale';
import { checkAudience, checkSession } from './rules';
import type { Actor, HttpContext, HttpEvent, HttpResult, RequestInput, UseCase } from './types';
import { parseRequest, type ParsedInput } from './validation';

/** Per-request state the middlewares hand to each other and to the use case. */
interface RequestState {
  locale: Locale;
  body: unknown;
  actor: Actor | null;
  input: ParsedInput<Contract> | null;
}
type StackContext = HttpContext & { tessera: RequestState };
type Middleware = MiddlewareObj<HttpEvent, HttpResult, Error, StackContext>;

export interface HttpHandlerOptions {
  /** Replaces the DynamoDB actor store (unit tests). */
  actorStore?: ActorStore;
}

/** Gives every invocation its own state object, layered over the (possibly shared) Lambda context. */
const requestState = (): Middleware => ({
  name: 'state',
  before: (request) => {
    const tessera: RequestState = {
      locale: localeFromHeaders(request.event.headers),
      body: undefined,
      actor: null,
      input: null,
    };
    request.context = Object.assign(Object.create(request.context ?? {}) as StackContext, { tessera });
  },
});

const errorMapper = (): Middleware => ({
  name: 'errors',
  onError: (request) => {
    request.response = errorToResponse(request.error, request.context?.tessera?.locale ?? 'en');
  },
});

const annotate = (contract: Contract): Middleware => ({
  name: 'annotate',
  before: () => {
    logger.appendKeys({ contract: contract.id });
    tracer.putAnnotation('contract', contract.id);
  },
});

const bodyParser = (): Middleware => ({
  name: 'jsonBody',
  before: ({ event, context }) => {
    context.tessera.body = parseJsonBody(event.body, event.isBase64Encoded, context.tessera.locale);
  },
});

const actorResolution = (contract: Contract, store: ActorStore): Middleware => ({
  name: 'actor',
  before: async ({ event, context }) => {
    if (contract.audience === 'public') return;
    const actor = await resolveActor(event, store, context.tessera.locale);
    context.tessera.actor = actor;
    context.tessera.locale = actor.locale;
  },
});

const roleCheck = (contract: Contract): Middleware => ({
  name: 'roles',
  before: ({ context }) => checkAudience(contract, context.tessera.actor, context.tessera.locale),
});

const sessionRule = (contract: Contract): Middleware => ({
  name: 'session',
  before: ({ context }) => checkSession(contract, context.tessera.actor, context.tessera.locale),
});

const inputParser = (contract: Contract): Middleware => ({
  name: 'input',
  before: ({ event, context }) => {
    context.tessera.input = parseRequest(
      contract,
      { path: event.pathParameters ?? {}, query: event.queryStringParameters ?? {}, body: context.tessera.body },
      context.tessera.locale,
    );
  },
});

function bearerToken(event: HttpEvent): string | null {
  const value = header(event, 'authorization');
  const match = value ? /^Bearer\s+(.+)$/i.exec(value) : null;
  return match?.[1]?.trim() ?? null;
}

function toRequestInput<C extends Contract>(contract: C, event: HttpEvent, state: RequestState): RequestInput<C> {
  const parsed = state.input as ParsedInput<C>;
  const input = {
    path: parsed.path,
    query: parsed.query,
    body: parsed.body,
    locale: state.locale,
    accessToken: bearerToken(event),
    event,
  } as Omit<RequestInput<C>, 'actor'>;
  return Object.defineProperty(input, 'actor', {
    enumerable: true,
    get: () => {
      if (!state.actor) throw new Error(`contract ${contract.id} is public: it has no actor`);
      return state.actor;
    },
  }) as RequestInput<C>;
}

/**
 * The one HTTP middleware stack (ARCHITECTURE.md §4), in a fixed order: Powertools context → JSON body
 * (1 MB limit) → actor resolution → role check → session rule → input parse → use case → output check,
 * with the error mapper last (middy runs onError hooks in reverse, so it is registered first).
 */
export function httpHandler<C extends Contract>(
  contract: C,
  useCase: UseCase<C>,
  options: HttpHandlerOptions = {},
): HttpHandler {
  const store = options.actorStore ?? dynamoActorStore;
  const stack = middy<HttpEvent, HttpResult, Error, StackContext>()
    .use(requestState())
    .use(errorMapper())
    .use(injectLambdaContext(logger, { resetKeys: true }) as unknown as Middleware)
    .use(captureLambdaHandler(tracer) as unknown as Middleware)
    .use(annotate(contract))
    .use(bodyParser())
    .use(actorResolution(contract, store))
    .use(roleCheck(contract))
    .use(sessionRule(contract))
    .use(inputParser(contract))
    .handler(async (event, context) => {
      const output = await useCase(toRequestInput(contract, event, context.tessera));
      const checked = contract.response.safeParse(output);
      if (!checked.success) {
        throw new Error(`response of ${contract.id} breaks its contract: ${JSON.stringify(checked.error.issues)}`);
      }
      return jsonResponse(contract.successStatus, checked.data);
    });
  return async (event, context) => (await stack(event, context as StackContext)) as HttpResult;
}

export type HttpHandler = (event: HttpEvent, context: HttpContext) => Promise<HttpResult>;
