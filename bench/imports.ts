/**
 * `npm run bench -- imports` (issue 24 "Performance", docs/adr/0029-import-jobs.md): an import end to end
 * through the real consumer beside a naive loop of one PutItem per row, in the same run against the same
 * DynamoDB Local. The file is presigned, posted to s3rver and started through the imports Lambda's handler (in
 * this process); its messages go to consumer processes of their own (bench/import-consumer.mjs, the consumer bundled as the CDK bundles it: one invocation
 * at a time each, as Lambda containers), which the bench feeds as SQS would, without delay. Printed:
 *   - rows per second of the import (upload finished → log finished) and of the naive loop, and their ratio
 *     (budget ≥ 10×);
 *   - the consumers' peak RSS (budget ≤ 256 MB; a process of its own, tsx's transform included);
 *   - upload finished → first visible progress (the log read through GET /api/imports/{id} shows rows read;
 *     budget 2 s; SQS's delivery, up to the event source's 1 s batching window, is not in it);
 *   - each chunk's time against the consumer's 5-minute timeout.
 * The kind and its row generator are parameters (IMPORT_BENCH_CASES; BENCH_IMPORT_KIND, BENCH_IMPORT_ROWS,
 * BENCH_IMPORT_CONSUMERS, BENCH_IMPORT_BATCH); terms today, the other kinds as they land.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { cpus, loadavg } from 'node:os';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { JobEnvelopeV1 } from '@tessera/events';
import { toCsvRecord, type ImportKind } from '@tessera/shared';
import type { APIGatewayProxyResultV2 } from 'aws-lambda';
import { buildLambda } from '../infra/lib/constructs/bundle-options';
import type { ScaleCloud } from './scale';

const root = new URL('..', import.meta.url).pathname;
const MB = 1024 * 1024;
/** The consumer's timeout (infra's jobs stack CONSUMER_TIMEOUT). */
const CONSUMER_TIMEOUT_MS = 5 * 60 * 1000;

/** What the bench imports: a kind, its header, and row `index` of a run (`run` keeps keys unique per run). */
export interface ImportBenchCase {
  kind: ImportKind;
  header: readonly string[];
  row: (index: number, run: string) => readonly string[];
}

export const IMPORT_BENCH_CASES: Partial<Record<ImportKind, ImportBenchCase>> = {
  terms: {
    kind: 'terms',
    header: ['code', 'name', 'start_date', 'end_date', 'include_academic_data'],
    row: (index, run) => {
      const code = `${run}-${String(index).padStart(6, '0')}`;
      const year = 2030 + (index % 40);
      return [code, `Term ${code}`, `${year}-01-0${1 + (index % 9)}`, `${year}-06-30`, index % 2 ? 'yes' : 'no'];
    },
  },
};

export interface ImportBenchOptions {
  kind: ImportKind;
  rows: number;
  /** Consumer processes (Lambda containers; the event source allows 10). */
  consumers: number;
  /** Messages per invocation (the event source's batch size is 10; 1 times each chunk alone). */
  batchSize: number;
  /** Rows of the naive loop (its rate is steady; a sample keeps a 100,000-row run from taking an hour more). */
  naiveRows: number;
}

const int = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function importBenchOptions(): ImportBenchOptions {
  const rows = int('BENCH_IMPORT_ROWS', 10_000);
  return {
    kind: (process.env.BENCH_IMPORT_KIND as ImportKind | undefined) ?? 'terms',
    rows,
    consumers: int('BENCH_IMPORT_CONSUMERS', 4),
    batchSize: int('BENCH_IMPORT_BATCH', 1),
    naiveRows: Math.min(rows, int('BENCH_IMPORT_NAIVE_ROWS', 2_000)),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor(sorted.length / 2)] as number);
};
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** An API Gateway HTTP API (v2) event as the JWT authorizer hands it on, signed in as `sub` in org_demo. */
function apiEvent(method: string, path: string, sub: string, body?: unknown) {
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'x-tessera-organization': 'org_demo', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bench',
      http: { method, path },
      authorizer: {
        jwt: { claims: { sub, token_use: 'access', jti: 'bench', auth_time: String(Math.floor(Date.now() / 1000)) } },
      },
    },
  };
}

type Handler = (event: unknown, context: unknown) => Promise<APIGatewayProxyResultV2>;

async function call<T>(handler: Handler, event: ReturnType<typeof apiEvent>): Promise<{ status: number; body: T }> {
  const answer = (await handler(event, { functionName: 'bench-imports-api', awsRequestId: 'bench' })) as {
    statusCode: number;
    body: string;
  };
  return { status: answer.statusCode, body: JSON.parse(answer.body) as T };
}

interface Consumer {
  child: ChildProcessByStdio<Writable, Readable, null>;
  busy: boolean;
  maxRssKb: number;
}

