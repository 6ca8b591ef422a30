import { DomainError, message, type ErrorKind, type Locale, type MessageKey } from '@tessera/shared';

/**
 * A DomainError whose code is the catalogue key and whose message and field messages are resolved in the
 * caller's language. `fields` maps field names to catalogue keys.
 */
export function domainError(
  kind: ErrorKind,
  key: MessageKey,
  locale: Locale,
  fields: Partial<Record<string, MessageKey>> = {},
  code: string = key,
): DomainError {
  const resolved: Record<string, string> = {};
  for (const [field, fieldKey] of Object.entries(fields)) if (fieldKey) resolved[field] = message(fieldKey, locale);
  return new DomainError(kind, code, message(key, locale), resolved);
}

/** 404 that never says whether the thing exists elsewhere. */
export const notFound = (locale: Locale, key: MessageKey = 'system.not_found') => domainError('not_found', key, locale);
