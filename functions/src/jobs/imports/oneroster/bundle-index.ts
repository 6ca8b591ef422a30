import type { CsvRow } from '@tessera/shared';
import { FILE_NAMES, isoDate, requiredColumns } from './binding';
import { type BundleFiles, cell, fileProblem, problem } from './files';
import { READ_FILES, type FileMode, type Manifest, type Problem, type ReadFile } from './types';

/**
 * The first pass over a bundle: every file the manifest sends is read once, whole, before any row is handed on,
 * so a file that is not CSV, lacks a column or is missing refuses the bundle before anything is written, and the
 * second pass can check each reference against the sourcedIds of the files it points to.
 *
 * What is kept: for orgs and academic sessions (hundreds to a few thousand rows) what their children need (name,
 * parent, type, dates); for courses, classes and users only sourcedId → line (about 90 bytes an id: 9 MB per
 * 100,000 users, measured in the ADR); for 1.2 roles.csv the roles of each user until the user's row takes them.
 */
export interface OrgFacts {
  name: string;
  parent: string;
  line: number;
}

export interface SessionFacts {
  type: string;
  parent: string;
  start: string | undefined;
  end: string | undefined;
  line: number;
}

export interface RoleFacts {
  line: number;
  role: string;
  roleType: string;
  org: string;
  status: string;
}

export interface BundleIndex {
  modes: Record<ReadFile, FileMode>;
  orgs: Map<string, OrgFacts>;
  sessions: Map<string, SessionFacts>;
  courses: Map<string, number>;
  classes: Map<string, number>;
  users: Map<string, number>;
  /** 1.2: each user's roles.csv rows, by userSourcedId. */
  roles: Map<string, RoleFacts[]>;
  /** Classes and users whose row is tobedeleted (or inactive): their enrollments are skipped. */
  deleted: { classes: Set<string>; users: Set<string> };
}

/** The order files are read in: each after the files it names. */
const ORDER: readonly ReadFile[] = READ_FILES;

/** Keeps the first line of each sourcedId (a later one is a duplicate, refused on the second pass). */
function remember<T>(map: Map<string, T>, id: string, facts: T): void {
  if (id !== '' && !map.has(id)) map.set(id, facts);
}

/** The mode each file is sent in; 1.1 has no roles.csv. */
export function fileModes(manifest: Manifest): Record<ReadFile, FileMode> {
  const modes = {} as Record<ReadFile, FileMode>;
  for (const file of READ_FILES) modes[file] = manifest.files[file] ?? 'absent';
  if (manifest.version === '1.1') modes.roles = 'absent';
  return modes;
}

/** Problems of the bundle's shape: a sent file missing, a file present but not sent, 1.2 users without roles. */
export function shapeProblems(files: BundleFiles, manifest: Manifest, modes: Record<ReadFile, FileMode>): Problem[] {
  const problems: Problem[] = [];
  for (const file of READ_FILES) {
    const name = FILE_NAMES[file];
    if (modes[file] !== 'absent' && !files.has(name))
      problems.push(
        problem('error', 'hierarchy.oneroster.missing_file', { file: name, mode: modes[file] }, { file: name }),
      );
    if (modes[file] === 'absent' && files.has(name) && !(file === 'roles' && manifest.version === '1.1'))
      problems.push(problem('warning', 'hierarchy.oneroster.file_not_sent', { file: name }, { file: name }));
  }
  if (manifest.version === '1.2' && modes.users === 'bulk' && modes.roles === 'absent')
    problems.push(problem('error', 'hierarchy.oneroster.users_without_roles', {}, { file: FILE_NAMES.roles }));
  return problems;
}

function indexRow(index: BundleIndex, file: ReadFile, row: CsvRow, problems: Problem[]): void {
  const id = cell(row, file === 'roles' ? 'userSourcedId' : 'sourcedId');
  switch (file) {
    case 'orgs':
      remember(index.orgs, id, { name: cell(row, 'name'), parent: cell(row, 'parentSourcedId'), line: row.line });
      return;
    case 'academicSessions':
      remember(index.sessions, id, {
        type: cell(row, 'type'),
        parent: cell(row, 'parentSourcedId'),
        start: isoDate(cell(row, 'startDate')),
        end: isoDate(cell(row, 'endDate')),
        line: row.line,
      });
      return;
    case 'classes':
    case 'users':
      if (/^(tobedeleted|inactive)$/i.test(cell(row, 'status'))) index.deleted[file].add(id);
      remember(index[file], id, row.line);
      return;
    case 'courses':
      remember(index[file], id, row.line);
      return;
    case 'roles': {
      if (!index.users.has(id)) {
        problems.push(
          problem(
            'warning',
            'hierarchy.oneroster.role_outside_bundle',
            { line: row.line, id },
            { file: FILE_NAMES.roles, line: row.line, column: 'userSourcedId' },
          ),
        );
        return;
      }
      const facts: RoleFacts = {
        line: row.line,
        role: cell(row, 'role'),
        roleType: cell(row, 'roleType'),
        org: cell(row, 'orgSourcedId'),
        status: cell(row, 'status'),
      };
      const held = index.roles.get(id);
      if (held) held.push(facts);
      else index.roles.set(id, [facts]);
      return;
    }
    case 'enrollments':
      return;
  }
}

/** Reads every sent file once. Errors (a file unreadable or missing a column) refuse the bundle. */
export async function indexBundle(
  files: BundleFiles,
  manifest: Manifest,
  modes: Record<ReadFile, FileMode>,
): Promise<{ index: BundleIndex; problems: Problem[] }> {
  const index: BundleIndex = {
    modes,
    orgs: new Map(),
    sessions: new Map(),
    courses: new Map(),
    classes: new Map(),
    users: new Map(),
    roles: new Map(),
    deleted: { classes: new Set(), users: new Set() },
  };
  const problems: Problem[] = [];
  for (const file of ORDER) {
    if (modes[file] === 'absent') continue;
    const name = FILE_NAMES[file];
    let headerProblems = 0;
    const onHeader = (header: string[]) => {
      for (const column of requiredColumns(file, manifest.version)) {
        if (header.includes(column.toLowerCase())) continue;
        headerProblems += 1;
        problems.push(problem('error', 'hierarchy.oneroster.missing_column', { column }, { file: name, column }));
      }
    };
    try {
      for await (const row of files.rows(name, onHeader)) {
        if (headerProblems > 0) break;
        indexRow(index, file, row, problems);
      }
    } catch (error) {
      // The bundle is refused; the files after this one would only add noise (roles of users never read).
      problems.push(fileProblem(name, error));
      break;
    }
  }
  return { index, problems };
}
