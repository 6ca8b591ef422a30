import { conflict, DomainError, readCaseFramework, type importCaseFramework } from '@tessera/shared';
import { ulid } from 'ulid';
import { createStatementSet as insertStatementSet, type Statement } from '../../db/hierarchy/statements';
import type { UseCase } from '../../lib/http/types';
import { requireNodeOf } from './authority';
import { presentStatementSet } from './present';

/**
 * POST /api/hierarchy/nodes/{id}/statement-sets/case-import: a set from a CASE 1.1 framework package
 * (shared/src/hierarchy/case-framework.ts). A malformed package, or a field longer than its limit, is a 400
 * naming what is wrong, and nothing is written; the set and its statements are written all or nothing at
 * any size.
 */
export const importCaseFrameworkUseCase: UseCase<typeof importCaseFramework> = async ({ path, body }, { actor }) => {
  const { view, node } = await requireNodeOf(actor, path.id);
  const result = readCaseFramework(body.package);
  if (!result.ok) {
    const problem = { key: 'hierarchy.case.invalid' as const, params: { problem: result.problem } };
    throw new DomainError('invalid', problem.key, { params: problem.params, fields: { package: problem } });
  }
  const { document, statements: items } = result.framework;
  const setId = ulid();
  const ids = new Map(items.map((item) => [item.identifier, ulid()]));
  const statements: Statement[] = items.map((item) => ({
    organizationId: view.organizationId,
    statementId: ids.get(item.identifier) as string,
    setId,
    nodeId: node.nodeId,
    title: item.title,
    abbreviation: item.abbreviation,
    code: item.statementId,
    description: item.description,
    parentId: item.parentIdentifier ? (ids.get(item.parentIdentifier) ?? null) : null,
    sourceIdentifier: item.identifier,
  }));
  const set = {
    organizationId: view.organizationId,
    setId,
    nodeId: node.nodeId,
    title: document.title,
    abbreviation: (body.abbreviation ?? '').trim(),
    sourceKind: 'case' as const,
    sourceIdentifier: document.identifier,
    sourceUri: document.uri,
  };
  const created = await insertStatementSet(set, statements);
  if (created === 'gone') throw conflict();
  return presentStatementSet(created, statements);
};
