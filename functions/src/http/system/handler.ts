import { getClientConfig, getHealth } from '@tessera/shared';
import { route } from '../../lib/http/route';
import { createRouter } from '../../lib/http/router';
import { getClientConfigUseCase } from './get-client-config';
import { getHealthUseCase } from './get-health';

/** The system context's Lambda: health and public client configuration. */
export const handler = createRouter([
  route(getHealth, getHealthUseCase),
  route(getClientConfig, getClientConfigUseCase),
]);
