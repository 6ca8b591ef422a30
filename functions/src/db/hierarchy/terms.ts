import { hierarchyService } from './hierarchy-service';
import { writeTransaction } from './transact';
import { guardValue, toTerm, type TermRecord } from './records';

export const TERM_NAME_SCOPE = 'TERM_NAME';
export const TERM_CODE_SCOPE = 'TERM_CODE';

/** Access pattern "terms of an organisation": Query `pk = ORG#<orgId>`, begins_with(sk, TERM#). */
export async function listTerms(organizationId: string): Promise<TermRecord[]> {
  const { data } = await hierarchyService().entities.term.query.primary({ organizationId }).go({ pages: 'all' });
  return data.map(toTerm);
}

/** Access pattern "term by id": GetItem ORG#<orgId> / TERM#<termId>. */
export async function getTerm(organizationId: string, termId: string): Promise<TermRecord | null> {
  const { data } = await hierarchyService().entities.term.get({ organizationId, termId }).go();
  return data ? toTerm(data) : null;
}

export type TermFields = Pick<TermRecord, 'code' | 'name' | 'startDate' | 'endDate' | 'includeAcademicData'>;
export type TermWriteOutcome =
  { status: 'saved' } | { status: 'taken'; name: boolean; code: boolean } | { status: 'conflict' };

function taken(failed: (index: number) => boolean, nameIndex: number, codeIndex: number): TermWriteOutcome {
  const name = nameIndex >= 0 && failed(nameIndex);
  const code = codeIndex >= 0 && failed(codeIndex);
  return name || code ? { status: 'taken', name, code } : { status: 'conflict' };
}

/** One transaction: the term and its name and code guards (`attribute_not_exists`). */
export async function createTerm(
  organizationId: string,
  termId: string,
  fields: TermFields,
): Promise<TermWriteOutcome> {
  const { canceled, failed } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ term, guard }) => [
        term.create({ organizationId, termId, ...fields }).commit(),
        guard
          .create({ organizationId, scope: TERM_NAME_SCOPE, value: guardValue(fields.name), ownerId: termId })
          .commit(),
        guard
          .create({ organizationId, scope: TERM_CODE_SCOPE, value: guardValue(fields.code), ownerId: termId })
          .commit(),
      ])
      .go(),
  );
  if (!canceled) return { status: 'saved' };
  return taken(failed, 1, 2);
}

/** Updates an unchanged term (`version`), moving its name and code guards when they change. */
export async function updateTerm(current: TermRecord, fields: TermFields): Promise<TermWriteOutcome> {
  const { organizationId, termId } = current;
  const moveName = guardValue(fields.name) !== guardValue(current.name);
  const moveCode = guardValue(fields.code) !== guardValue(current.code);
  const { canceled, failed } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ term, guard }) => [
        term
          .patch({ organizationId, termId })
          .set(fields)
          .add({ version: 1 })
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit(),
        ...(moveName
          ? [
              guard
                .create({ organizationId, scope: TERM_NAME_SCOPE, value: guardValue(fields.name), ownerId: termId })
                .commit(),
              guard.delete({ organizationId, scope: TERM_NAME_SCOPE, value: guardValue(current.name) }).commit(),
            ]
          : []),
        ...(moveCode
          ? [
              guard
                .create({ organizationId, scope: TERM_CODE_SCOPE, value: guardValue(fields.code), ownerId: termId })
                .commit(),
              guard.delete({ organizationId, scope: TERM_CODE_SCOPE, value: guardValue(current.code) }).commit(),
            ]
          : []),
      ])
      .go(),
  );
  if (!canceled) return { status: 'saved' };
  if (failed(0)) return { status: 'conflict' };
  return taken(failed, moveName ? 1 : -1, !moveCode ? -1 : moveName ? 3 : 1);
}

/** Deletes an unchanged term with its guards. */
export async function deleteTerm(current: TermRecord): Promise<'deleted' | 'conflict'> {
  const { organizationId, termId } = current;
  const { canceled } = await writeTransaction(() =>
    hierarchyService()
      .transaction.write(({ term, guard }) => [
        term
          .delete({ organizationId, termId })
          .where(({ version }, { eq }) => eq(version, current.version))
          .commit(),
        guard.delete({ organizationId, scope: TERM_NAME_SCOPE, value: guardValue(current.name) }).commit(),
        guard.delete({ organizationId, scope: TERM_CODE_SCOPE, value: guardValue(current.code) }).commit(),
      ])
      .go(),
  );
  return canceled ? 'conflict' : 'deleted';
}
