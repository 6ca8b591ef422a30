/**
 * The local cloud in a process of its own for the benches, so the load generator (autocannon, in the bench's
 * process) does not share the gateway's event loop. Beside it, the yardstick for the local API: a bare Node
 * HTTP server doing one GetItem (the student's account item) per request against the same DynamoDB Local, and at
 * `replay/<n>` a route's own warm reads replayed (the meter's `record`: its "same reads" baseline).
 * Beside them, the DynamoDB meter (bench/dynamo-meter.ts) on the functions' document client, read and reset
 * over HTTP at `meterUrl` (GET: the totals since the last read; `pause`: not counting until the next read; `record`: recording the commands until the next read, which answers
 * their replay's `replayUrl`; `cpu`: this process's CPU time), so the bench counts what one request asked of
 * DynamoDB. Prints one JSON line `{endpoints, env, users, bareUrl, meterUrl}` when ready; stops when its
 * standard input ends.
 */
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  ScanCommand,
  TransactGetCommand,
} from '@aws-sdk/lib-dynamodb';
import { identityProvider } from '../functions/src/adapters/identity-provider';
import { documentClient } from '../functions/src/db/client';
import { storePortfolio } from '../functions/src/http/portfolios/save';
import { getPortfolio } from '../functions/src/ports/portfolios';
import { DEMO_PORTFOLIOS } from '../functions/src/seed/seed-portfolios';
import { startLocalCloud } from '../infra/local/src/cloud';
import { installDynamoMeter, pauseMeter, recordCommands, takeMeter, type RecordedCommand } from './dynamo-meter';

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
/**
 * The fair baseline of each route: its warm request's DynamoDB reads as the meter recorded them (the same
 * commands with the same inputs, each wave in parallel and the waves in order, as the route's round trips were),
 * sent through the functions' own document client, answering JSON.stringify of what they read. A route's ratio
 * to it is what our code costs over its data's own cost (ADR 0028 §7).
 */
const replays: RecordedCommand[][][] = [];
const REPLAYED = {
  GetItemCommand: GetCommand,
  QueryCommand,
  ScanCommand,
  BatchGetItemCommand: BatchGetCommand,
  TransactGetItemsCommand: TransactGetCommand,
} as const;
const replayable = (recorded: RecordedCommand) => recorded.command in REPLAYED;

async function replay(waves: RecordedCommand[][]): Promise<string> {
  const client = documentClient();
  const outputs: unknown[] = [];
  for (const wave of waves) {
    const read = await Promise.all(
      wave.map(async ({ command, input }) => {
        const Command = REPLAYED[command as keyof typeof REPLAYED];
        // A fresh copy per request, as a route builds its inputs per request (the SDK may add to them).
        const send = client.send.bind(client) as (command: unknown) => Promise<Record<string, unknown>>;
        const { $metadata: _metadata, ...output } = await send(new Command(structuredClone(input) as never));
        return output;
      }),
    );
    outputs.push(...read);
  }
  return JSON.stringify(outputs);
}

/** Keeps a recording's reads as a replay, grouped by wave; answers its URL on the bare server. */
function keepReplay(recorded: RecordedCommand[]): string | null {
  const reads = recorded.filter(replayable);
  if (reads.length === 0) return null;
  const waves = new Map<number, RecordedCommand[]>();
  for (const entry of reads) waves.set(entry.wave, [...(waves.get(entry.wave) ?? []), entry]);
  replays.push([...waves.entries()].sort(([a], [b]) => a - b).map(([, wave]) => wave));
  return `${bareUrl}replay/${replays.length - 1}`;
}

const bare = createServer((request, response) => {
  const replayed = /^\/replay\/(\d+)$/.exec(request.url ?? '');
  if (replayed) {
    const waves = replays[Number(replayed[1])];
    if (!waves) {
      response.writeHead(404);
      response.end();
      return;
    }
    replay(waves).then(
      (body) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      },
    );
    return;
  }
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

/** The totals since the last read; a recording's reads kept as a replay, with its URL (`replayUrl`). */
function meterAnswer(): string {
  const taken = takeMeter();
  return JSON.stringify({
    ...taken,
    replayUrl: keepReplay(taken.recorded),
    unreplayed: taken.recorded.filter((entry) => !replayable(entry)).map((entry) => entry.command),
  });
}

const meter = createServer((request, response) => {
  const action = request.url === '/profile/start' ? 'start' : request.url === '/profile/stop' ? 'stop' : null;
  if (request.url === '/pause') pauseMeter();
  if (request.url === '/record') recordCommands();
  const answer = action
    ? profile(action)
    : Promise.resolve(
        request.url === '/pause' || request.url === '/record'
          ? '{}'
          : // This process's CPU time so far (µs): the bench's CPU per request, which load hardly stretches.
            request.url === '/cpu'
            ? JSON.stringify(process.cpuUsage())
            : meterAnswer(),
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
