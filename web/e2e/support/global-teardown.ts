import type { LocalCloud } from '../../../infra/local/src/cloud';

/** Stops the cloud the e2e global setup started. */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __TESSERA_E2E_CLOUD__?: LocalCloud };
  await holder.__TESSERA_E2E_CLOUD__?.stop();
  delete holder.__TESSERA_E2E_CLOUD__;
}
