/**
 * Runs startLocalCloud in its own Node process for tests that start and stop whole clouds (Jest's module
 * system cannot load cognito-local's ESM-only dependencies inside a test worker). Usage:
 * `tsx run-cloud.ts '<RunCloudOptions as JSON>'`; prints one JSON line {endpoints, endpointsFile, logs} when
 * ready (or {error}), stops on stdin end.
 */
import { startLocalCloud, type LocalCloudOptions } from '../../src/cloud';
import { oneLineReason } from '../../src/errors';

export type RunCloudOptions = Pick<LocalCloudOptions, 'dataDir' | 'ports' | 'withGateway' | 'appPort'>;

const options = JSON.parse(process.argv[2] ?? '{}') as RunCloudOptions;
const logs: string[] = [];
try {
  const cloud = await startLocalCloud({
    dataDir: options.dataDir ?? null,
    ...(options.ports ? { ports: options.ports } : {}),
    ...(options.appPort ? { appPort: options.appPort } : {}),
    withGateway: options.withGateway ?? false,
    seed: false,
    log: (line) => logs.push(line),
  });
  process.stdout.write(`${JSON.stringify({ endpoints: cloud.endpoints, endpointsFile: cloud.endpointsFile, logs })}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => {
    cloud.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: oneLineReason(error) })}\n`);
  process.exit(1);
}
