import { objectKey } from './sign-upload';

/** The upload id of a key this owner was signed for, or null (a key of anyone else's is never found). */
export function uploadIdOf(key: string, owner: { organizationId: string; ownerId: string }): string | null {
  const prefix = objectKey(owner.organizationId, owner.ownerId, '');
  const id = key.startsWith(prefix) ? key.slice(prefix.length) : '';
  return /^[0-9A-Z]{26}$/.test(id) ? id : null;
}
