import {
  cleanName,
  compareCalendarDates,
  CSV_IMPORT_COLUMNS,
  formatCalendarDateIso,
  invalidField,
  ITEM_NAME_MAX_LENGTH,
  labelRowOf,
  nameKey,
  siteRowOf,
  type ItemRowProblem,
  parseIsoCalendarDate,
  validateCsvUpload,
  type CsvImportKind,
  type importCsv,
  type MessageKey,
  type MessageParams,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { createGroup } from '../../db/hierarchy/groups';
import { createHierarchyItem, listSiteCategories } from '../../db/hierarchy/items';
import type { HierarchyNode } from '../../db/hierarchy/nodes';
import { listOrganisationTerms } from '../../db/hierarchy/terms';
import { ORGANISATION_FILE_LOCALE } from '../../lib/csv/dates';
import type { CsvColumn, CsvValue } from '../../lib/csv/open-csv-rows';
import { readCsvUpload } from '../../lib/csv/read-csv-upload';
import type { UseCase } from '../../lib/http/types';
import { text as sentence, type Text } from '../../lib/text';
import { requireNodeOf } from './authority';

/** Most rows one file may import (spec 2 §9: CSV import max errors 1000). */
export const CSV_IMPORT_MAX_ROWS = 1000;

type RowStatus = 'created' | 'skipped' | 'failed';
interface RowResult {
  row: number;
  status: RowStatus;
  name: string;
  reason: Text | null;
}

class RowProblem extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: MessageParams = {},
  ) {
    super(key);
  }
}

/** A problem with the whole file: nothing is imported. */
const badFile = (key: MessageKey, params?: MessageParams) => invalidField('file', key, params);

type RowValues = Partial<Record<string, CsvValue | null>>;

function text(values: RowValues, column: string, required: boolean): string {
  const value = cleanName(String(values[column] ?? ''));
  if (required && value === '') throw new RowProblem('hierarchy.import.blank_value', { column });
  if ([...value].length > ITEM_NAME_MAX_LENGTH) throw new RowProblem('hierarchy.import.too_long', { column });
  return value;
}

/** A date cell the file reader has read (ISO, from ISO or the organisation's order), or null when blank. */
function date(values: RowValues, column: string) {
  const value = values[column];
  return typeof value === 'string' ? (parseIsoCalendarDate(value) ?? null) : null;
}

/**
 * The columns of each kind as the file reader reads them: dates typed (ISO or the organisation's order, two-digit
 * years refused), the rest as text this use case checks (its sentences). Columns are required by the use case,
 * which names the missing one as before.
 */
const readerColumns = (kind: CsvImportKind): CsvColumn[] => {
  const { required, optional } = CSV_IMPORT_COLUMNS[kind];
  return [...required, ...optional].map((name) =>
    name.endsWith('_date') ? { name, type: 'date' } : { name, type: 'text' },
  );
};

/** One row's write, in its own transaction: created, skipped (already there) or failed (nothing written). */
type RowWriter = (
  values: RowValues,
) => Promise<{ name: string; key: string; write: () => Promise<'saved' | 'exists' | 'gone' | 'conflict'> }>;

async function writerFor(kind: CsvImportKind, organizationId: string, node: HierarchyNode): Promise<RowWriter> {
  const { nodeId } = node;
  if (kind === 'groups') {
    const terms = new Set((await listOrganisationTerms(organizationId)).map((term) => term.code.toLowerCase()));
    return async (values) => {
      const groupCode = text(values, 'group_code', true);
      const title = text(values, 'title', true);
      const termCode = text(values, 'term_code', false);
      if (termCode !== '' && !terms.has(termCode.toLowerCase()))
        throw new RowProblem('hierarchy.import.unknown_term', { code: termCode });
      const start = date(values, 'start_date');
      const end = date(values, 'end_date');
      if (start && end && compareCalendarDates(end, start) <= 0)
        throw new RowProblem('hierarchy.term.end_before_start');
      return {
        name: groupCode,
        key: nameKey(groupCode),
        write: async () => {
          const outcome = await createGroup({
            organizationId,
            groupId: ulid(),
            nodeId,
            groupCode,
            title,
            termCode: termCode || null,
            startDate: start ? formatCalendarDateIso(start) : null,
            endDate: end ? formatCalendarDateIso(end) : null,
          });
          return outcome === 'code_taken' ? 'exists' : outcome;
        },
      };
    };
  }
  const itemKind = kind === 'sites' ? 'site' : 'label';
  const categories =
    kind === 'sites'
      ? new Map(
          (await listSiteCategories(organizationId, nodeId)).map((category) => [
            nameKey(category.name),
            category.itemId,
          ]),
        )
      : new Map<string, string>();
  return async (values) => {
    // The row rules the sites and labels import jobs apply (shared/src/imports), in this route's sentences.
    const checked = kind === 'sites' ? siteRowOf(values, categories) : labelRowOf(values);
    if (!checked.ok) throw itemRowRefusal(checked.problem);
    const { name, siteCategoryId } = checked.value;
    return {
      name,
      key: nameKey(name),
      write: async () => {
        const outcome = await createHierarchyItem({
          organizationId,
          nodeId,
          kind: itemKind,
          itemId: ulid(),
          name,
          siteCategoryId,
        });
        return outcome === 'name_taken' ? 'exists' : outcome;
      },
    };
  };
}

