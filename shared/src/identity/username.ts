import { type IdentityMessageKey } from '../messages/identity';

/** Username editing in website-admin user support (spec 3 §5). */

/**
 * The characters of "'$,@' is not allowed in username": dollar, comma and at sign. The message lists them
 * as one set, so all three are refused.
 */
export const USERNAME_FORBIDDEN_CHARACTERS = ['$', ',', '@'] as const;

/** spec 3 §5: "can't be blank" (checked trimmed) and "'$,@' is not allowed in username". */
export function validateUsername(username: string | null | undefined): IdentityMessageKey | undefined {
  const value = (username ?? '').trim();
  if (value === '') return 'identity.username.blank';
  if (USERNAME_FORBIDDEN_CHARACTERS.some((char) => value.includes(char)))
    return 'identity.username.forbidden_characters';
  return undefined;
}

/** spec 3 §5: not editable for platform-enabled users whose role is faculty, student or admin. */
export const PLATFORM_LOCKED_USERNAME_ROLES = ['faculty', 'student', 'admin'] as const;

export function canEditUsername(user: { platform_enabled?: boolean | null; role: string }): boolean {
  return !(user.platform_enabled === true && (PLATFORM_LOCKED_USERNAME_ROLES as readonly string[]).includes(user.role));
}
