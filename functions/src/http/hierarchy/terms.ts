import {
  formatCalendarDateIso,
  parseCalendarDate,
  validateTerm,
  type createTerm,
  type deleteTerm,
  type listTerms,
  type Locale,
  type MessageKey,
  type RequestBody,
  type updateTerm,
} from '@tessera/shared';
import { ulid } from 'ulid';
import type { TermRecord } from '../../db/hierarchy/records';
import * as repo from '../../db/hierarchy/terms';
import { domainError, notFound } from '../../lib/http/domain-errors';
import type { UseCase } from '../../lib/http/types';

const presentTerm = (term: TermRecord) => ({
  id: term.termId,
  code: term.code,
  name: term.name,
  start_date: term.startDate,
  end_date: term.endDate,
  include_academic_data: term.includeAcademicData,
});

/** spec 2 §5: the term rules with their sentences, keyed by field (400); dates stored as YYYY-MM-DD. */
function checkTerm(input: RequestBody<typeof createTerm>, locale: Locale): repo.TermFields {
  const errors = validateTerm(input);
  if (Object.keys(errors).length > 0) throw domainError('invalid', 'system.invalid_request', locale, errors);
  const iso = (value: string) =>
    formatCalendarDateIso(parseCalendarDate(value) as NonNullable<ReturnType<typeof parseCalendarDate>>);
  return {
    code: input.code.trim(),
    name: input.name.trim(),
    startDate: iso(input.start_date),
    endDate: iso(input.end_date),
    includeAcademicData: input.include_academic_data,
  };
}

function takenError(outcome: { name: boolean; code: boolean }, locale: Locale) {
  const fields: Record<string, MessageKey> = {};
  if (outcome.name) fields.name = 'hierarchy.term.name_taken';
  if (outcome.code) fields.code = 'hierarchy.term.code_taken';
  return domainError(
    'conflict',
    outcome.name ? 'hierarchy.term.name_taken' : 'hierarchy.term.code_taken',
    locale,
    fields,
  );
}

/** GET /api/terms: the organisation's terms, newest start first (one Query after actor resolution). */
export const listTermsUseCase: UseCase<typeof listTerms> = async ({ actor }) => {
  const terms = await repo.listTerms(actor.organisation.organizationId);
  return {
    items: terms
      .sort((a, b) => b.startDate.localeCompare(a.startDate) || a.name.localeCompare(b.name))
      .map(presentTerm),
  };
};

/**
 * POST /api/terms (spec 2 §5): code, name, start and end required, end later than start; a name or code
 * another term has (ignoring case) is a 409 with the spec's sentence on `name` / `code` (guard items in the
 * same transaction).
 */
export const createTermUseCase: UseCase<typeof createTerm> = async ({ body, actor, locale }) => {
  const fields = checkTerm(body, locale);
  const termId = ulid();
  const outcome = await repo.createTerm(actor.organisation.organizationId, termId, fields);
  if (outcome.status === 'taken') throw takenError(outcome, locale);
  if (outcome.status === 'conflict') throw domainError('conflict', 'system.conflict', locale);
  return presentTerm({ organizationId: actor.organisation.organizationId, termId, ...fields, version: 1 });
};

/** PUT /api/terms/{id}: the same rules; a concurrent change is a 409. */
export const updateTermUseCase: UseCase<typeof updateTerm> = async ({ path, body, actor, locale }) => {
  const current = await repo.getTerm(actor.organisation.organizationId, path.id);
  if (!current) throw notFound(locale);
  const fields = checkTerm(body, locale);
  const outcome = await repo.updateTerm(current, fields);
  if (outcome.status === 'taken') throw takenError(outcome, locale);
  if (outcome.status === 'conflict') throw domainError('conflict', 'system.conflict', locale);
  return presentTerm({ ...current, ...fields, version: current.version + 1 });
};

/** DELETE /api/terms/{id}. */
export const deleteTermUseCase: UseCase<typeof deleteTerm> = async ({ path, actor, locale }) => {
  const current = await repo.getTerm(actor.organisation.organizationId, path.id);
  if (!current) throw notFound(locale);
  if ((await repo.deleteTerm(current)) === 'conflict') throw domainError('conflict', 'system.conflict', locale);
  return { ok: true as const };
};
