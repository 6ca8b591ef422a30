/**
 * The local cloud in a process of its own for the latency bench, so the load generator (autocannon, in the
 * bench's process) does not share the gateway's event loop. Prints one JSON line `{endpoints}` when ready;
 * stops when its standard input ends.
 */
import { startLocalCloud } from '../infra/local/src/cloud';

const cloud = await startLocalCloud({ dataDir: null, ports: 'auto', withGateway: true, seed: true });
process.stdout.write(`${JSON.stringify({ endpoints: cloud.endpoints })}\n`);
process.stdin.resume();
process.stdin.once('end', () => {
  cloud.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
