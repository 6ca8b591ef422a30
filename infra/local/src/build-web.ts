import { DEFAULT_WEB_DIST, REPO_ROOT } from './cloud';
import { ensureWebBuilt } from './web-build';

/**
 * `npm test` runs this once before the e2e shards start (scripts/test.mjs): each shard's global setup would
 * otherwise find the build stale at the same moment and build web/dist twice over itself.
 */
ensureWebBuilt({ repoRoot: REPO_ROOT, webDist: DEFAULT_WEB_DIST, whenStale: true });
