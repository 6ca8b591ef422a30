/**
 * `npm run bench -- oneroster` (or `npx tsx bench/oneroster.ts`): reading a generated OneRoster 1.2 bundle of
 * 100,000 users (ADR 0030). The bundle (orgs, sessions, courses, classes, users, roles, enrollments) is written
 * once with yazl to bench/results; each case reads it in its own Node process, so its peak memory is its own:
 *   nothing      — the process itself (tsx and the reader's modules imported), the floor;
 *   index        — readOneRosterBundle only (the first pass: every file read once, the sourcedIds kept), with the
 *                  heap the index holds measured after a full GC (--expose-gc);
 *   all rows     — the first pass and every entity's rows read to the end, as a job would.
 * Rows and peak RSS do not depend on load; seconds do (a shared machine's seconds mean little).
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import yazl from 'yazl';
import { readOneRosterBundle, type OneRosterBundle } from '../functions/src/jobs/imports/oneroster/read-bundle';

const root = new URL('..', import.meta.url).pathname;
const MB = 1024 * 1024;
const USERS = 100_000;
const SCHOOLS = 40;
const CLASSES = 4_000;
const ENROLLMENTS_PER_STUDENT = 5;

function* lines(header: string, count: number, row: (n: number) => string): Generator<string> {
  yield `${header}\r\n`;
  for (let n = 1; n <= count; n += 1) yield `${row(n)}\r\n`;
}

const school = (n: number) => `org-sch-${String(1 + (n % SCHOOLS)).padStart(4, '0')}`;
const userId = (n: number) => `usr-${String(n).padStart(8, '0')}`;
const classId = (n: number) => `cls-${String(1 + (n % CLASSES)).padStart(6, '0')}`;
const teacher = (n: number) => n % 20 === 0;

async function generate(file: string): Promise<void> {
  const zip = new yazl.ZipFile();
  const add = (name: string, source: Iterable<string>) =>
    zip.addReadStream(Readable.from(source, { objectMode: false }), name);
  add('manifest.csv', [
    'propertyName,value\r\nmanifest.version,1.0\r\noneroster.version,1.2\r\n',
    ...['orgs', 'academicSessions', 'courses', 'classes', 'users', 'roles', 'enrollments'].map(
      (name) => `file.${name},bulk\r\n`,
    ),
  ]);
  add(
    'orgs.csv',
    lines('sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId', SCHOOLS + 1, (n) =>
      n === SCHOOLS + 1
        ? 'org-dst-1,,,Lakes District,district,LD,'
        : `${school(n - 1)},,,School ${n},school,S${n},org-dst-1`,
    ),
  );
  add('academicSessions.csv', [
    'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear\r\n',
    'sy-26,,,2026-27,schoolYear,2026-08-20,2027-06-10,,2027\r\n',
    'fall-26,,,Fall 2026,semester,2026-08-20,2026-12-18,sy-26,2027\r\n',
    'spring-27,,,Spring 2027,semester,2027-01-06,2027-06-10,sy-26,2027\r\n',
  ]);
  add(
    'courses.csv',
    lines(
      'sourcedId,status,dateLastModified,schoolYearSourcedId,title,courseCode,grades,orgSourcedId,subjects,subjectCodes',
      400,
      (n) => `crs-${n},,,sy-26,Course ${n},C${n},10,${school(n)},,`,
    ),
  );
  add(
    'classes.csv',
    lines(
      'sourcedId,status,dateLastModified,title,grades,courseSourcedId,classCode,classType,location,schoolSourcedId,termSourcedIds,subjects,subjectCodes,periods',
      CLASSES,
      (n) =>
        `${classId(n - 1)},,,Class ${n},10,crs-${1 + (n % 400)},K${n},scheduled,Room ${n},${school(n)},"fall-26,spring-27",,,`,
    ),
  );
  add(
    'users.csv',
    lines(
      'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns',
      USERS,
      (n) =>
        `${userId(n)},,,true,user${n},,Given${n},Family${n},,ID${n},user${n}@example.org,,,,10,,,,,,,${school(n)},`,
    ),
  );
  add(
    'roles.csv',
    lines(
      'sourcedId,status,dateLastModified,userSourcedId,roleType,role,beginDate,endDate,orgSourcedId,userProfileSourcedId',
      USERS,
      (n) => `rol-${n},,,${userId(n)},primary,${teacher(n) ? 'teacher' : 'student'},,,${school(n)},`,
    ),
  );
  add(
    'enrollments.csv',
    lines(
      'sourcedId,status,dateLastModified,classSourcedId,schoolSourcedId,userSourcedId,role,primary,beginDate,endDate',
      USERS * ENROLLMENTS_PER_STUDENT,
      (n) => {
        const user = 1 + Math.floor((n - 1) / ENROLLMENTS_PER_STUDENT);
        return `enr-${n},,,${classId(n * 7)},${school(user)},${userId(user)},${teacher(user) ? 'teacher' : 'student'},false,,`;
      },
    ),
  );
  zip.end();
  await new Promise<void>((resolve, reject) => {
    zip.outputStream.pipe(createWriteStream(file)).on('finish', resolve).on('error', reject);
  });
}

const ENTITIES = ['nodes', 'terms', 'courses', 'sections', 'users', 'memberships'] as const;

async function runCase(name: string, file: string): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const started = performance.now();
  const figures: Record<string, number | string> = {};
  if (name !== 'nothing') {
    const bundle: OneRosterBundle = await readOneRosterBundle({ path: file });
    if (bundle.refused) throw new Error(JSON.stringify(bundle.problems));
    gc?.();
    figures.indexHeapMb = +((process.memoryUsage().heapUsed - heapBefore) / MB).toFixed(1);
    if (name === 'all rows') {
      let rows = 0;
      let refused = 0;
      for (const entity of ENTITIES)
        for await (const item of bundle[entity]()) {
          rows += 1;
          if (item.outcome === 'refuse') refused += 1;
        }
      figures.rows = rows;
      figures.refused = refused;
    }
    bundle.close();
  }
  figures.seconds = +((performance.now() - started) / 1000).toFixed(1);
  figures.maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(JSON.stringify(figures));
}

export async function oneRosterBench(): Promise<Array<Record<string, string | number>>> {
  const dir = join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `oneroster-${USERS}-users.zip`);
  if (!existsSync(file)) await generate(file);
  const rows: Array<Record<string, string | number>> = [];
  for (const name of ['nothing', 'index', 'all rows']) {
    const child = spawnSync(
      process.execPath,
      [
        '--expose-gc',
        join(root, 'node_modules/tsx/dist/cli.mjs'),
        join(root, 'bench/oneroster.ts'),
        '--case',
        name,
        file,
      ],
      { encoding: 'utf8', maxBuffer: 16 * MB },
    );
    if (child.status !== 0) throw new Error(`${name} failed: ${child.stderr}`);
    const figures = JSON.parse(child.stdout.trim().split('\n').at(-1) as string) as Record<string, string | number>;
    rows.push({ case: name, 'zip MB': +(statSync(file).size / MB).toFixed(1), ...figures });
  }
  return rows;
}

const caseAt = process.argv.indexOf('--case');
if (caseAt > 0) {
  await runCase(process.argv[caseAt + 1] as string, process.argv[caseAt + 2] as string);
} else if (process.argv[1]?.endsWith('oneroster.ts')) {
  console.table(await oneRosterBench());
}
