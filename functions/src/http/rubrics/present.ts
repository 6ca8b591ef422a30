import { rubricActions, type Rubric as RubricView, type RubricSummary } from '@tessera/shared';
import { outlineOf, type Rubric, type RubricListing } from '../../db/rubrics/rubrics';
import { actionSubject, authorityOver } from '../../lib/library/authority';
import { presentLibraryRow } from '../../lib/library/present';
import { rubricPlaces, type RubricScope } from './scope';

/** How the rubrics context's records look in its contracts' responses. */
export const rubricUri = (rubricId: string): string => `/api/rubrics/${rubricId}`;

// A node by id, named from the tree (a node gone since, e.g. under an archived rubric, keeps only its id).
export { presentNode } from '../../lib/library/present';

/**
 * One row of a rubric list; `incoming`: the row of a transfer waiting on the listed node. A list row comes from
 * the library index's projection (no definition: its stored outline); a whole rubric read before migration
 * 0028-library-indexes gave it an outline has it worked out from the definition.
 */
export function presentSummary(scope: RubricScope, rubric: RubricListing | Rubric, incoming = false): RubricSummary {
  const outline = rubric.outline ?? ('definition' in rubric ? outlineOf(rubric.definition) : null);
  if (!outline) throw new Error(`rubric ${rubric.rubricId} was listed without its outline`);
  return {
    ...presentLibraryRow(scope, rubric, { id: rubric.rubricId, uri: rubricUri(rubric.rubricId), incoming }),
    imported_from: rubric.source
      ? {
          kind: rubric.source.kind,
          filename: rubric.source.filename,
          rubric_name: rubric.source.rubricName,
          imported_at: rubric.source.importedAt,
        }
      : null,
    mode: outline.mode,
    maximum: outline.maximum,
    levels_count: outline.levelsCount,
    criteria_count: outline.criteriaCount,
    ...rubricActions(actionSubject(rubric), authorityOver(rubricPlaces, scope, rubric)),
  };
}

/** The whole rubric: its list row and its definition (spec 1 §3). */
export function presentRubric(scope: RubricScope, rubric: Rubric, incoming = false): RubricView {
  const { definition } = rubric;
  const statements = definition.statements_mapping.statements.map((entry) => ({
    id: entry.id,
    statement_id: entry.statement_id ?? '',
    title: entry.title ?? '',
    threshold: entry.threshold ?? null,
  }));
  return {
    ...presentSummary(scope, rubric, incoming),
    point: definition.point,
    weight: definition.weight,
    enableNA: definition.enableNA,
    points: definition.points,
    levels: definition.levels,
    criterias: definition.criterias,
    contents: definition.contents,
    statements_mapping: {
      criteria_mapping: Object.fromEntries(
        Object.entries(definition.statements_mapping.criteria_mapping).map(([criterionId, entries]) => [
          criterionId,
          entries.map((entry) => ({
            id: entry.id,
            statement_id: entry.statement_id ?? '',
            title: entry.title ?? '',
            minimum: entry.minimum ?? null,
          })),
        ]),
      ),
      statements,
    },
    rubric_mapped_statements: statements.map(({ id, statement_id, threshold }) => ({ id, statement_id, threshold })),
  };
}

// The alignment picker lists statement sets as the hierarchy shows them.
export { presentStatementSet } from '../../ports/hierarchy';
