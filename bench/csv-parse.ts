/**
 * `npm run bench -- csv` (or `npx tsx bench/csv-parse.ts`): CSV parsers on a generated 50 MB file (ADR 0008).
 * The file looks like a groups import: six columns, CRLF line breaks, one row in five with a quoted cell
 * holding commas, doubled quotes or a line break, accented text. Each case runs in its own Node process, so
 * its peak memory (max RSS) is its own. "same cells" compares each case's records (count and total cell
 * length) with the first parser's: a parser that reads the file differently says NO.
 *
 * Cases: csv-parse through shared's parseCsv (sync, the file in memory) and parseCsvStream (64 KB chunks from
 * a file stream), the import file reader (functions/src/lib/csv openCsvRows: encoding detected and decoded,
 * separator sniffed, header matched, every cell read as text through csv-parse's stream API; issue 24), and
 * uDSV, the fast alternative, both ways. The first two cases are floors: a process that
 * does nothing, and one that only reads the file into memory.
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { inferSchema, initParser } from 'udsv';
import { openCsvRows } from '../functions/src/lib/csv/open-csv-rows';
import { parseCsv, parseCsvStream } from '../shared/src/csv/parse';

const root = new URL('..', import.meta.url).pathname;
const MB = 1024 * 1024;
const TARGET_BYTES = 50 * MB;
const CHUNK_BYTES = 64 * 1024;

interface Outcome {
  records: number;
  cellChars: number;
}

/** A deterministic pseudo-random sequence (mulberry32), so every run parses the same file. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = ['Álgebra', 'History', 'Biología', 'Art', 'Design', 'Nursing', 'Música', 'Physics', 'Teaching', 'Lab'];

async function generate(file: string): Promise<void> {
  const next = random(7);
  const word = () => WORDS[Math.floor(next() * WORDS.length)] as string;
  const out = createWriteStream(file);
  let written = 0;
  const write = (text: string): Promise<void> =>
    new Promise((resolve) => {
      written += Buffer.byteLength(text);
      if (out.write(text)) resolve();
      else out.once('drain', () => resolve());
    });
  await write('group_code,title,term_code,start_date,end_date,notes\r\n');
  for (let n = 1; written < TARGET_BYTES; n += 1) {
    const kind = n % 5;
    const title = kind === 0 ? `"${word()}, ${word()} ${n}"` : `${word()} ${word()} ${n}`;
    const notes =
      kind === 1 ? `"Room ""${word()}"" ${n}"` : kind === 2 ? `"First line ${n}\r\nsecond line"` : `${word()} notes`;
    const month = String(1 + (n % 12)).padStart(2, '0');
    await write(`G${n},${title},T${n % 40},${month}/01/2026,${month}/28/2026,${notes}\r\n`);
  }
  await new Promise<void>((resolve) => out.end(resolve));
}

const count = (outcome: Outcome, record: readonly string[]): void => {
  outcome.records += 1;
  for (const cell of record) outcome.cellChars += cell.length;
};

const CASES: Record<string, (file: string) => Promise<Outcome>> = {
  'nothing (the process itself)': async () => ({ records: 0, cellChars: 0 }),
  'read only (the file in memory)': async (file) => ({ records: 0, cellChars: readFileSync(file).byteLength }),
  'csv-parse sync (parseCsv)': async (file) => {
    const result = parseCsv(readFileSync(file));
    if (!result.ok) throw new Error(result.problem);
    const outcome = { records: 0, cellChars: 0 };
    for (const record of result.records) count(outcome, record);
    return outcome;
  },
  'csv-parse stream (parseCsvStream, 64 KB chunks)': async (file) => {
    const outcome = { records: 0, cellChars: 0 };
    const chunks = createReadStream(file, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>;
    for await (const record of parseCsvStream(chunks)) count(outcome, record);
    return outcome;
  },
  'import reader (openCsvRows, 64 KB chunks)': async (file) => {
    const names = ['group_code', 'title', 'term_code', 'start_date', 'end_date', 'notes'];
    const opened = await openCsvRows(createReadStream(file, { highWaterMark: CHUNK_BYTES }), {
      columns: names.map((name) => ({ name, type: 'text' as const })),
      locale: 'en',
    });
    if (!opened.ok) throw new Error(JSON.stringify(opened.problems));
    const outcome = { records: 0, cellChars: 0 };
    count(outcome, names);
    for await (const { values } of opened.rows)
      count(
        outcome,
        names.map((name) => String(values[name] ?? '')),
      );
    return outcome;
  },
  'uDSV sync': async (file) => {
    const text = readFileSync(file, 'utf8');
    const parser = initParser(inferSchema(text, { col: ',', row: '\r\n', encl: '"' }));
    const outcome = { records: 1, cellChars: 0 }; // uDSV keeps the header apart
    for (const name of ['group_code', 'title', 'term_code', 'start_date', 'end_date', 'notes']) {
      outcome.cellChars += name.length;
    }
    for (const record of parser.stringArrs(text)) count(outcome, record);
    return outcome;
  },
  'uDSV stream (64 KB chunks)': async (file) => {
    const outcome = { records: 1, cellChars: 0 };
    for (const name of ['group_code', 'title', 'term_code', 'start_date', 'end_date', 'notes']) {
      outcome.cellChars += name.length;
    }
    const decoder = new TextDecoder();
    let parser: ReturnType<typeof initParser> | undefined;
    for await (const chunk of createReadStream(file, { highWaterMark: CHUNK_BYTES }) as AsyncIterable<Buffer>) {
      const text = decoder.decode(chunk, { stream: true });
      parser ??= initParser(inferSchema(text, { col: ',', row: '\r\n', encl: '"' }));
      parser.chunk<string[]>(text, parser.stringArrs, (record) => count(outcome, record));
    }
    parser?.end();
    return outcome;
  },
};

/** One case in this process: prints a JSON line with its figures. */
async function runCase(name: string, file: string): Promise<void> {
  const run = CASES[name];
  if (!run) throw new Error(`no case ${name}`);
  const started = performance.now();
  const outcome = await run(file);
  const seconds = (performance.now() - started) / 1000;
  console.log(JSON.stringify({ ...outcome, seconds, maxRssKb: process.resourceUsage().maxRSS }));
}

