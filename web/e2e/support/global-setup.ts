import {
  DEFAULT_WEB_DIST,
  keepSourcesLoadable,
  REPO_ROOT,
  startLocalCloud,
  type LocalCloud,
} from '../../../infra/local/src/cloud';
import { ensureWebBuilt } from '../../../infra/local/src/web-build';

/**
 * Jest e2e project: builds the web app when it is missing or older than its sources, starts the whole local
 * cloud (gateway included) in memory on free ports with the demo seed, and publishes TESSERA_WEB_URL (and
 * the same environment the integration tests get) to the test workers.
 */
export default async function globalSetup(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
  process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
  // The portfolios Lambda trusts a template's current version it read for a minute (ADR 0028 §2): here two
  // seconds, so a test of a new version's offer waits for it through the same cache without a minute's idle wait.
  process.env.TESSERA_TEMPLATE_CURRENT_TTL_MS ??= '2000';
  ensureWebBuilt({ repoRoot: REPO_ROOT, webDist: DEFAULT_WEB_DIST, whenStale: true });
  const cloud: LocalCloud = await startLocalCloud({
    dataDir: null,
    ports: 'auto',
    seed: true,
    withGateway: true,
    webDist: DEFAULT_WEB_DIST,
    environment: 'test',
  });
  await keepSourcesLoadable();
  Object.assign(process.env, cloud.env, {
    TESSERA_WEB_URL: cloud.endpoints.web,
    TESSERA_API_URL: cloud.endpoints.api,
  });
  (globalThis as { __TESSERA_E2E_CLOUD__?: LocalCloud }).__TESSERA_E2E_CLOUD__ = cloud;
}
