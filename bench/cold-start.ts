/**
 * Cold start of every Lambda against bare handlers, measured side by side in one run: each Lambda is built with
 * the options CDK uses (buildLambda, infra/lib/constructs/bundle-options.ts: index.mjs and the chunks it loads on
 * first use) and imported in a fresh Node process, then given one request against the same DynamoDB Local, the
 * runs interleaved so machine load hits all alike. Two bare handlers do one GetItem each: one with the AWS SDK v3
 * (the client library the Lambdas ship, ADR 0024), whose figures the ratios are taken against, and one with
 * aws-lite, the lean client made for Lambda cold starts that ADR 0024 weighed against it.
 * Budgets: cold import ≤ 1.75× the bare handler's, import + first request ≤ 2.5×; backstop sizes 560 KB per
 * HTTP Lambda and the bare handler + 150 KB per job consumer (minified: what init and any first request load,
 * ADR 0024).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLambda, type LambdaBuild } from '../infra/lib/constructs/bundle-options';

const root = new URL('..', import.meta.url).pathname;
const KB = 1024;
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 15);

/** The bare handlers: a client created at init and one GetItem per request, nothing else. */
export const BARE_HANDLERS = {
  /** The yardstick: the library every Lambda ships (ADR 0024). */
  'bare/aws-sdk': `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const endpoint = process.env.DYNAMODB_ENDPOINT;
const client = DynamoDBDocumentClient.from(new DynamoDBClient(endpoint
  ? { region: process.env.AWS_REGION, endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
  : { region: process.env.AWS_REGION }));
export const handler = async (event) => {
  const { Item } = await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: event.key }));
  return { statusCode: 200, body: JSON.stringify(Item ?? null) };
};`,
  /** The alternative ADR 0024 measured: aws-lite's client with its DynamoDB plugin. */
  'bare/aws-lite': `
import awsLite from '@aws-lite/client';
import dynamodb from '@aws-lite/dynamodb';
const endpoint = process.env.DYNAMODB_ENDPOINT;
const aws = await awsLite({
  region: process.env.AWS_REGION,
  plugins: [dynamodb],
  ...(endpoint ? { endpoint, accessKeyId: 'local', secretAccessKey: 'local' } : {}),
});
export const handler = async (event) => {
  const { Item } = await aws.DynamoDB.GetItem({ TableName: process.env.TABLE_NAME, Key: event.key });
  return { statusCode: 200, body: JSON.stringify(Item ?? null) };
};`,
} as const;
export type BareHandler = keyof typeof BARE_HANDLERS;
/** The bare handler the Lambdas' ratios are taken against: the one with the client library they ship. */
export const YARDSTICK: BareHandler = 'bare/aws-sdk';

export interface ColdStartTarget {
  name: string;
  kind: 'bare' | 'http' | 'jobs';
  /** The event of its first request; none: import only. */
  event?: unknown;
}

