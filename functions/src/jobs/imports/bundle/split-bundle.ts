import {
  HIERARCHY_PATH_SEPARATOR,
  USER_IMPORT_KEPT_ROLES,
  USER_IMPORT_ROLE_NAMES,
  nameKey,
  type Role,
} from '@tessera/shared';
import type { ImportProblem } from '../../../db/imports/imports';
import { writeChunk } from '../chunk-store';
import type { OneRosterMessageKey } from '@tessera/shared';
import type { ChunkRow, RowError } from '../kinds/kind';
import { readOneRosterBundle } from '../oneroster/read-bundle';
import type { ImportItem, Problem } from '../oneroster/types';
import { spoolToFile } from '../oneroster/zip';
import type { BundleChunk, BundleStep } from './bundle-chunks';

/** What the split of a bundle made: its chunks in the order they are written, or the problem refusing it whole. */
export type BundleSplit = { ok: true; rows: number; chunks: BundleChunk[] } | { ok: false; problem: ImportProblem };

/** The bundle's column as the error report names it: the file beside the column (`classes.csv: courseSourcedId`). */
export const bundleColumn = (file: string, column: string | null | undefined): string | null =>
  column ? `${file}: ${column}` : file;

/** A row the reader refused: its first error, as the run's row error (the hierarchy catalogue's oneroster key). */
function readerRefusal(item: ImportItem<unknown>): RowError {
  const first = item.problems.find((found) => found.severity === 'error') ?? item.problems[0];
  return {
    // The reader's problems are all hierarchy.oneroster.* keys (oneroster/files.ts `problem`).
    code: (first?.code ?? 'hierarchy.oneroster.bad_value') as OneRosterMessageKey,
    column: bundleColumn(item.file, first?.column),
    params: { ...(first?.params ?? {}), ...(first?.column ? { column: first.column } : {}) },
  };
}

/** The bundle's own problem (no manifest, a file missing, not UTF-8), as the log's file problem. */
const bundleProblem = (problem: Problem | undefined): ImportProblem => ({
  code: problem?.code ?? 'hierarchy.oneroster.not_a_zip',
  params: {
    ...(problem?.params ?? {}),
    ...(problem?.file ? { file: problem.file } : {}),
    ...(problem?.line ? { line: problem.line } : {}),
    ...(problem?.column ? { column: problem.column } : {}),
  },
});

/** The organisation roles a users file gives (shared's USER_IMPORT_ROLE_NAMES); admin never is. */
const IMPORTABLE: ReadonlySet<Role> = new Set(
  Object.values(USER_IMPORT_ROLE_NAMES).filter((role) => !USER_IMPORT_KEPT_ROLES.includes(role)),
);

const pathCell = (names: readonly string[]) => JSON.stringify(names);

/**
 * Reads a OneRoster bundle (spooled to /tmp, read by its zip directory: ADR 0030) and writes its entities'
 * chunks in dependency order, each row in the columns of the kind that writes it: orgs → import-hierarchy
 * (`path` of the org names from the top org of the bundle), academicSessions → terms (code = sourcedId),
 * courses → group-templates (code = courseCode, else the sourcedId; `node_path` its org's names), classes →
 * groups (group_code = classCode, else the sourcedId; course_code the course's code; `node_path` the course's
 * org, where the section's course lives), users → users, enrollments → memberships. A row the reader refused is kept with its problem (failed, named by
 * its file and line); a row it skipped (a grading period, a tobedeleted row of something Tessera archives
 * elsewhere) is not written and not counted.
 */
