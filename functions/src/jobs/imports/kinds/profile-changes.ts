import { isDeepStrictEqual } from 'node:util';
import { EMPTY_PROFILE_FIELDS, readProfile, saveProfile, type ProfileFields } from '../../../ports/identity';
import { rowError, type RowError } from './kind';

/** The profile fields a row fills (undefined: blank in the file, the stored value kept); test scores merged. */
export type ProfileChanges = {
  [Name in Exclude<keyof ProfileFields, 'test_scores' | 'resume'>]?: ProfileFields[Name] | undefined;
} & { test_scores?: Record<string, number> };

/** Saves a profile tries, reading it again after each save another writer won, before calling the row `changed`. */
const SAVE_ATTEMPTS = 3;

/** The fields after the row's changes (blank cells keep what is stored). */
function merged(current: ProfileFields, changes: ProfileChanges): ProfileFields {
  const next: ProfileFields = { ...current, test_scores: { ...current.test_scores, ...changes.test_scores } };
  for (const [name, value] of Object.entries(changes)) {
    if (name === 'test_scores' || value === undefined) continue;
    (next as Record<string, unknown>)[name] = value;
  }
  return next;
}

/**
 * Writes the row's profile fields (the member's profile in this organisation, spec 2 §3): nothing when the row
 * fills none or the profile already holds them (a redelivered chunk writes nothing); otherwise saved at the
 * version read, read again and retried when another save came first.
 */
export async function saveProfileFields(
  organizationId: string,
  userId: string,
  changes: ProfileChanges,
  now: Date,
): Promise<RowError | null> {
  const filled = Object.entries(changes).some(
    ([name, value]) => value !== undefined && (name !== 'test_scores' || Object.keys(value as object).length > 0),
  );
  if (!filled) return null;
  for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt += 1) {
    const profile = await readProfile(organizationId, userId);
    const current = { ...EMPTY_PROFILE_FIELDS, ...profile?.fields };
    const fields = merged(current, changes);
    if (isDeepStrictEqual(fields, current)) return null;
    const version = profile?.version ?? 0;
    const saved = await saveProfile(
      { organizationId, userId, fields, version: version + 1, updatedAt: now.toISOString() },
      version,
    );
    if (saved) return null;
  }
  return rowError('changed');
}
