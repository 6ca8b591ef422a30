import {
  CANVAS_IMPORT_LIMITS,
  conflict,
  invalid,
  invalidField,
  nameKey,
  notFound,
  rubricDefinitionSchema,
  rubricsFromCanvasCsv,
  validateCsvUpload,
  type CanvasCsvIssue,
  type FieldError,
  type importCanvasRubrics,
  type RubricDefinition,
} from '@tessera/shared';
import { importRubrics, type ImportedRubricUpdate } from './rubric-writes';
import { listNodeRubrics, type Rubric, type RubricSource, type StoredRubricDefinition } from '../../db/rubrics/rubrics';
import type { Actor, UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import type { OrganisationNode } from '../../ports/hierarchy';
import { checkAlignment, storedDefinition } from './definition-rules';
import { newRubric } from './new-rubric';
import { presentSummary } from './present';
import { rubricLibrary } from './rubric-library';
import { loadScope, requireAdministeredNode } from './scope';

/** Where a problem of the file is reported: `file` for the file as a whole, else `rows.<row>.<column>`. */
const fieldOf = (issue: CanvasCsvIssue) => (issue.column === 'file' ? 'file' : `rows.${issue.row}.${issue.column}`);
const errorOf = (issue: CanvasCsvIssue): FieldError =>
  issue.params ? { key: issue.key, params: issue.params } : issue.key;

/** Rubric names as a sentence lists them: “Essay”, “Lab report”. */
const quoted = (names: readonly string[]) => names.map((name) => `“${name}”`).join(', ');

/**
 * The rubrics earlier Canvas imports made on the node, by the Rubric Name they had in their file (compared as
 * names are: case and spacing aside). Archived ones are left out (they are kept for the work they scored, and
 * a new import makes a new rubric); of two with the same name, the latest imported is the one updated.
 */
function importedEarlier(rubrics: readonly Rubric[]): Map<string, Rubric> {
  const byName = new Map<string, Rubric>();
  for (const rubric of rubrics) {
    if (!rubric.source || rubric.state === 'archived') continue;
    const name = nameKey(rubric.source.rubricName);
    const known = byName.get(name);
    if (!known || (known.source?.importedAt ?? '') < rubric.source.importedAt) byName.set(name, rubric);
  }
  return byName;
}

/**
 * A rubric's statement alignment kept through an update from the file: the rubric's own statements, and each
 * criterion's where the file still has a criterion of that name (the file's criteria get new ids). Checked at
 * the node again, so sets removed meanwhile are refused as an edit would be.
 */
async function keptAlignment(
  organizationId: string,
  node: OrganisationNode,
  current: Rubric,
  definition: StoredRubricDefinition,
): Promise<{ definition: StoredRubricDefinition; setIds: string[]; nodeIds: string[] }> {
  const was = current.definition;
  const idByName = new Map(definition.criterias.map((criterion) => [nameKey(criterion.name), criterion.id]));
  const criteriaMapping: StoredRubricDefinition['statements_mapping']['criteria_mapping'] = {};
  for (const criterion of was.criterias) {
    const entries = was.statements_mapping.criteria_mapping[criterion.id];
    const id = idByName.get(nameKey(criterion.name));
    if (entries && entries.length > 0 && id) criteriaMapping[id] = entries;
  }
  const mapping = { criteria_mapping: criteriaMapping, statements: was.statements_mapping.statements };
  if (mapping.statements.length === 0 && Object.keys(criteriaMapping).length === 0)
    return { definition, setIds: [], nodeIds: [] };
  const aligned = { ...definition, statements_mapping: mapping };
  const checked = await checkAlignment(organizationId, node, aligned);
  return {
    definition: { ...aligned, statements_mapping: checked.mapping },
    setIds: checked.setIds,
    nodeIds: checked.nodeIds,
  };
}

/** 409 naming the rubrics an earlier import made, which the caller may choose to update (`update_existing`). */
function alreadyImported(rubrics: readonly Rubric[]) {
  const params = { count: rubrics.length, titles: quoted(rubrics.map((rubric) => rubric.title)) };
  const key = 'rubrics.csv.already_imported' as const;
  return conflict(key, { params, fields: { file: { key, params } } });
}

/**
 * POST /api/rubrics/canvas-import (issue 9: "bring their rubrics with them"; issue 21): the rubrics of a Canvas
 * LMS rubric CSV file (shared/src/rubrics/rubric-canvas-csv.ts) become drafts on a node the caller administers.
 * All or nothing: a file that is not CSV, lacks Canvas's columns or has any bad row is a 400 listing every
 * problem by row and cell (`fields`: `rows.<row>.<column>`, or `file`; at most 1000) and nothing is written.
 * Notes say what was adjusted to fit Tessera's grid (a criterion with fewer ratings, rating names kept in the
 * cells, point ranges, points scaled or rounded, ratings without a name left out).
 *
 * Importing again: a rubric of the file whose Rubric Name an earlier Canvas import gave a rubric on this node
 * is not made twice. Without `update_existing` the answer is a 409 naming those rubrics and nothing is
 * written; with it they are updated from the file (title, definition and source; saving sets draft, the
 * statement alignment kept where its criteria still exist) and the file's other rubrics are created. A rubric
 * that cannot be saved now (in use, or waiting on a transfer) is a 409 naming it, nothing written. Every
 * imported rubric records its source (file name, Rubric Name, date), which lists and the rubric show.
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
  const contents = read.rubrics.map(checkedContent);
  const earlier = importedEarlier((await listNodeRubrics(scope.organizationId, node.nodeId)).rubrics);
  const matches = contents.map((content) => earlier.get(nameKey(content.title)) ?? null);
  const matched = matches.filter((rubric): rubric is Rubric => rubric !== null);
  if (matched.length > 0 && body.update_existing !== true) throw alreadyImported(matched);
  const blocked = matched.find((rubric) => rubricLibrary.refusalOf(scope, rubric, 'save') !== null);
  if (blocked) throw conflict('rubrics.csv.cannot_update', { params: { title: quoted([blocked.title]) } });

  const now = new Date();
  const sourceOf = (content: { title: string }): RubricSource => ({
    kind: 'canvas_csv',
    filename: body.filename,
    rubricName: content.title,
    importedAt: now.toISOString(),
  });
  const created: Rubric[] = [];
  const updated: ImportedRubricUpdate[] = [];
  const written = await Promise.all(
    contents.map(async (content, index) => {
      const current = matches[index];
      if (!current) {
        const rubric = newRubric(actor, node.nodeId, content, { setIds: [], nodeIds: [] }, now, sourceOf(content));
        created.push(rubric);
        return rubric;
      }
      return updatedFromFile(actor, node, current, content, sourceOf(content), now, updated);
    }),
  );
  const outcome = await importRubrics(created, updated, now);
  if (outcome === 'too_large')
    throw invalidField('file', 'rubrics.csv.too_many_rubrics', { max: CANVAS_IMPORT_LIMITS.rubrics });
  if (outcome === 'node_gone') throw notFound();
  if (outcome === 'set_gone') throw conflict('rubrics.alignment.set_removed');
  if (outcome !== 'saved') throw conflict();
  return {
    rubrics: written.map((rubric) => presentSummary(scope, rubric)),
    updated: updated.length,
    notes: read.notes.map((note) => ({ row: note.row, column: note.column, message: text(note.key, note.params) })),
    message:
      updated.length > 0
        ? text('rubrics.csv.updated', { updated: updated.length, created: created.length })
        : text('rubrics.csv.imported', { count: created.length }),
  };
};

/** A definition the reader built, checked again by the contract's rules and as it is stored. */
function checkedContent(definition: RubricDefinition): { title: string; definition: StoredRubricDefinition } {
  const checked = rubricDefinitionSchema.safeParse(definition);
  if (!checked.success) throw invalidField('file', 'rubrics.csv.no_rows');
  return storedDefinition(checked.data);
}

/** The rubric an earlier import made, as the file now makes it (its alignment kept where it still fits). */
async function updatedFromFile(
  actor: Actor,
  node: OrganisationNode,
  current: Rubric,
  content: { title: string; definition: StoredRubricDefinition },
  source: RubricSource,
  now: Date,
  updated: ImportedRubricUpdate[],
): Promise<Rubric> {
  const alignment = await keptAlignment(actor.organisation.organizationId, node, current, content.definition);
  const next = {
    title: content.title,
    definition: alignment.definition,
    statementSetIds: alignment.setIds,
    alignmentNodeIds: alignment.nodeIds,
    source,
  };
  updated.push({ current, next });
  return { ...current, ...next, state: 'draft', version: current.version + 1, updatedAt: now.toISOString() };
}