export async function splitBundle(
  organizationId: string,
  importId: string,
  body: AsyncIterable<Uint8Array>,
  rowsPerChunk: number,
): Promise<BundleSplit> {
  const spooled = await spoolToFile(body);
  const bundle = await readOneRosterBundle({ path: spooled.path });
  try {
    if (bundle.refused)
      return { ok: false, problem: bundleProblem(bundle.problems.find((found) => found.severity === 'error')) };
    const chunks: BundleChunk[] = [];
    let rows = 0;
    let pending: ChunkRow[] = [];
    let pendingFile = '';
    const flush = async (kind: BundleStep) => {
      if (pending.length === 0) return;
      const chunk = chunks.length;
      await writeChunk(organizationId, importId, chunk, pending);
      chunks.push({
        chunk,
        kind,
        file: pendingFile,
        firstLine: pending[0]!.line,
        lastLine: pending[pending.length - 1]!.line,
        rows: pending.length,
      });
      pending = [];
    };
    /** Adds the step's rows: `valuesOf` the kind's cells of an imported row, null when Tessera keeps nothing. */
    const step = async <T>(
      kind: BundleStep,
      items: AsyncIterable<ImportItem<T>>,
      valuesOf: (row: T) => Record<string, string> | null,
    ) => {
      for await (const item of items) {
        let chunkRow: ChunkRow | null = null;
        if (item.outcome === 'refuse' || !item.row)
          chunkRow = item.outcome === 'skip' ? null : { line: item.line, values: {}, problem: readerRefusal(item) };
        else {
          const values = valuesOf(item.row);
          chunkRow = values ? { line: item.line, values } : null;
        }
        if (!chunkRow) continue;
        pendingFile = item.file;
        pending.push(chunkRow);
        rows += 1;
        if (pending.length === rowsPerChunk) await flush(kind);
      }
      await flush(kind);
    };

    // Orgs: the org's names from the top org of the bundle. A delete is not written (nodes with anything
    // under them stay, ADR 0030): the reader's row is skipped here as it is in the tree.
    const nodePaths = new Map<string, string[]>();
    await step('import-hierarchy', bundle.nodes(), (row) => {
      nodePaths.set(row.source_id, row.path);
      if (row.action === 'delete') return null;
      return {
        path: row.path.map((name) => name.replaceAll(HIERARCHY_PATH_SEPARATOR, '-')).join(HIERARCHY_PATH_SEPARATOR),
        type: '',
      };
    });
    // Tessera's term names are unique; session titles repeat ("Fall" each year, "Session Title" ×4 in the 1.2
    // sample): a title several sessions of the bundle share is written with the session's sourcedId beside it,
    // the same name on every import of the bundle. Sessions are few (read twice, as orgs are per depth).
    const titles = new Map<string, number>();
    for await (const item of bundle.terms())
      if (item.outcome === 'import' && item.row?.action === 'upsert')
        titles.set(nameKey(item.row.name), (titles.get(nameKey(item.row.name)) ?? 0) + 1);
    await step('terms', bundle.terms(), (row) =>
      row.action === 'delete'
        ? null
        : {
            code: row.code,
            name: (titles.get(nameKey(row.name)) ?? 0) > 1 ? `${row.name} (${row.source_id})` : row.name,
            start_date: row.start_date,
            end_date: row.end_date,
            include_academic_data: '',
          },
    );
    const courses = new Map<string, { code: string; path: string[] }>();
    await step('group-templates', bundle.courses(), (row) => {
      const code = row.code || row.source_id;
      const path = nodePaths.get(row.node_source_id) ?? [];
      courses.set(row.source_id, { code, path });
      if (row.action === 'delete') return null;
      return { code, name: row.name, category: row.category, node_path: pathCell(path) };
    });
    const sectionCodes = new Map<string, string>();
    await step('groups', bundle.sections(), (row) => {
      sectionCodes.set(row.source_id, row.group_code);
      if (row.action === 'delete') return null;
      const course = courses.get(row.course_source_id);
      return {
        group_code: row.group_code,
        course_code: course?.code ?? row.course_source_id,
        title: row.title,
        name: '',
        term_code: row.term_source_id ?? '',
        start_date: row.start_date ?? '',
        end_date: row.end_date ?? '',
        owners: '',
        node_path: pathCell(course?.path ?? nodePaths.get(row.node_source_id) ?? []),
      };
    });
    // Users: the users file's cells, so the users kind's rules (email as the key, names, roles a file may
    // give) and its directory writes (Cognito, its quotas and retries) apply as they do to a users file. The
    // reader's organisation roles (student, faculty, mentor) are given; an administrator's role is never
    // given by a file (spec 2 §6): it is named so the users kind refuses it with its sentence when it is the
    // user's only role, and left out beside others. A delete row removes the membership (the users file's
    // `deleted`; enabledUser false is not one: the account stays as it is). Users are read once more for their emails (sourcedId → email, for the enrollments).
    const emails = new Map<string, string>();
    await step('users', bundle.users(), (row) => {
      const email = row.email || row.username;
      emails.set(row.source_id, email);
      const given = [...new Set(row.roles.map((role) => role.role).filter((role) => IMPORTABLE.has(role)))];
      const refused = row.roles.find((role) => !IMPORTABLE.has(role.role))?.role ?? '';
      return {
        email: row.email,
        login_id: row.username,
        first_name: row.preferred_first_name ?? row.first_name,
        last_name: row.last_name,
        roles: given.length > 0 ? given.join(';') : refused,
        status: row.action === 'delete' ? 'deleted' : 'active',
        locale: '',
      };
    });
    // Enrollments: the section by its group code, the user by the email the users step wrote, the role the
    // reader mapped (student → member, teacher and administrator → owner, aide → mentor). A tobedeleted
    // enrollment is not written: the memberships kind has no removal (left to the section's members screen).
    await step('memberships', bundle.memberships(), (row) =>
      row.action === 'delete'
        ? null
        : {
            group_code: sectionCodes.get(row.section_source_id) ?? row.section_source_id,
            email: emails.get(row.user_source_id) ?? row.user_source_id,
            role: row.section_role,
          },
    );
    if (rows === 0) return { ok: false, problem: { code: 'no_rows', params: {} } };
    return { ok: true, rows, chunks };
  } finally {
    bundle.close();
    await spooled.remove();
  }
}
