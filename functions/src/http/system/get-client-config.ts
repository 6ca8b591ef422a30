import type { getClientConfig } from '@tessera/shared';
import { config } from '../../lib/config';
import type { UseCase } from '../../lib/http/types';

/** GET /api/config: what the web needs before sign-in (no secrets: pool and client ids are public). */
export const getClientConfigUseCase: UseCase<typeof getClientConfig> = async () => {
  const { region, userPoolId, userPoolClientId, endpoints, environment } = config();
  return { region, userPoolId, userPoolClientId, cognitoEndpoint: endpoints.cognito ?? null, environment };
};
