import { createHash } from 'node:crypto';
import { nameKey } from '@tessera/shared';
import { create, remove } from '../transaction';
import { where } from '../expressions';
import { guardEntity } from './entities/guard';

/**
 * The value a uniqueness guard stores for a name: its comparison key (shared's nameKey: NFC, invisible and
 * control characters removed, case-folded), so "Café", "Cafe\u0301" and "CAFÉ\u200b" claim the same guard.
 */
export const guardValue = (name: string): string => nameKey(name);

/** DynamoDB's limit for a sort key, in UTF-8 bytes. */
const SORT_KEY_MAX_BYTES = 1024;

/**
 * The guard's stored value for `name` in `scope`: the comparison key itself, or, when the guard's sort key
 * would pass DynamoDB's 1024-byte limit (a 5,000-character statement set title), `sha256:` and the key's
 * digest. Every guard that fits keeps its readable value, so guards written before this rule still match.
 */
export function guardKeyValue(scope: string, name: string): string {
  const value = guardValue(name);
  if (Buffer.byteLength(`UNIQUE#${scope}#${value}`, 'utf8') <= SORT_KEY_MAX_BYTES) return value;
  return `sha256:${createHash('sha256').update(value, 'utf8').digest('hex')}`;
}

/** Claims `name` in `scope` for `ownerId` (fails when taken). */
export const claimName = (organizationId: string, scope: string, name: string, ownerId: string) =>
  create(guardEntity, { organizationId, scope, value: guardKeyValue(scope, name), ownerId });

/** Releases `name` in `scope`, only if `ownerId` holds it (when given). */
export const releaseName = (organizationId: string, scope: string, name: string, ownerId?: string) =>
  remove(
    guardEntity,
    { organizationId, scope, value: guardKeyValue(scope, name) },
    ownerId ? where.eq('ownerId', ownerId) : undefined,
  );

/** Whether a rename changes the guarded value (a change of case alone keeps the guard). */
export const nameKeyChanged = (before: string, after: string): boolean => guardValue(before) !== guardValue(after);
