/**
 * Runs startLocalCloud in its own Node process for tests that start and stop whole clouds (Jest's module
 * system cannot load cognito-local's ESM-only dependencies inside a test worker). Usage:
 * `tsx run-cloud.ts <dataDir|memory>`; prints one JSON line {endpoints, pid} when ready, stops on stdin end.
 */
import { startLocalCloud } from '../../src/cloud';
import { oneLineReason } from '../../src/errors';

const dir = process.argv[2];
try {
  const cloud = await startLocalCloud({
    dataDir: dir === 'memory' ? null : dir,
    ports: 'auto',
    withGateway: false,
    seed: false,
  });
  process.stdout.write(`${JSON.stringify({ endpoints: cloud.endpoints })}\n`);
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
