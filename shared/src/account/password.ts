/** Password rules (spec 1 §5, §9; spec 2 §5). */

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** spec 1 §9: password minimum length 8. */
export const PASSWORD_MIN_LENGTH = 8;

/** The password change's success message fades after 1.5 seconds (spec 2 §9). */
export const PASSWORD_CHANGED_FADE_MS = 1500;

/** spec 1 §5: the special characters that make a medium password strong. */
export const PASSWORD_SPECIAL_CHARACTERS = ['#', '?', '!', '@', '$', '%', '^', '&', '*', '-'] as const;

/**
 * Characters that count towards the minimum length. The spec says "at least 8 non-space characters": spaces
 * (any white space) are allowed in a password but do not count towards the 8.
 */
export function passwordNonSpaceLength(password: string): number {
  let count = 0;
  for (const char of password) if (!/\s/u.test(char)) count += 1;
  return count;
}

/**
 * spec 1 §5: medium needs at least 8 non-space characters with an upper case letter, a lower case letter
 * and a digit; strong additionally needs one of # ? ! @ $ % ^ & * -; otherwise weak. Letters and digits are
 * the ASCII ones (A-Z, a-z, 0-9), as in the product's pattern.
 */
export function passwordStrength(password: string): 'weak' | 'medium' | 'strong' {
  const medium =
    passwordNonSpaceLength(password) >= PASSWORD_MIN_LENGTH &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[0-9]/.test(password);
  if (!medium) return 'weak';
  return PASSWORD_SPECIAL_CHARACTERS.some((special) => password.includes(special)) ? 'strong' : 'medium';
}

export interface PasswordChangeInput {
  old_password?: string | null;
  new_password?: string | null;
  confirm_password?: string | null;
}

export type PasswordChangeField = 'old_password' | 'new_password' | 'confirm_password';

export type PasswordChangeMessageKey =
  | 'identity.password.old_required'
  | 'identity.password.too_short'
  | 'identity.password.too_weak'
  | 'identity.password.mismatch';

/** Field errors keyed by field name, each a message key of the catalogue (empty object when valid). */
export type PasswordChangeErrors = Partial<Record<PasswordChangeField, PasswordChangeMessageKey>>;

/**
 * Validates a password change (spec 1 §5, spec 2 §5: old, new and confirm passwords are sent). Used by the
 * API and the web alike.
 * - old_password is required (an all-space value counts as missing);
 * - new_password is too short under 8 non-space characters, too weak when it is not at least medium;
 * - confirm_password must equal new_password exactly (checked even when the new password has its own error,
 *   so the user sees both at once; a missing confirmation is a mismatch).
 */
export function validatePasswordChange(input: PasswordChangeInput): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if ((input.old_password ?? '').trim() === '') errors.old_password = 'identity.password.old_required';
  return { ...errors, ...validateNewPassword(input) };
}

/**
 * The new password and its confirmation alone (spec 1 §5): the rules of a change without the old password, as
 * the first sign-in of an invited person applies them (they have only the invitation's temporary password).
 */
export function validateNewPassword(
  input: Pick<PasswordChangeInput, 'new_password' | 'confirm_password'>,
): Omit<PasswordChangeErrors, 'old_password'> {
  const errors: Omit<PasswordChangeErrors, 'old_password'> = {};
  const newPassword = input.new_password ?? '';
  const confirmPassword = input.confirm_password ?? '';
  if (passwordNonSpaceLength(newPassword) < PASSWORD_MIN_LENGTH) errors.new_password = 'identity.password.too_short';
  else if (passwordStrength(newPassword) === 'weak') errors.new_password = 'identity.password.too_weak';
  if (confirmPassword !== newPassword) errors.confirm_password = 'identity.password.mismatch';
  return errors;
}

/** The strength label's message key, for the strength meter beside the new-password field. */
export function passwordStrengthLabelKey(
  strength: PasswordStrength,
): 'account.password.strength.weak' | 'account.password.strength.medium' | 'account.password.strength.strong' {
  return `account.password.strength.${strength}`;
}
