import type { Contract } from '@tessera/shared';
import { httpHandler, type HttpHandlerOptions } from './http-handler';
import type { Route } from './router';
import type { UseCase } from './types';

/** A router entry: the contract and its use case behind the one middleware stack. */
export function route<C extends Contract>(contract: C, useCase: UseCase<C>, options?: HttpHandlerOptions): Route {
  return { contract, handler: httpHandler(contract, useCase, options) };
}
