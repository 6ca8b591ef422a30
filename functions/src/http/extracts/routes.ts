import { createExtract, getExtract, listExtracts } from '@tessera/shared';
import { lazyRoute } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';

/** The extracts Lambda's routes, loaded on its first request (handler.ts). */
export const extractsRoutes: readonly Route[] = [
  lazyRoute(createExtract, () => import('./create-extract').then((m) => m.createExtractUseCase)),
  lazyRoute(getExtract, () => import('./get-extract').then((m) => m.getExtractUseCase)),
  lazyRoute(listExtracts, () => import('./list-extracts').then((m) => m.listExtractsUseCase)),
];
