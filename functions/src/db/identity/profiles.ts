import { batchGet } from '../batch';
import { where } from '../expressions';
import { getItem, putItem } from '../items';
import { profileEntity, type Profile } from './entities/profile';

export { EMPTY_PROFILE_FIELDS, type Profile, type ProfileFields } from './entities/profile';

/** Access pattern "a member's profile": GetItem `ORG#<orgId>` / `PROFILE#<userId>`. */
export function readProfile(organizationId: string, userId: string): Promise<Profile | null> {
  return getItem(profileEntity, { organizationId, userId });
}

/** Access pattern "members' profiles by user ids" (the user-data extracts): BatchGetItem of `ORG#<orgId>` / `PROFILE#<userId>`. */
export function readProfiles(organizationId: string, userIds: readonly string[]): Promise<Profile[]> {
  return batchGet(
    profileEntity,
    userIds.map((userId) => ({ organizationId, userId })),
  );
}

/**
 * Saves a profile at the version read: the first save only if none exists (version 0), later ones only at
 * `version = :read`. False when another save came first.
 */
export function saveProfile(profile: Profile, readVersion: number): Promise<boolean> {
  return putItem(profileEntity, profile, {
    if:
      readVersion === 0 ? (context) => `attribute_not_exists(${context.name('pk')})` : where.eq('version', readVersion),
  });
}
