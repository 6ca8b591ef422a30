import * as z from 'zod/mini';
import { defineContract } from '../contract';

export const getHealth = defineContract({
  id: 'system.getHealth',
  context: 'system',
  method: 'GET',
  path: '/api/health',
  audience: 'public',
  summary: 'Liveness: 200 {"status":"ok"} once every service is ready.',
  response: z.object({ status: z.literal('ok') }),
});

export const getClientConfig = defineContract({
  id: 'system.getClientConfig',
  context: 'system',
  method: 'GET',
  path: '/api/config',
  audience: 'public',
  summary: 'What the web needs before sign-in: the user pool, its client and endpoint, the environment.',
  response: z.object({
    region: z.string(),
    userPoolId: z.string(),
    userPoolClientId: z.string(),
    /** Set only for the local cloud (cognito-local); absent in AWS. */
    cognitoEndpoint: z.nullable(z.string()),
    environment: z.enum(['local', 'test', 'production']),
  }),
});

export const systemContracts = [getHealth, getClientConfig] as const;
