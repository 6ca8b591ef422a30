import { getClientConfig, type ResponseBody } from '@tessera/shared';
import { api } from './api-client';

export type ClientConfig = ResponseBody<typeof getClientConfig>;

let pending: Promise<ClientConfig> | null = null;

/** GET /api/config once per page load: the pool, its client, the local Cognito endpoint, the environment. */
export function loadClientConfig(): Promise<ClientConfig> {
  pending ??= api(getClientConfig).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}
