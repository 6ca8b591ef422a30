import { batchGet } from '../batch';
import { where } from '../expressions';
import { getItem, queryItems } from '../items';
import { create, remove, transactWrite, update } from '../transaction';
import { guardEntity } from './entities/guard';
import { claimName, guardKeyValue, nameKeyChanged, releaseName } from './guards';
import { termEntity, type Term } from './entities/term';

export type { Term };

export const TERM_NAME_SCOPE = 'TERM_NAME';
export const TERM_CODE_SCOPE = 'TERM_CODE';

/** Access pattern "terms of an organisation": Query `pk = ORG#<orgId>`, begins_with(sk, TERM#). */
export async function listOrganisationTerms(organizationId: string): Promise<Term[]> {
  const { items } = await queryItems(termEntity, { partition: `ORG#${organizationId}`, prefix: 'TERM#', all: true });
  return items;
}

/** Access pattern "term by id": GetItem ORG#<orgId> / TERM#<termId>. */
export function getTerm(organizationId: string, termId: string): Promise<Term | null> {
  return getItem(termEntity, { organizationId, termId });
}

/** The comparison key two codes share when they name the same term (the TERM_CODE guard's value). */
export const termCodeKey = (code: string): string => guardKeyValue(TERM_CODE_SCOPE, code);

/**
 * Access pattern "terms by codes" (an import's upsert by natural key): BatchGetItem of the TERM_CODE guards,
 * then of the terms they name (one round trip per 100 of each), consistent: a retried chunk sees
 * what its earlier attempt wrote. Keyed by termCodeKey; codes no term holds are
 * absent.
 */
export async function getTermsByCodes(organizationId: string, codes: readonly string[]): Promise<Map<string, Term>> {
  const values = [...new Set(codes.map(termCodeKey))];
  const guards = await batchGet(
    guardEntity,
    values.map((value) => ({ organizationId, scope: TERM_CODE_SCOPE, value })),
    { consistent: true },
  );
  const terms = await batchGet(
    termEntity,
    guards.map((guard) => ({ organizationId, termId: guard.ownerId })),
    { consistent: true },
  );
  const byId = new Map(terms.map((term) => [term.termId, term]));
  const found = new Map<string, Term>();
  for (const guard of guards) {
    const term = byId.get(guard.ownerId);
    if (term) found.set(guard.value, term);
  }
  return found;
}

export type TermFields = Pick<Term, 'code' | 'name' | 'startDate' | 'endDate' | 'includeAcademicData'>;
export type TermWriteOutcome =
  { status: 'saved' } | { status: 'taken'; name: boolean; code: boolean } | { status: 'conflict' };

/** One transaction: the term and its name and code guards. */
export async function insertTerm(
  organizationId: string,
  termId: string,
  fields: TermFields,
  now = new Date(),
): Promise<TermWriteOutcome> {
  const outcome = await transactWrite({
    term: create(termEntity, { organizationId, termId, ...fields, version: 1, createdAt: now.toISOString() }),
    name: claimName(organizationId, TERM_NAME_SCOPE, fields.name, termId),
    code: claimName(organizationId, TERM_CODE_SCOPE, fields.code, termId),
  });
  if (outcome.ok) return { status: 'saved' };
  const name = outcome.failed.has('name');
  const code = outcome.failed.has('code');
  return name || code ? { status: 'taken', name, code } : { status: 'conflict' };
}

/** Updates an unchanged term (`version`), moving its name and code guards when they change. */
export async function saveTerm(current: Term, fields: TermFields): Promise<TermWriteOutcome> {
  const { organizationId, termId } = current;
  const moveName = nameKeyChanged(current.name, fields.name);
  const moveCode = nameKeyChanged(current.code, fields.code);
  const outcome = await transactWrite({
    term: update(
      termEntity,
      { organizationId, termId },
      { set: fields, add: { version: 1 } },
      where.eq('version', current.version),
    ),
    newName: moveName ? claimName(organizationId, TERM_NAME_SCOPE, fields.name, termId) : undefined,
    oldName: moveName ? releaseName(organizationId, TERM_NAME_SCOPE, current.name) : undefined,
    newCode: moveCode ? claimName(organizationId, TERM_CODE_SCOPE, fields.code, termId) : undefined,
    oldCode: moveCode ? releaseName(organizationId, TERM_CODE_SCOPE, current.code) : undefined,
  });
  if (outcome.ok) return { status: 'saved' };
  if (outcome.failed.has('term')) return { status: 'conflict' };
  const name = outcome.failed.has('newName');
  const code = outcome.failed.has('newCode');
  return name || code ? { status: 'taken', name, code } : { status: 'conflict' };
}

/** Deletes an unchanged term with its guards. */
export async function removeTerm(current: Term): Promise<'deleted' | 'conflict'> {
  const { organizationId, termId } = current;
  const outcome = await transactWrite({
    term: remove(termEntity, { organizationId, termId }, where.eq('version', current.version)),
    name: releaseName(organizationId, TERM_NAME_SCOPE, current.name),
    code: releaseName(organizationId, TERM_CODE_SCOPE, current.code),
  });
  return outcome.ok ? 'deleted' : 'conflict';
}