/** A sites or labels row's problem (shared's item row rules) as this route has always worded it. */
function itemRowRefusal(problem: ItemRowProblem): RowProblem {
  const { column } = problem;
  if (problem.code === 'required') return new RowProblem('hierarchy.import.blank_value', { column });
  if (problem.code === 'too_long') return new RowProblem('hierarchy.import.too_long', { column });
  return new RowProblem('hierarchy.import.unknown_site_category', { name: String(problem.params.name ?? '') });
}

/**
 * POST /api/hierarchy/nodes/{id}/imports/{kind} (spec 2 §2 "import groups, sites or labels from a file", §5,
 * §8): a .csv file (else "Invalid file type") read by the import file reader (lib/csv, docs/imports.md: any
 * encoding it detects, comma, semicolon or tab, headers in any spelling, typed dates), whole before anything is
 * written, so a bad file changes nothing. Each row is checked and
 * written in its own transaction: created; skipped when the name (group code) already exists here or earlier
 * in the file; failed with its reason, writing nothing. The answer carries a result per row and
 * "N import successfully, M failed".
 */
export const importCsvUseCase: UseCase<typeof importCsv> = async ({ path, body }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  const typeError = validateCsvUpload(body.filename);
  if (typeError) throw invalidField('filename', typeError);
  const kind = path.kind;
  const file = await readCsvUpload(body, {
    columns: readerColumns(kind),
    locale: ORGANISATION_FILE_LOCALE,
    maxRows: CSV_IMPORT_MAX_ROWS,
  });
  if (!file.ok) throw badFile(file.problem.code, file.problem.params);
  const missing = CSV_IMPORT_COLUMNS[kind].required.find((column) => file.header.columns[column] === undefined);
  if (missing) throw badFile('hierarchy.import.missing_column', { column: missing });
  if (file.rows.length === 0) throw badFile('hierarchy.import.no_rows');
  if (file.tooMany) throw badFile('hierarchy.import.too_many_rows', { max: CSV_IMPORT_MAX_ROWS });

  const writer = await writerFor(kind, view.organizationId, node);
  const seen = new Set<string>();
  const results: RowResult[] = [];
  const firstColumn = CSV_IMPORT_COLUMNS[kind].required[0];
  for (const { row: line, values, problems } of file.rows) {
    const fallbackName = String(values[firstColumn] ?? '').trim();
    const [problem] = problems;
    if (problem) {
      results.push({ row: line, status: 'failed', name: fallbackName, reason: sentence(problem.code, problem.params) });
      continue;
    }
    try {
      const row = await writer(values);
      if (seen.has(row.key)) {
        results.push({
          row: line,
          status: 'skipped',
          name: row.name,
          reason: sentence('hierarchy.import.duplicate_in_file'),
        });
        continue;
      }
      seen.add(row.key);
      const outcome = await row.write();
      if (outcome === 'saved') results.push({ row: line, status: 'created', name: row.name, reason: null });
      else if (outcome === 'exists')
        results.push({ row: line, status: 'skipped', name: row.name, reason: sentence('hierarchy.import.duplicate') });
      else results.push({ row: line, status: 'failed', name: row.name, reason: sentence('system.conflict') });
    } catch (error) {
      if (!(error instanceof RowProblem)) throw error;
      results.push({ row: line, status: 'failed', name: fallbackName, reason: sentence(error.key, error.params) });
    }
  }
  const count = (status: RowStatus) => results.filter((result) => result.status === status).length;
  const created = count('created');
  const failed = count('failed');
  return {
    file: file.file,
    created,
    skipped: count('skipped'),
    failed,
    message: sentence('hierarchy.import.result', { success: created, failed }),
    rows: results,
  };
};
