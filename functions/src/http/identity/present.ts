import { homeRoute, type CurrentUser, type OrganizationSummary, type Role, type UserProfile } from '@tessera/shared';
import type { Actor } from '../../lib/http/types';
import type { AccountRecord, MembershipRecord, OrganisationRecord } from '../../db/identity/records';

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

export function organizationSummary(organisation: OrganisationRecord): OrganizationSummary {
  return {
    id: organisation.organizationId,
    name: organisation.name,
    org_type: organisation.orgType,
    payment_status: organisation.paymentStatus,
  };
}

export function userProfile(member: MembershipRecord): UserProfile {
  return {
    id: member.userId,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    role: highestRole(member.roles),
    avatar_small: member.avatarSmall,
  };
}

function person(account: AccountRecord) {
  return { id: account.userId, first_name: account.firstName, last_name: account.lastName, email: account.email };
}

/** The current user (spec 1 §3 "Current user") in the current organisation. */
export function currentUser(actor: Actor): CurrentUser {
  const { account, organisation, roles } = actor;
  return {
    ...person(account),
    role: highestRole(roles),
    roles,
    avatar_small: account.avatarSmall,
    root_admin: roles.includes('root_admin'),
    available_apps: organisation.availableApps,
    integrations: {
      field_placement: { ui: organisation.fieldPlacementUi },
      applications: { ui: organisation.applicationsUi },
      gateways: { ui: organisation.gatewaysUi },
    },
    wm_sso_enabled: organisation.wmSsoEnabled,
    wm_sso_logout_url: organisation.wmSsoLogoutUrl,
    new_field_placement_enabled: organisation.newFieldPlacementEnabled,
    organization: organizationSummary(organisation),
    locale: account.locale,
    plagiarism_enabled: organisation.plagiarismEnabled,
    sign_eula: account.signEula,
    impersonator: actor.impersonation ? person(actor.impersonation.impersonator) : null,
    home: homeRoute(roles),
  };
}
