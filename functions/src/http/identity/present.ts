import {
  highestRole,
  homeRoute,
  type CurrentOrganization,
  type CurrentUser,
  type MessageKey,
  type NotificationView,
  type OrganizationSettings,
  type OrganizationSummary,
  type UserProfile,
} from '@tessera/shared';
import type { Actor } from '../../lib/http/types';
import { text, type Localizable } from '../../lib/text';
import type { Account } from '../../db/identity/entities/account';
import type { Membership } from '../../db/identity/entities/membership';
import type { Notification } from '../../db/identity/entities/notification';
import type { Organisation } from '../../db/identity/entities/organisation';

export function organizationSummary(organisation: Organisation): OrganizationSummary {
  return {
    id: organisation.organizationId,
    name: organisation.name,
    org_type: organisation.orgType,
    payment_status: organisation.paymentStatus,
  };
}

export function organizationSettings(organisation: Pick<Organisation, 'allowPasswordPaste'>): OrganizationSettings {
  return { allow_password_paste: organisation.allowPasswordPaste };
}

/** The current organisation with the settings the web applies (ADR 0014). */
export function currentOrganization(organisation: Organisation): CurrentOrganization {
  return { ...organizationSummary(organisation), ...organizationSettings(organisation) };
}

/**
 * A notification in the reader's language. Every notification links to its object; one written before that
 * rule (no link stored) links to the reader's home, so opening it always goes somewhere.
 */
export function presentNotification(item: Notification, actor: Pick<Actor, 'roles'>): Localizable<NotificationView> {
  return {
    id: item.notificationId,
    text: text(item.messageKey as MessageKey, item.params),
    link: item.link ?? homeRoute(actor.roles),
    created_at: item.createdAt,
    read: item.read,
  };
}

export function userProfile(member: Membership): UserProfile {
  return {
    id: member.userId,
    first_name: member.firstName,
    last_name: member.lastName,
    email: member.email,
    role: highestRole(member.roles),
    avatar_small: member.avatarSmall,
  };
}

function person(account: Account) {
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
    organization: currentOrganization(organisation),
    locale: account.locale,
    plagiarism_enabled: organisation.plagiarismEnabled,
    sign_eula: account.signEula,
    impersonator: actor.impersonation ? person(actor.impersonation.impersonator) : null,
    home: homeRoute(roles),
  };
}