export async function csvParseBench(): Promise<Array<Record<string, string | number>>> {
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'groups-50mb.csv');
  if (!existsSync(file) || statSync(file).size < TARGET_BYTES) await generate(file);
  const rows = [];
  let expected: Outcome | undefined;
  for (const name of Object.keys(CASES)) {
    const child = spawnSync(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), join(root, 'bench/csv-parse.ts'), '--case', name, file],
      { encoding: 'utf8', maxBuffer: 16 * MB },
    );
    if (child.status !== 0) throw new Error(`${name} failed: ${child.stderr}`);
    const figures = JSON.parse(child.stdout.trim().split('\n').at(-1) as string) as Outcome & {
      seconds: number;
      maxRssKb: number;
    };
    let same = '';
    if (figures.records > 0) {
      expected ??= figures;
      same = figures.records === expected.records && figures.cellChars === expected.cellChars ? 'yes' : 'NO';
    }
    rows.push({
      case: name,
      records: figures.records,
      'same cells': same,
      seconds: +figures.seconds.toFixed(2),
      'MB/s': figures.records > 0 ? +(statSync(file).size / MB / figures.seconds).toFixed(1) : '',
      'peak RSS MB': +(figures.maxRssKb / 1024).toFixed(0),
    });
  }
  console.log(`\nCSV parsers on ${(statSync(file).size / MB).toFixed(1)} MB (${file})`);
  console.table(rows);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--case');
  if (at > 0) await runCase(process.argv[at + 1] as string, process.argv[at + 2] as string);
  else await csvParseBench();
}
