import type { LocalCloud } from '../src/cloud';

/** Stops the cloud the global setup started (DynamoDB Local's Java process included). */
export default async function globalTeardown(): Promise<void> {
  const holder = globalThis as { __TESSERA_LOCAL_CLOUD__?: LocalCloud };
  await holder.__TESSERA_LOCAL_CLOUD__?.stop();
  delete holder.__TESSERA_LOCAL_CLOUD__;
}
