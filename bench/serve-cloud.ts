/**
 * The local cloud in a process of its own for the benches, so the load generator (autocannon, in the bench's
 * process) does not share the gateway's event loop. Beside it, the yardstick for the local API: a bare Node
 * HTTP server doing one GetItem (the student's account item) per request against the same DynamoDB Local.
 * Beside them, the DynamoDB meter (bench/dynamo-meter.ts) on the functions' document client, read and reset
 * over HTTP at `meterUrl` (GET: the totals since the last read; `pause`: not counting until the next read; `cpu`: this process's CPU time), so the bench counts what one request asked of
 * DynamoDB. Prints one JSON line `{endpoints, env, users, bareUrl, meterUrl}` when ready; stops when its
 * standard input ends.
 */
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { identityProvider } from '../functions/src/adapters/identity-provider';
import { documentClient } from '../functions/src/db/client';
import { storePortfolio } from '../functions/src/http/portfolios/save';
import { getPortfolio } from '../functions/src/ports/portfolios';
import { DEMO_PORTFOLIOS } from '../functions/src/seed/seed-portfolios';
import { startLocalCloud } from '../infra/local/src/cloud';
import { installDynamoMeter, pauseMeter, takeMeter } from './dynamo-meter';

const cloud = await startLocalCloud({ dataDir: null, ports: 'auto', withGateway: true, seed: true });
const users = {
  student: await identityProvider().getUserId('student@demo.test'),
  admin: await identityProvider().getUserId('admin@demo.test'),
  faculty: await identityProvider().getUserId('faculty@demo.test'),
};
// The functions' client for the cloud's configuration (the one their handlers use: cached per configuration).
installDynamoMeter(documentClient());

/**
 * The demo student's practicum (EDU 501 Section A, whose owner is the demo faculty) submitted as revision 1 in
 * this throwaway cloud, so the assessments Lambda's first request has an assessment to read: the section
 * owner's own, not begun yet (a supervisor's, read empty until first saved).
 */
async function submitPracticum(): Promise<void> {
  const current = await getPortfolio('org_demo', DEMO_PORTFOLIOS.practicum, { consistent: true });
  if (!current) throw new Error('the demo practicum portfolio is not seeded');
  const submittedAt = new Date().toISOString();
  const next = {
    ...current,
    state: 'in_assessment' as const,
    revisions: [{ revision: 1, submittedAt, submittedBy: current.owner, assessments: [] }],
    submittedAt,
    version: current.version + 1,
    updatedAt: submittedAt,
  };
  const revision = {
    organizationId: current.organizationId,
    portfolioId: current.portfolioId,
    revision: 1,
    title: current.title,
    templateId: current.templateId,
    snapshotId: current.snapshotId,
    writeId: null,
    pages: current.pages,
    content: current.content,
    submittedAt,
    submittedBy: current.owner,
    actedBy: null,
    portfolioVersion: next.version,
  };
  const {
    result: { outcome },
  } = await storePortfolio({ current, next, revision });
  if (outcome !== 'saved') throw new Error(`cannot submit the demo practicum for the bench: ${outcome}`);
}
await submitPracticum();

const dynamo = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    region: cloud.env.AWS_REGION,
    endpoint: cloud.env.DYNAMODB_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  }),
);
const bare = createServer((_request, response) => {
  dynamo
    .send(new GetCommand({ TableName: cloud.env.TABLE_NAME, Key: { pk: `USER#${users.student}`, sk: 'ACCOUNT' } }))
    .then(
      ({ Item }) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: Item?.userId }));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}/`;

/**
 * CPU profiles of this process (the gateway, the functions, the bare server), for BENCH_PROFILE_DIR: POST
 * /profile/start, then POST /profile/stop answers the V8 .cpuprofile of what ran between them.
 */
let profiler: Session | null = null;
async function profile(action: 'start' | 'stop'): Promise<string> {
  if (action === 'start') {
    profiler ??= new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.post('Profiler.start');
    return '{}';
  }
  if (!profiler) return '{}';
  const { profile: taken } = await profiler.post('Profiler.stop');
  profiler.disconnect();
  profiler = null;
  return JSON.stringify(taken);
}

const meter = createServer((request, response) => {
  const action = request.url === '/profile/start' ? 'start' : request.url === '/profile/stop' ? 'stop' : null;
  if (request.url === '/pause') pauseMeter();
  const answer = action
    ? profile(action)
    : Promise.resolve(
        request.url === '/pause'
          ? '{}'
          : // This process's CPU time so far (µs): the bench's CPU per request, which load hardly stretches.
            request.url === '/cpu'
            ? JSON.stringify(process.cpuUsage())
            : JSON.stringify(takeMeter()),
      );
  answer.then(
    (body) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(body);
    },
    (error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    },
  );
});
await new Promise<void>((resolve) => meter.listen(0, '127.0.0.1', resolve));
const meterUrl = `http://127.0.0.1:${(meter.address() as AddressInfo).port}/`;

process.stdout.write(`${JSON.stringify({ endpoints: cloud.endpoints, env: cloud.env, users, bareUrl, meterUrl })}\n`);
process.stdin.resume();
process.stdin.once('end', () => {
  bare.close();
  meter.close();
  cloud.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
