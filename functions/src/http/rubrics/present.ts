import {
  rubricActions,
  rubricMaximum,
  rubricMode,
  type Rubric as RubricView,
  type RubricSummary,
} from '@tessera/shared';
import type { Rubric, RubricPerson } from '../../db/rubrics/rubrics';
import { authorityOver, type RubricScope } from './scope';

/** How the rubrics context's records look in its contracts' responses. */
export const rubricUri = (rubricId: string): string => `/api/rubrics/${rubricId}`;

/** A node by id, named from the tree (a node gone since, e.g. under an archived rubric, keeps only its id). */
export function presentNode(scope: RubricScope, nodeId: string) {
  const node = scope.byId.get(nodeId);
  return { id: nodeId, text: node?.text ?? '', path: node?.path ?? [] };
}

const presentPerson = (person: RubricPerson | null) =>
  person ? { id: person.userId, first_name: person.firstName, last_name: person.lastName } : null;

/** One row of a rubric list; `incoming`: the row of a transfer waiting on the listed node. */
export function presentSummary(scope: RubricScope, rubric: Rubric, incoming = false): RubricSummary {
  const { definition } = rubric;
  return {
    id: rubric.rubricId,
    title: rubric.title,
    state: rubric.state,
    uri: rubricUri(rubric.rubricId),
    hierarchy_id: rubric.nodeId,
    node: rubric.nodeId ? presentNode(scope, rubric.nodeId) : null,
    author: presentPerson(rubric.author),
    transfer: rubric.transfer
      ? {
          from_node: presentNode(scope, rubric.transfer.fromNodeId),
          to_node: presentNode(scope, rubric.transfer.toNodeId),
          requested_by: presentPerson(rubric.transfer.requestedBy),
          requested_at: rubric.transfer.requestedAt,
        }
      : null,
    imported_from: rubric.source
      ? {
          kind: rubric.source.kind,
          filename: rubric.source.filename,
          rubric_name: rubric.source.rubricName,
          imported_at: rubric.source.importedAt,
        }
      : null,
    incoming,
    mode: rubricMode(definition),
    maximum: rubricMaximum(definition),
    levels_count: definition.levels.length,
    criteria_count: definition.criterias.length,
    version: rubric.version,
    created_at: rubric.createdAt,
    updated_at: rubric.updatedAt,
    ...rubricActions(
      { state: rubric.state, transferTo: rubric.transfer?.toNodeId ?? null, usageCount: rubric.usageCount },
      authorityOver(scope, rubric),
    ),
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
