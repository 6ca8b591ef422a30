import {
  conflict,
  invalid,
  invalidField,
  notFound,
  rubricDefinitionSchema,
  rubricsFromCanvasCsv,
  validateCsvUpload,
  type CanvasCsvIssue,
  type FieldError,
  type importCanvasRubrics,
} from '@tessera/shared';
import { insertRubrics } from '../../db/rubrics/rubric-changes';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { storedDefinition } from './definition-rules';
import { newRubric } from './new-rubric';
import { presentSummary } from './present';
import { loadScope, requireAdministeredNode } from './scope';

/** Where a problem of the file is reported: `file` for the file as a whole, else `rows.<row>.<column>`. */
const fieldOf = (issue: CanvasCsvIssue) => (issue.column === 'file' ? 'file' : `rows.${issue.row}.${issue.column}`);
const errorOf = (issue: CanvasCsvIssue): FieldError =>
  issue.params ? { key: issue.key, params: issue.params } : issue.key;

/**
 * POST /api/rubrics/canvas-import (issue 9: "bring their rubrics with them"): the rubrics of a Canvas LMS
 * rubric CSV file (shared/src/rubrics/rubric-canvas-csv.ts) become drafts on a node the caller administers.
 * All or nothing: a file that is not CSV, lacks Canvas's columns or has any bad row is a 400 listing every
 * problem by row and cell (`fields`: `rows.<row>.<column>`, or `file`; at most 1000) and nothing is written;
 * a good one is written in one transaction (the node's holdings with it). Notes say what was adjusted to fit
 * Tessera's grid (a criterion with fewer ratings, rating names kept in the cells).
 */
export const importCanvasRubricsUseCase: UseCase<typeof importCanvasRubrics> = async ({ body }, { actor }) => {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, body.node_id);
  const typeError = validateCsvUpload(body.filename);
  if (typeError) throw invalidField('filename', typeError);
  // The CSV parser loads on first import, not at every cold start of the rubrics Lambda.
  const { parseCsv } = await import('@tessera/shared/csv/parse');
  const parsed = parseCsv(body.content);
  if (!parsed.ok) throw invalidField('file', 'rubrics.csv.bad_csv', { problem: parsed.problem });
  const read = rubricsFromCanvasCsv(parsed.records);
  if (!read.ok) {
    const fields: Record<string, FieldError> = {};
    for (const issue of read.problems) fields[fieldOf(issue)] ??= errorOf(issue);
    throw invalid('rubrics.csv.failed', { params: { count: read.problems.length }, fields });
  }
  const now = new Date();
  const rubrics = read.rubrics.map((definition) => {
    // The reader builds valid definitions; the contract's rules check them again before anything is stored.
    const checked = rubricDefinitionSchema.safeParse(definition);
    if (!checked.success) throw invalidField('file', 'rubrics.csv.no_rows');
    return newRubric(actor, node.nodeId, storedDefinition(checked.data), { setIds: [], nodeIds: [] }, now);
  });
  const outcome = await insertRubrics(rubrics);
  if (outcome === 'node_gone') throw notFound();
  if (outcome !== 'saved') throw conflict();
  return {
    rubrics: rubrics.map((rubric) => presentSummary(scope, rubric)),
    notes: read.notes.map((note) => ({ row: note.row, column: note.column, message: text(note.key, note.params) })),
    message: text('rubrics.csv.imported', { count: rubrics.length }),
  };
};