/** Starts a consumer process and waits for its ready line; `onLine` gets every later line. */
async function startConsumer(
  env: Record<string, string>,
  bundle: string,
  onLine: (consumer: Consumer, line: string) => void,
) {
  const child = spawn(process.execPath, [join(root, 'bench/import-consumer.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      BENCH_CONSUMER_BUNDLE: bundle,
      AWS_LAMBDA_FUNCTION_NAME: 'bench-imports',
      POWERTOOLS_LOG_LEVEL: 'SILENT',
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const consumer: Consumer = { child, busy: false, maxRssKb: 0 };
  const lines = createInterface({ input: child.stdout });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`a consumer exited (${code}) before it was ready`)));
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      if (line.includes('"ready"')) resolve();
      else onLine(consumer, line);
    });
  });
  return consumer;
}

/** Runs the bench once: the naive loop, then the import; one table row per figure. */
export async function importsBench(cloud: ScaleCloud, options = importBenchOptions()) {
  const benchCase = IMPORT_BENCH_CASES[options.kind];
  if (!benchCase) throw new Error(`no bench case for the ${options.kind} kind (bench/imports.ts IMPORT_BENCH_CASES)`);
  Object.assign(process.env, cloud.env);
  delete process.env.IMPORT_CHUNK_ROWS;
  const run = Date.now().toString(36);
  const [{ documentClient, tableName }, { registerLocalQueuePort }, { handler }] = await Promise.all([
    import('../functions/src/db/client'),
    import('../functions/src/adapters/queue-port'),
    import('../functions/src/http/imports/handler'),
  ]);
  const api = handler as unknown as Handler;

  // The file, in memory here (the bench's, not the consumer's).
  const lines = [toCsvRecord(benchCase.header)];
  for (let index = 0; index < options.rows; index += 1) lines.push(toCsvRecord(benchCase.row(index, run)));
  const file = Buffer.from(lines.join(''), 'utf8');

  // The naive loop: one PutItem per row, one at a time, of the row's cells.
  // The consumer as the CDK bundles it (infra's buildLambda), run by plain Node processes.
  const outdir = mkdtempSync(join(tmpdir(), 'tessera-bench-imports-'));
  await buildLambda(join(root, 'functions/src/jobs/imports/handler.ts'), outdir);
  const bundle = join(outdir, 'index.mjs');

  const client = documentClient();
  const naiveStarted = performance.now();
  for (let index = 0; index < options.naiveRows; index += 1) {
    const cells = benchCase.row(index, `${run}n`);
    await client.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: `BENCH#NAIVE#${run}`,
          sk: `ROW#${String(index).padStart(7, '0')}`,
          ...Object.fromEntries(benchCase.header.map((column, at) => [column, cells[at]])),
        },
      }),
    );
  }
  const naiveSeconds = (performance.now() - naiveStarted) / 1000;
  const naiveRate = options.naiveRows / naiveSeconds;

  // The queue: what the API and the consumers send, handed to idle consumers as SQS would.
  const queue: JobEnvelopeV1[] = [];
  registerLocalQueuePort({
    send: async (_kind, message) => {
      queue.push(message as JobEnvelopeV1);
      wake();
      return { messageId: `${queue.length}` };
    },
  });
  const chunkMs: number[] = [];
  const inFlight = new Map<number, JobEnvelopeV1[]>();
  let failures = 0;
  let wake = () => {};
  const consumers = await Promise.all(
    Array.from({ length: options.consumers }, () =>
      startConsumer(cloud.env, bundle, (consumer, line) => {
        const said = JSON.parse(line) as {
          sent?: JobEnvelopeV1;
          done?: number;
          ms?: number;
          failures?: number;
          maxRssKb?: number;
        };
        if (said.sent) queue.push(said.sent);
        if (said.done !== undefined) {
          const messages = inFlight.get(said.done) ?? [];
          inFlight.delete(said.done);
          if (messages.every((message) => message.job === 'imports.importChunk')) chunkMs.push(said.ms ?? 0);
          failures += said.failures ?? 0;
          consumer.maxRssKb = Math.max(consumer.maxRssKb, said.maxRssKb ?? 0);
          consumer.busy = false;
        }
        wake();
      }),
    ),
  );
  let invocation = 0;
  const dispatch = () => {
    for (const consumer of consumers) {
      if (consumer.busy || queue.length === 0) continue;
      const messages = queue.splice(0, options.batchSize);
      invocation += 1;
      inFlight.set(invocation, messages);
      consumer.busy = true;
      consumer.child.stdin.write(`${JSON.stringify({ id: invocation, messages })}\n`);
    }
  };

  try {
    const admin = cloud.users.admin;
    const signed = await call<{ url: string; fields: Record<string, string>; key: string }>(
      api,
      apiEvent('POST', '/api/imports/presigned-url', admin, {
        kind: options.kind,
        file_name: `bench-${options.kind}.csv`,
        file_size: file.byteLength,
      }),
    );
    if (signed.status !== 200) throw new Error(`presign refused: ${JSON.stringify(signed.body)}`);
    const posted = await postForm(signed.body, file);
    if (posted >= 300) throw new Error(`the upload was refused (${posted})`);
    const uploaded = performance.now();
    const started = await call<{ id: string }>(
      api,
      apiEvent('POST', '/api/imports', admin, { kind: options.kind, key: signed.body.key }),
    );
    if (started.status !== 202) throw new Error(`start refused: ${JSON.stringify(started.body)}`);
    const id = started.body.id;
    const readLog = () =>
      call<{
        status: string;
        finished_at: string | null;
        progress: { rows_read: number };
        import_result: Record<string, number>;
      }>(api, apiEvent('GET', `/api/imports/${id}`, admin));

    let progressMs: number | null = null;
    let log = (await readLog()).body;
    while (log.finished_at === null) {
      dispatch();
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 20);
      });
      log = (await readLog()).body;
      if (progressMs === null && (log.progress.rows_read > 0 || log.finished_at !== null))
        progressMs = performance.now() - uploaded;
    }
    const importSeconds = (performance.now() - uploaded) / 1000;
    // The invocation that finished the run is still removing its chunk objects: let every one end.
    while (inFlight.size > 0)
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, 20);
      });
    const importRate = options.rows / importSeconds;
    const peakRssMb = Math.max(...consumers.map((consumer) => consumer.maxRssKb)) / 1024;
    const [load1] = loadavg();
    return {
      title: `Import of ${options.rows.toLocaleString('en')} ${options.kind} rows end to end (${options.consumers} consumer processes, ${options.batchSize} message(s) an invocation) beside a naive loop of one PutItem per row, same DynamoDB Local (load average ${load1?.toFixed(2)} on ${cpus().length} cores; indicative)`,
      rows: [
        {
          figure: 'naive loop, one PutItem per row',
          value: `${round(naiveRate)} rows/s`,
          detail: `${options.naiveRows} rows in ${round(naiveSeconds, 2)} s`,
          budget: '-',
          within: '-',
        },
        {
          figure: 'import, upload finished → log finished',
          value: `${round(importRate)} rows/s`,
          detail: `${options.rows} rows in ${round(importSeconds, 2)} s (${log.status}: ${JSON.stringify(log.import_result)}; ${failures} failed deliveries)`,
          budget: '≥ 10× naive',
          within: `${round(importRate / naiveRate, 2)}× ${importRate / naiveRate >= 10 ? 'yes' : 'NO'}`,
        },
        {
          figure: 'consumer peak RSS',
          value: `${round(peakRssMb)} MB`,
          detail: 'max over the consumer processes (the bundle as the CDK builds it, plain Node)',
          budget: '≤ 256 MB',
          within: peakRssMb <= 256 ? 'yes' : 'NO',
        },
        {
          figure: 'upload finished → first visible progress',
          value: `${round(progressMs ?? Number.NaN, 0)} ms`,
          detail: 'GET /api/imports/{id} shows rows read (SQS delivery not included)',
          budget: '≤ 2,000 ms',
          within: (progressMs ?? Infinity) <= 2000 ? 'yes' : 'NO',
        },
        {
          figure: 'per chunk (500 rows)',
          value: `median ${round(median(chunkMs), 0)} ms, max ${round(Math.max(0, ...chunkMs), 0)} ms`,
          detail: `${chunkMs.length} chunk invocations`,
          budget: '≪ 300,000 ms timeout',
          within: `${round((Math.max(0, ...chunkMs) / CONSUMER_TIMEOUT_MS) * 100, 2)}% of it`,
        },
      ],
      megabytes: round(file.byteLength / MB, 2),
    };
  } finally {
    registerLocalQueuePort(undefined);
    await Promise.all(
      consumers.map(async (consumer) => {
        const exited = new Promise((resolve) => consumer.child.once('exit', resolve));
        consumer.child.stdin.end();
        await exited;
      }),
    );
    rmSync(outdir, { recursive: true, force: true });
  }
}

/** The browser's upload: the presigned POST's fields, then the file. */
async function postForm(signed: { url: string; fields: Record<string, string> }, bytes: Uint8Array): Promise<number> {
  const form = new FormData();
  for (const [field, value] of Object.entries(signed.fields)) form.append(field, value);
  form.append('file', new Blob([bytes]), 'upload.csv');
  const answer = await fetch(signed.url, { method: 'POST', body: form });
  await answer.arrayBuffer();
  return answer.status;
}
