import { type WebsiteAdminMessageKey } from '../messages/website-admin';

/** Website-admin user support (spec 3 §1, §3, §4, §5, §6, §9). */

/**
 * spec 3 §9: sort weights of exact matches in user search: username -3, email -2, first name -1, last name 0.
 * Lower sorts first.
 */
export const USER_SEARCH_EXACT_MATCH_WEIGHTS = { username: -3, email: -2, first_name: -1, last_name: 0 } as const;

/** The weight of a result with no exact match: after every exact match. */
export const USER_SEARCH_NO_MATCH_WEIGHT = 1;

export interface SearchableUser {
  username?: string | null;
  email?: string | null;
  first_name?: string | null;
  last_name?: string | null;
}

/**
 * A result's weight: the lowest weight among its fields that equal the keywords exactly (trimmed, ignoring
 * case), or 1 when none does. The spec gives the weights only; taking the best field (rather than a sum)
 * keeps a username match above any combination of weaker ones.
 */
export function userSearchWeight(user: SearchableUser, keywords: string): number {
  const wanted = keywords.trim().toLowerCase();
  const weights = (Object.keys(USER_SEARCH_EXACT_MATCH_WEIGHTS) as Array<keyof typeof USER_SEARCH_EXACT_MATCH_WEIGHTS>)
    .filter((field) => wanted !== '' && (user[field] ?? '').trim().toLowerCase() === wanted)
    .map((field) => USER_SEARCH_EXACT_MATCH_WEIGHTS[field]);
  return Math.min(USER_SEARCH_NO_MATCH_WEIGHT, ...weights);
}

/** Orders search results by weight; results of equal weight keep the server's order. */
export function rankUserSearchResults<T extends SearchableUser>(users: readonly T[], keywords: string): T[] {
  return users
    .map((user, index) => ({ user, index, weight: userSearchWeight(user, keywords) }))
    .sort((a, b) => a.weight - b.weight || a.index - b.index)
    .map(({ user }) => user);
}

/** spec 3 §6: the staff flags that gate the support tools. */
export const STAFF_ACCESS_FLAGS = {
  exportCoreData: 'export_core_data_access',
  resetPassword: 'reset_password_access',
  actAsUser: 'sudo_access',
} as const;
export type StaffTool = keyof typeof STAFF_ACCESS_FLAGS;

export function staffMayUse(
  tool: StaffTool,
  staff: Partial<Record<(typeof STAFF_ACCESS_FLAGS)[StaffTool], boolean>>,
): boolean {
  return staff[STAFF_ACCESS_FLAGS[tool]] === true;
}

/**
 * spec 3 §5: a password reset needs new_password and confirm_password (each "Can't be blank" when empty);
 * everything else about the password is the server's to say, per field.
 */
export function validatePasswordReset(input: {
  new_password?: string | null;
  confirm_password?: string | null;
}): Partial<Record<'new_password' | 'confirm_password', WebsiteAdminMessageKey>> {
  const errors: Partial<Record<'new_password' | 'confirm_password', WebsiteAdminMessageKey>> = {};
  if ((input.new_password ?? '') === '') errors.new_password = 'website_admin.blank';
  if ((input.confirm_password ?? '') === '') errors.confirm_password = 'website_admin.blank';
  return errors;
}

/** spec 3 §4: unlocking a user sets their payment status to Paid. */
export function unlockedPaymentInfo<T extends { status?: string | null }>(paymentInfo: T): T & { status: 'Paid' } {
  return { ...paymentInfo, status: 'Paid' };
}
