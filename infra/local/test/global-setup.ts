import { signInDemoUsers } from '../../../functions/tests/support/demo-sign-ins';
import { keepSourcesLoadable, startLocalCloud, type LocalCloud } from '../src/cloud';

/**
 * Jest integration project: starts the local cloud in memory on free ports, seeded, and publishes its
 * endpoints and the functions' environment to the test workers through process.env.
 */
export default async function globalSetup(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  process.env.ENVIRONMENT = 'test';
  const cloud: LocalCloud = await startLocalCloud({ dataDir: null, ports: 'auto', seed: true, environment: 'test' });
  await keepSourcesLoadable();
  Object.assign(process.env, cloud.env, {
    ENVIRONMENT: 'test',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    TESSERA_API_URL: cloud.endpoints.api,
    // The test signer's default sign-in time, one for every worker (functions/tests/support/events.ts).
    TESSERA_TEST_AUTH_TIME: process.env.TESSERA_TEST_AUTH_TIME ?? String(Math.floor(Date.now() / 1000) + 86_400),
  });
  // One sign-in per demo user for the run, shared by the gateway suites and the in-process calls.
  await signInDemoUsers({
    endpoint: cloud.endpoints.cognito,
    region: process.env.AWS_REGION ?? 'us-east-1',
    clientId: process.env.USER_POOL_CLIENT_ID as string,
  });
  (globalThis as { __TESSERA_LOCAL_CLOUD__?: LocalCloud }).__TESSERA_LOCAL_CLOUD__ = cloud;
}
