import type { Contract } from '@tessera/shared';
import { errorToResponse } from './error-mapper';
import { httpHandler, type HttpHandlerOptions } from './http-handler';
import { localeFromHeaders } from './locale';
import type { Route } from './router';
import type { UseCase } from './types';

/** A router entry: the contract and its use case behind the one middleware stack. */
export function route<C extends Contract>(contract: C, useCase: UseCase<C>, options?: HttpHandlerOptions): Route {
  return { contract, handler: httpHandler(contract, useCase, options) };
}

/**
 * A router entry whose use case loads on the route's first request: `load` is a dynamic import, so the use case
 * and what only it needs (the rich-text sanitiser of the writes, the reports' rules, S3) are a chunk of their own
 * and a Lambda's first request reads only its own route's (ADR 0024). A failed load answers 500 and is tried again
 * on the next request.
 */
export function lazyRoute<C extends Contract>(
  contract: C,
  load: () => Promise<UseCase<C>>,
  options?: HttpHandlerOptions,
): Route {
  let loading: Promise<Route['handler']> | undefined;
  const loaded = (): Promise<Route['handler']> => {
    if (loading) return loading;
    const attempt = load().then((useCase) => httpHandler(contract, useCase, options));
    loading = attempt;
    attempt.catch(() => {
      if (loading === attempt) loading = undefined;
    });
    return attempt;
  };
  return {
    contract,
    handler: async (event, context) => {
      let handler: Route['handler'];
      try {
        handler = await loaded();
      } catch (error) {
        return errorToResponse(error, localeFromHeaders(event.headers) ?? undefined);
      }
      return handler(event, context);
    },
    preload: async () => void (await loaded()),
  };
}