interface Measured {
  name: string;
  kind: ColdStartTarget['kind'];
  /** What init loads: index.mjs and the chunks it imports statically. */
  bytes: number;
  /** What init and any first request load (the routes chunk and its imports; ADR 0024). */
  coldBytes: number;
  /** Every file of the bundle, the chunks loaded on first use included. */
  totalBytes: number;
  importMs: number;
  firstMs: number | null;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

/** The Lambda entry points: every functions/src/{http,jobs}/<name>/handler.ts. */
export function lambdaEntries(): { name: string; kind: 'http' | 'jobs'; file: string }[] {
  const entries: { name: string; kind: 'http' | 'jobs'; file: string }[] = [];
  for (const kind of ['http', 'jobs'] as const) {
    const dir = join(root, 'functions/src', kind);
    for (const name of readdirSync(dir)) {
      const file = join(dir, name, 'handler.ts');
      if (existsSync(file)) entries.push({ name: `${kind}/${name}`, kind, file });
    }
  }
  return entries;
}

/** Builds every bundle into a temporary folder, measures them interleaved, and returns the figures. */
export async function measureColdStarts(targets: ColdStartTarget[], env: Record<string, string>): Promise<Measured[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-cold-'));
  try {
    const files = new Map<string, { path: string; bytes: number; coldBytes: number; totalBytes: number }>();
    for (const target of targets) {
      const outdir = join(dir, target.name.replace('/', '-'));
      let built: LambdaBuild;
      if (target.kind === 'bare') {
        // The bare handlers are built with the Lambdas' options (the same SDK aliases, minified, ESM).
        mkdirSync(outdir, { recursive: true });
        const source = join(root, 'functions', `.bench-${target.name.replace('/', '-')}.mjs`);
        writeFileSync(source, BARE_HANDLERS[target.name as BareHandler]);
        try {
          built = await buildLambda(source, outdir);
        } finally {
          rmSync(source, { force: true });
        }
      } else {
        const entry = lambdaEntries().find((e) => e.name === target.name);
        built = await buildLambda(entry?.file as string, outdir);
      }
      const sum = (list: { bytes: number }[]) => list.reduce((total, file) => total + file.bytes, 0);
      files.set(target.name, {
        path: join(outdir, 'index.mjs'),
        bytes: sum(built.initial),
        coldBytes: sum(built.initial) + sum(built.routes),
        totalBytes: sum(built.files),
      });
    }
    const samples = new Map<string, { importMs: number[]; firstMs: number[] }>(
      targets.map((t) => [t.name, { importMs: [], firstMs: [] }]),
    );
    const probe = join(root, 'bench/cold-start-probe.mjs');
    for (let run = 0; run < RUNS; run += 1) {
      for (const target of targets) {
        const args = [probe, files.get(target.name)?.path as string];
        if (target.event) args.push(JSON.stringify(target.event));
        const out = execFileSync(process.execPath, args, {
          env: {
            ...process.env,
            ...env,
            POWERTOOLS_LOG_LEVEL: 'SILENT',
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
            // As Lambda sets it: the bundles then run as deployed, without the development record checks
            // (functions/src/db/records.ts), so the ratios are those of production.
            AWS_LAMBDA_FUNCTION_NAME: `bench-${target.name.replace(/\W+/g, '-')}`,
          },
        }).toString();
        const { importMs, firstMs } = JSON.parse(out) as { importMs: number; firstMs: number };
        samples.get(target.name)?.importMs.push(importMs);
        samples.get(target.name)?.firstMs.push(firstMs);
      }
    }
    return targets.map((target) => {
      const s = samples.get(target.name) as { importMs: number[]; firstMs: number[] };
      return {
        name: target.name,
        kind: target.kind,
        bytes: files.get(target.name)?.bytes as number,
        coldBytes: files.get(target.name)?.coldBytes as number,
        totalBytes: files.get(target.name)?.totalBytes as number,
        importMs: median(s.importMs),
        firstMs: target.event ? median(s.firstMs) : null,
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The table `npm run bench` prints: sizes, medians and ratios against the yardstick, with the budgets. */
export function coldStartRows(measured: Measured[]): Record<string, string | number>[] {
  const bare = measured.find((m) => m.name === YARDSTICK) as Measured;
  return measured.map((m) => {
    // A job consumer may add 150 KB of its own to the bare handler's client (ADR 0024): a fixed 150 KB was set
    // before a job read the table, and no maintained DynamoDB client fits in it on its own.
    const sizeBudget = m.kind === 'http' ? 560 : m.kind === 'jobs' ? Math.round(bare.coldBytes / KB) + 150 : null;
    const importRatio = m.importMs / bare.importMs;
    const firstRatio = m.firstMs !== null && bare.firstMs !== null ? m.firstMs / bare.firstMs : null;
    const within = [
      sizeBudget === null || m.coldBytes <= sizeBudget * KB,
      m.kind === 'bare' || importRatio <= 1.75,
      m.kind === 'bare' || firstRatio === null || firstRatio <= 2.5,
    ].every(Boolean);
    return {
      bundle: m.name,
      'init KB': +(m.bytes / KB).toFixed(1),
      'init+routes KB': +(m.coldBytes / KB).toFixed(1),
      'total KB': +(m.totalBytes / KB).toFixed(1),
      'size budget KB': sizeBudget === null ? '-' : m.kind === 'jobs' ? `${sizeBudget} (bare+150)` : sizeBudget,
      'import ms': +m.importMs.toFixed(1),
      [`import ×${YARDSTICK} (≤1.75)`]: +importRatio.toFixed(2),
      'import+1st request ms': m.firstMs === null ? '-' : +m.firstMs.toFixed(1),
      '×bare (≤2.5)': firstRatio === null ? '-' : +firstRatio.toFixed(2),
      within: m.kind === 'bare' ? '-' : within ? 'yes' : 'NO',
    };
  });
}
