import { create, remove } from '../transaction';
import { where } from '../expressions';
import { guardEntity } from './entities/guard';

/**
 * The value a uniqueness guard stores for a name: its comparison key, so names that differ only in case
 * (or in invisible characters, once names are normalised) collide.
 */
export const guardValue = (name: string): string => name.trim().toLowerCase();

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
