import type { CurrentUser, Role } from '@tessera/shared';

/**
 * A current user as GET /api/users/me answers, in Demo University; `roles` sets the role too (the first one),
 * and `organization` overrides parts of the organization.
 */
export function currentUserOf(
  roles: Role[],
  overrides: Partial<Omit<CurrentUser, 'organization'>> & { organization?: Partial<CurrentUser['organization']> } = {},
): CurrentUser {
  const { organization, ...rest } = overrides;
  return {
    id: 'user-1',
    first_name: 'Ada',
    last_name: 'Admin',
    email: 'admin@demo.test',
    role: roles[0] ?? 'student',
    roles,
    avatar_small: null,
    root_admin: false,
    available_apps: [],
    integrations: { field_placement: { ui: null }, applications: { ui: null }, gateways: { ui: null } },
    wm_sso_enabled: false,
    wm_sso_logout_url: null,
    new_field_placement_enabled: false,
    organization: {
      id: 'org_demo',
      name: 'Demo University',
      org_type: 'test',
      payment_status: 'paid',
      allow_password_paste: true,
      ...organization,
    },
    locale: 'en',
    plagiarism_enabled: false,
    sign_eula: false,
    impersonator: null,
    home: roles.some((role) => role === 'admin' || role === 'root_admin') ? '/via/academics' : '/via/inprogress',
    ...rest,
  };
}
