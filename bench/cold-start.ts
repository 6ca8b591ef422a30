/**
 * Cold start of every Lambda against a bare handler, measured side by side in one run: each bundle is built
 * with the options CDK uses (infra/lib/constructs/bundle-options.ts) and imported in a fresh Node process,
 * then given one request against the same DynamoDB Local, the runs interleaved so machine load hits all alike.
 * Budgets: cold import ≤ 1.75× the bare handler's, import + first request ≤ 2.5×; backstop sizes 560 KB per
 * HTTP Lambda and 150 KB per job consumer (minified).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { bundleOptionsFor, lambdaBundleOptions, leanClientAliases } from '../infra/lib/constructs/bundle-options';

const root = new URL('..', import.meta.url).pathname;
const KB = 1024;
const RUNS = Number(process.env.BENCH_COLD_RUNS ?? 15);

/** A handler that only creates a DynamoDB DocumentClient and does one GetItem: the yardstick. */
const BARE_HANDLER = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
const endpoint = process.env.DYNAMODB_ENDPOINT;
const client = DynamoDBDocumentClient.from(new DynamoDBClient(endpoint
  ? { region: process.env.AWS_REGION, endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
  : { region: process.env.AWS_REGION }));
export const handler = async (event) => {
  const { Item } = await client.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: event.key }));
  return { statusCode: 200, body: JSON.stringify(Item ?? null) };
};`;

export interface ColdStartTarget {
  name: string;
  kind: 'bare' | 'http' | 'jobs';
  /** The event of its first request; none: import only. */
  event?: unknown;
}

interface Measured {
  name: string;
  kind: ColdStartTarget['kind'];
  bytes: number;
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

/**
 * The baseline the budgets are written against is the SDK's own DocumentClient (docs/architecture.md §10): built
 * without the lean clients every Tessera Lambda carries (ADR 0021), so a ratio says what our code costs over a
 * plain SDK handler, not over a lean one.
 */
function sdkBundleOptions() {
  const alias = Object.fromEntries(
    Object.entries(lambdaBundleOptions.alias).filter(([name]) => !(name in leanClientAliases)),
  );
  return { ...lambdaBundleOptions, alias };
}

/** Builds every bundle into a temporary folder, measures them interleaved, and returns the figures. */
export async function measureColdStarts(targets: ColdStartTarget[], env: Record<string, string>): Promise<Measured[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-cold-'));
  try {
    const files = new Map<string, { path: string; bytes: number }>();
    for (const target of targets) {
      const entry = lambdaEntries().find((e) => e.name === target.name);
      const result = await build({
        // What ships: job consumers with the lean DynamoDB and SQS clients (ADR 0021), the rest with the SDK.
        ...(target.kind === 'bare' ? sdkBundleOptions() : bundleOptionsFor(target.kind === 'jobs' ? 'jobs' : 'http')),
        ...(target.kind === 'bare'
          ? { stdin: { contents: BARE_HANDLER, resolveDir: join(root, 'functions'), loader: 'js' as const } }
          : { entryPoints: [entry?.file as string] }),
        write: false,
      });
      const bytes = result.outputFiles[0]?.contents as Uint8Array;
      const path = join(dir, `${target.name.replace('/', '-')}.mjs`);
      writeFileSync(path, bytes);
      files.set(target.name, { path, bytes: bytes.byteLength });
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
        importMs: median(s.importMs),
        firstMs: target.event ? median(s.firstMs) : null,
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The table `npm run bench` prints: sizes, medians and ratios against the bare handler, with the budgets. */
export function coldStartRows(measured: Measured[]): Record<string, string | number>[] {
  const bare = measured.find((m) => m.kind === 'bare') as Measured;
  return measured.map((m) => {
    const sizeBudget = m.kind === 'http' ? 560 : m.kind === 'jobs' ? 150 : null;
    const importRatio = m.importMs / bare.importMs;
    const firstRatio = m.firstMs !== null && bare.firstMs !== null ? m.firstMs / bare.firstMs : null;
    const within = [
      sizeBudget === null || m.bytes <= sizeBudget * KB,
      m.kind !== 'http' || importRatio <= 1.75,
      m.kind !== 'http' || firstRatio === null || firstRatio <= 2.5,
    ].every(Boolean);
    return {
      bundle: m.name,
      'minified KB': +(m.bytes / KB).toFixed(1),
      'size budget KB': sizeBudget ?? '-',
      'import ms': +m.importMs.toFixed(1),
      'import ×bare (≤1.75)': m.kind === 'bare' ? 1 : +importRatio.toFixed(2),
      'import+1st request ms': m.firstMs === null ? '-' : +m.firstMs.toFixed(1),
      '×bare (≤2.5)': firstRatio === null ? '-' : m.kind === 'bare' ? 1 : +firstRatio.toFixed(2),
      within: m.kind === 'bare' ? '-' : within ? 'yes' : 'NO',
    };
  });
}
