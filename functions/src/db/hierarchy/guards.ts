import { nameKey } from '@tessera/shared';
import { create, remove } from '../transaction';
import { where } from '../expressions';
import { guardEntity } from './entities/guard';

/**
 * The value a uniqueness guard stores for a name: its comparison key (shared's nameKey: NFC, invisible and
 * control characters removed, case-folded), so "Café", "Cafe\u0301" and "CAFÉ\u200b" claim the same guard.
 */
export const guardValue = (name: string): string => nameKey(name);

/** Claims `name` in `scope` for `ownerId` (fails when taken). */
export const claimName = (organizationId: string, scope: string, name: string, ownerId: string) =>
  create(guardEntity, { organizationId, scope, value: guardValue(name), ownerId });

/** Releases `name` in `scope`, only if `ownerId` holds it (when given). */
export const releaseName = (organizationId: string, scope: string, name: string, ownerId?: string) =>
  remove(
    guardEntity,
    { organizationId, scope, value: guardValue(name) },
    ownerId ? where.eq('ownerId', ownerId) : undefined,
  );

/** Whether a rename changes the guarded value (a change of case alone keeps the guard). */
export const nameKeyChanged = (before: string, after: string): boolean => guardValue(before) !== guardValue(after);
