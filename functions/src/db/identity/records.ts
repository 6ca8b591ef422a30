import { isRole, type Locale, type Role } from '@tessera/shared';

/** Plain records the identity repositories return; no DynamoDB or ElectroDB types past this point. */
export interface OrganisationRecord {
  organizationId: string;
  name: string;
  orgType: 'test' | 'other';
  paymentStatus: 'paid' | 'unpaid';
  availableApps: string[];
  fieldPlacementUi: string | null;
  applicationsUi: string | null;
  gatewaysUi: string | null;
  wmSsoEnabled: boolean;
  wmSsoLogoutUrl: string | null;
  newFieldPlacementEnabled: boolean;
  plagiarismEnabled: boolean;
}

export interface ActiveImpersonation {
  impersonationId: string;
  targetUserId: string;
  organizationId: string;
  startedAt: string;
}

export interface AccountRecord {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  avatarSmall: string | null;
  signEula: boolean;
  currentOrganizationId: string;
  latestSessionId: string | null;
  impersonation: ActiveImpersonation | null;
}

export interface MembershipRecord {
  organizationId: string;
  userId: string;
  roles: Role[];
  email: string;
  firstName: string;
  lastName: string;
  avatarSmall: string | null;
}

export interface ImpersonationRecord {
  organizationId: string;
  impersonationId: string;
  impersonatorId: string;
  impersonatorEmail: string;
  impersonatorOrganizationId: string;
  targetUserId: string;
  targetEmail: string;
  startedAt: string;
  revokedAt: string | null;
}

export interface NotificationRecord {
  organizationId: string;
  userId: string;
  notificationId: string;
  messageKey: string;
  params: Record<string, string | number>;
  link: string | null;
  read: boolean;
  createdAt: string;
}

type Loose<T> = { [K in keyof T]?: T[K] | null | undefined };

export function toOrganisation(
  item: Loose<OrganisationRecord> & { organizationId: string; name: string },
): OrganisationRecord {
  return {
    organizationId: item.organizationId,
    name: item.name,
    orgType: item.orgType ?? 'other',
    paymentStatus: item.paymentStatus ?? 'unpaid',
    availableApps: [...(item.availableApps ?? [])],
    fieldPlacementUi: item.fieldPlacementUi ?? null,
    applicationsUi: item.applicationsUi ?? null,
    gatewaysUi: item.gatewaysUi ?? null,
    wmSsoEnabled: item.wmSsoEnabled ?? false,
    wmSsoLogoutUrl: item.wmSsoLogoutUrl ?? null,
    newFieldPlacementEnabled: item.newFieldPlacementEnabled ?? false,
    plagiarismEnabled: item.plagiarismEnabled ?? false,
  };
}

export function toAccount(
  item: Loose<Omit<AccountRecord, 'impersonation'>> & {
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    currentOrganizationId: string;
    impersonation?: Partial<ActiveImpersonation> | null;
  },
): AccountRecord {
  const imp = item.impersonation;
  return {
    userId: item.userId,
    email: item.email,
    firstName: item.firstName,
    lastName: item.lastName,
    locale: item.locale ?? 'en',
    avatarSmall: item.avatarSmall ?? null,
    signEula: item.signEula ?? false,
    currentOrganizationId: item.currentOrganizationId,
    latestSessionId: item.latestSessionId ?? null,
    impersonation:
      imp?.impersonationId && imp.targetUserId && imp.organizationId && imp.startedAt
        ? {
            impersonationId: imp.impersonationId,
            targetUserId: imp.targetUserId,
            organizationId: imp.organizationId,
            startedAt: imp.startedAt,
          }
        : null,
  };
}

export function toMembership(
  item: Loose<Omit<MembershipRecord, 'roles'>> & {
    organizationId: string;
    userId: string;
    email: string;
    firstName: string;
    lastName: string;
    roles?: readonly string[] | null;
  },
): MembershipRecord {
  return {
    organizationId: item.organizationId,
    userId: item.userId,
    roles: (item.roles ?? []).filter(isRole),
    email: item.email,
    firstName: item.firstName,
    lastName: item.lastName,
    avatarSmall: item.avatarSmall ?? null,
  };
}

export function toImpersonation(
  item: Loose<ImpersonationRecord> & Omit<ImpersonationRecord, 'revokedAt'>,
): ImpersonationRecord {
  return { ...item, revokedAt: item.revokedAt ?? null };
}

export function toNotification(
  item: Loose<NotificationRecord> & {
    organizationId: string;
    userId: string;
    notificationId: string;
    messageKey: string;
    createdAt: string;
  },
): NotificationRecord {
  return {
    organizationId: item.organizationId,
    userId: item.userId,
    notificationId: item.notificationId,
    messageKey: item.messageKey,
    params: (item.params ?? {}) as Record<string, string | number>,
    link: item.link ?? null,
    read: item.read ?? false,
    createdAt: item.createdAt,
  };
}
