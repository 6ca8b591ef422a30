import {
  alignedStatementIds,
  checkRubricAlignment,
  invalid,
  invalidField,
  normaliseRubricDefinition,
  type AlignableStatement,
  type DefaultRubricNames,
  type FieldError,
  type Locale,
  type RubricDefinition,
} from '@tessera/shared';
import type { Rubric, StoredRubricDefinition } from '../../db/rubrics/rubrics';
import { translator } from '../../lib/http/translate';
import { readStatements, type OrganisationNode } from '../../ports/hierarchy';
import { RUBRIC_MAX_STATEMENT_SETS } from './rubric-writes';

/**
 * The largest definition one rubric may store, in bytes of JSON: DynamoDB's item limit is 400 KB, and the
 * copy a waiting transfer lists on the receiving node must fit too.
 */
export const RUBRIC_MAX_BYTES = 300_000;

/** What a rubric stores of a definition checked by the contract's schema: normalised, within the size limit. */
export function storedDefinition(input: RubricDefinition): { title: string; definition: StoredRubricDefinition } {
  const { title, ...definition } = normaliseRubricDefinition(input);
  if (Buffer.byteLength(JSON.stringify(definition), 'utf8') > RUBRIC_MAX_BYTES) throw invalid('rubrics.too_large');
  return { title, definition };
}

/** The definition of a stored rubric, as shared's rules and the CSV export take it. */
export const definitionOf = (rubric: Pick<Rubric, 'title' | 'definition'>): RubricDefinition => ({
  title: rubric.title,
  ...rubric.definition,
});

/**
 * The statement alignment of a rubric on `node`, checked (spec 1 §3–5; shared's checkRubricAlignment): the
 * aligned statements are read by id (one BatchGetItem through the hierarchy's port) and only those of
 * statement sets on the node or above it count as available. Field errors are a 400; the answer is the
 * mapping to store (codes and titles as they are now) with the sets and nodes it reaches.
 */
export async function checkAlignment(
  organizationId: string,
  node: OrganisationNode,
  definition: StoredRubricDefinition,
): Promise<{ mapping: StoredRubricDefinition['statements_mapping']; setIds: string[]; nodeIds: string[] }> {
  const ids = alignedStatementIds(definition);
  const statements = ids.length > 0 ? await readStatements(organizationId, ids) : [];
  const reachable = new Set(node.path);
  const available = new Map<string, AlignableStatement & { nodeId: string }>();
  for (const statement of statements) {
    if (!reachable.has(statement.nodeId)) continue;
    available.set(statement.statementId, {
      id: statement.statementId,
      code: statement.code,
      title: statement.title,
      setId: statement.setId,
      nodeId: statement.nodeId,
    });
  }
  const checked = checkRubricAlignment(definition, available);
  if (!checked.ok) {
    const fields: Record<string, FieldError> = {};
    for (const [field, problem] of Object.entries(checked.fields))
      fields[field] = 'params' in problem ? { key: problem.key, params: problem.params } : problem.key;
    throw invalid('system.invalid_request', { fields });
  }
  if (checked.setIds.length > RUBRIC_MAX_STATEMENT_SETS)
    throw invalidField('statements_mapping', 'rubrics.alignment.too_many_sets', { max: RUBRIC_MAX_STATEMENT_SETS });
  const nodeIds = new Set([...available.values()].filter((s) => checked.setIds.includes(s.setId)).map((s) => s.nodeId));
  return { mapping: checked.mapping, setIds: checked.setIds, nodeIds: [...nodeIds].sort() };
}

/** Whether a rubric aligned to statement sets on `alignmentNodeIds` keeps them within reach at `node`. */
export const alignmentReachable = (alignmentNodeIds: readonly string[], node: OrganisationNode): boolean =>
  alignmentNodeIds.every((nodeId) => node.path.includes(nodeId));

/**
 * The default rubric's names in `locale` (spec 1 §9: Fail, Pass, two elements), rendered only when the
 * rubric must be created (the catalogue is loaded then, not at cold start).
 */
export const defaultRubricNames = (locale: Locale) => async (): Promise<DefaultRubricNames> => {
  const translate = await translator(locale);
  return {
    title: translate('rubrics.default_title'),
    fail: translate('rubrics.level.fail'),
    pass: translate('rubrics.level.pass'),
    element: (n) => translate('rubrics.default_element', { n }),
  };
};
