import { createHash } from 'node:crypto';
import { nameKey } from '@tessera/shared';
import { where } from '../expressions';
import { create, remove } from '../transaction';
import { templateGuardEntity } from './entities/template-guard';

/** DynamoDB's limit for a sort key, in UTF-8 bytes. */
const SORT_KEY_MAX_BYTES = 1024;

/** The guard's stored value: the name's comparison key, or its sha256 when the sort key would be too long. */
export function guardKeyValue(scope: string, name: string): string {
  const value = nameKey(name);
  if (Buffer.byteLength(`UNIQUE#${scope}#${value}`, 'utf8') <= SORT_KEY_MAX_BYTES) return value;
  return `sha256:${createHash('sha256').update(value, 'utf8').digest('hex')}`;
}

/** Template titles are unique in the organisation (spec 2 §5). */
export const TEMPLATE_NAME_SCOPE = 'TEMPLATE_NAME';
/** Folder names are unique in their node (spec 3 §5). */
export const folderNameScope = (nodeId: string): string => `TEMPLATE_FOLDER#${nodeId}`;

export const claimName = (organizationId: string, scope: string, name: string, ownerId: string) =>
  create(templateGuardEntity, { organizationId, scope, value: guardKeyValue(scope, name), ownerId });

export const releaseName = (organizationId: string, scope: string, name: string, ownerId: string) =>
  remove(
    templateGuardEntity,
    { organizationId, scope, value: guardKeyValue(scope, name) },
    where.eq('ownerId', ownerId),
  );

/** Whether a rename changes the guarded value (a change of case alone keeps the guard). */
export const nameKeyChanged = (before: string, after: string): boolean => nameKey(before) !== nameKey(after);
