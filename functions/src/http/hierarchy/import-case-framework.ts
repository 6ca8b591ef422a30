import {
  cleanName,
  conflict,
  DomainError,
  nameKey,
  readCaseFramework,
  type CaseFramework,
  type importCaseFramework,
  type RequestBody,
} from '@tessera/shared';
import { ulid } from 'ulid';
import {
  insertStatementSet,
  getStatements,
  listStatementSetsOfNode,
  saveStatementSet,
  type Statement,
  type StatementSet,
} from '../../db/hierarchy/statements';
import type { UseCase } from '../../lib/http/types';
import type { HierarchyNode } from '../../db/hierarchy/nodes';
import { requireNodeOf } from './authority';
import { presentStatementSet } from './present';
import { alreadyImported, checkNamesFree, duplicateAbbreviations, refuseSetWrite } from './statement-set-rules';

type Body = RequestBody<typeof importCaseFramework>;

/** The set of the node imported from the package's CFDocument (identifiers compared as guards compare them). */
const importedFrom = (sets: readonly StatementSet[], document: CaseFramework['document']) =>
  sets.find(
    (set) =>
      set.sourceKind === 'case' &&
      set.sourceIdentifier !== null &&
      nameKey(set.sourceIdentifier) === nameKey(document.identifier),
  );

/** A 400 on the package field, in the same form as a malformed package's. */
function packageProblem(
  key: 'hierarchy.case.invalid' | 'hierarchy.case.abbreviation_taken',
  params: Record<string, string>,
) {
  return new DomainError('invalid', key, { params, fields: { package: { key, params } } });
}

/** The package's items as statements of `setId`, with the ids `idOf` gives them (parents mapped alike). */
function statementsOf(
  framework: CaseFramework,
  context: { organizationId: string; nodeId: string; setId: string },
  idOf: (identifier: string) => string,
): Statement[] {
  const ids = new Map(framework.statements.map((item) => [item.identifier, idOf(item.identifier)]));
  return framework.statements.map((item) => ({
    ...context,
    statementId: ids.get(item.identifier) as string,
    title: item.title,
    abbreviation: item.abbreviation,
    code: item.statementId,
    description: item.description,
    parentId: item.parentIdentifier ? (ids.get(item.parentIdentifier) ?? null) : null,
    sourceIdentifier: item.identifier,
  }));
}

/**
 * POST /api/hierarchy/nodes/{id}/statement-sets/case-import: a set from a CASE 1.1 framework package
 * (shared/src/hierarchy/case-framework.ts). A malformed package, a field longer than its limit, or two items
 * sharing an abbreviation is a 400 naming what is wrong, and nothing is written. A package whose CFDocument
 * is already a set on the node is a 409 `hierarchy.case.already_imported` naming that set, unless
 * `update_existing` is true: then that set is updated (re-import). Written all or nothing at any size; a
 * title or abbreviation another set of the node has is a 409 with the field error.
 */
export const importCaseFrameworkUseCase: UseCase<typeof importCaseFramework> = async ({ path, body }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  const result = readCaseFramework(body.package);
  if (!result.ok) throw packageProblem('hierarchy.case.invalid', { problem: result.problem });
  const framework = result.framework;
  const [repeated] = duplicateAbbreviations(framework.statements, (item) => item.abbreviation);
  if (repeated) throw packageProblem('hierarchy.case.abbreviation_taken', { abbreviation: repeated.abbreviation });

  const sets = await listStatementSetsOfNode(view.organizationId, node.nodeId);
  const existing = importedFrom(sets, framework.document);
  if (existing && body.update_existing !== true) throw alreadyImported(existing);
  return existing
    ? reimport(existing, sets, framework, body)
    : importNew(view.organizationId, node, sets, framework, body);
};

async function importNew(
  organizationId: string,
  node: HierarchyNode,
  sets: readonly StatementSet[],
  framework: CaseFramework,
  body: Body,
) {
  const { document } = framework;
  const abbreviation = cleanName(body.abbreviation);
  checkNamesFree(sets, { title: document.title, abbreviation });
  const setId = ulid();
  const statements = statementsOf(framework, { organizationId, nodeId: node.nodeId, setId }, () => ulid());
  const created = await insertStatementSet(
    {
      organizationId,
      setId,
      nodeId: node.nodeId,
      title: document.title,
      abbreviation,
      sourceKind: 'case',
      sourceIdentifier: document.identifier,
      sourceUri: document.uri,
    },
    statements,
  );
  if (!('refused' in created)) return presentStatementSet(created, statements);
  if (created.refused === 'source_taken' || created.refused === 'conflict') {
    // The same package imported on the node meanwhile (its guard held, or a race lost to it): name that set,
    // as if it had been there before.
    const meanwhile = importedFrom(await listStatementSetsOfNode(organizationId, node.nodeId), document);
    if (meanwhile) throw alreadyImported(meanwhile);
    throw conflict();
  }
  return refuseSetWrite(created.refused);
}

/**
 * Re-import into `existing`: statements matched by CFItem identifier keep their ids, items new to the package
 * are added, statements whose item is gone are removed; the title follows the CFDocument, the abbreviation the
 * request (else the set keeps its own). Version-checked against the set as read.
 */
async function reimport(existing: StatementSet, sets: readonly StatementSet[], framework: CaseFramework, body: Body) {
  const { document } = framework;
  const abbreviation = body.abbreviation === undefined ? existing.abbreviation : cleanName(body.abbreviation);
  checkNamesFree(sets, { title: document.title, abbreviation }, existing.setId);
  const current = await getStatements(existing.organizationId, existing.statementIds);
  const idByIdentifier = new Map(
    current.flatMap((statement) =>
      statement.sourceIdentifier ? [[statement.sourceIdentifier, statement.statementId] as const] : [],
    ),
  );
  const statements = statementsOf(
    framework,
    { organizationId: existing.organizationId, nodeId: existing.nodeId, setId: existing.setId },
    (identifier) => idByIdentifier.get(identifier) ?? ulid(),
  );
  const changes = { title: document.title, abbreviation, sourceUri: document.uri };
  const outcome = await saveStatementSet(existing, changes, statements);
  if (outcome !== 'saved') refuseSetWrite(outcome === 'source_taken' ? 'conflict' : outcome);
  return presentStatementSet(
    { ...existing, ...changes, statementIds: statements.map((s) => s.statementId), version: existing.version + 1 },
    statements,
  );
}
