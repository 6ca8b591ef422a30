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
 * Which role a user with several shows as (spec 1 §6 "Multiple roles": supervisor is dropped in favour of
 * another role). root_admin is a flag beside admin, so it only shows when held alone.
 */
const ROLE_RANK: readonly Role[] = [
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

export function highestRole(roles: readonly Role[]): Role {
  return ROLE_RANK.find((role) => roles.includes(role)) ?? 'student';
}
