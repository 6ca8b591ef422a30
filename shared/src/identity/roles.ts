/**
 * Organisation roles a membership may hold (spec 1 §6, spec 2 §6, spec 3 §1).
 * `staff` is the provider's website-admin staff; `root_admin` gates root-only elements.
 */
export const ORGANISATION_ROLES = [
  'student',
  'faculty',
  'coordinator',
  'supervisor',
  'mentor',
  'peer_assessor',
  'admin',
  'root_admin',
  'support',
  'staff',
] as const;

export type Role = (typeof ORGANISATION_ROLES)[number];

/** Who may call a contract: a list of roles, any signed-in user, or anyone at all. */
export type Audience = readonly Role[] | 'authenticated' | 'public';

export function isRole(value: string): value is Role {
  return (ORGANISATION_ROLES as readonly string[]).includes(value);
}

/** True when a caller holding `roles` belongs to `audience`. */
export function audienceAllows(audience: Audience, roles: readonly Role[] | null): boolean {
  if (audience === 'public') return true;
  if (roles === null) return false;
  if (audience === 'authenticated') return true;
  return roles.some((role) => audience.includes(role));
}

/** Home route by role (spec 1 §2: /via#/academics for admin, /via#/inprogress otherwise). */
export function homeRoute(roles: readonly Role[]): '/via/academics' | '/via/inprogress' {
  return roles.includes('admin') || roles.includes('root_admin') ? '/via/academics' : '/via/inprogress';
}

/**
 * The order in which one role wins over another when a user holding several shows as one (spec 1 §6
 * "Multiple roles": supervisor is dropped in favour of another role). root_admin is a flag beside admin, so
 * it comes last: it shows only when held alone.
 */
export const ROLE_PRECEDENCE: readonly Role[] = [
  'admin',
  'staff',
  'support',
  'coordinator',
  'faculty',
  'mentor',
  'peer_assessor',
  'student',
  'supervisor',
  'root_admin',
];

/** The one role a user holding `roles` shows as (student when the list is empty). */
export function highestRole(roles: readonly Role[]): Role {
  return ROLE_PRECEDENCE.find((role) => roles.includes(role)) ?? 'student';
}
