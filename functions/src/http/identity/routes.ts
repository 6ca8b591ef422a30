import {
  changePassword,
  getCurrentUser,
  getProfile,
  getProfileResume,
  getUser,
  getUserOrganization,
  listNotifications,
  listOrganizations,
  listUserOrganizations,
  markNotificationRead,
  revokeImpersonation,
  searchUsers,
  startImpersonation,
  startSession,
  switchOrganization,
  updateLanguage,
  updateOrganizationSettings,
  updateProfile,
  updateSystemPreference,
} from '@tessera/shared';
import { lazyRoute } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';

/** The identity Lambda's routes, loaded on its first request (handler.ts). */
export const identityRoutes: readonly Route[] = [
  lazyRoute(getCurrentUser, () => import('./get-current-user').then((m) => m.getCurrentUserUseCase)),
  lazyRoute(getUser, () => import('./get-user').then((m) => m.getUserUseCase)),
  lazyRoute(listUserOrganizations, () =>
    import('./list-user-organizations').then((m) => m.listUserOrganizationsUseCase),
  ),
  lazyRoute(getUserOrganization, () => import('./get-user-organization').then((m) => m.getUserOrganizationUseCase)),
  lazyRoute(switchOrganization, () => import('./switch-organization').then((m) => m.switchOrganizationUseCase)),
  lazyRoute(changePassword, () => import('./change-password').then((m) => m.changePasswordUseCase)),
  lazyRoute(updateLanguage, () => import('./update-language').then((m) => m.updateLanguageUseCase)),
  lazyRoute(listNotifications, () => import('./list-notifications').then((m) => m.listNotificationsUseCase)),
  lazyRoute(markNotificationRead, () => import('./mark-notification-read').then((m) => m.markNotificationReadUseCase)),
  lazyRoute(startSession, () => import('./start-session').then((m) => m.startSessionUseCase)),
  lazyRoute(searchUsers, () => import('./search-users').then((m) => m.searchUsersUseCase)),
  lazyRoute(listOrganizations, () => import('./list-organizations').then((m) => m.listOrganizationsUseCase)),
  lazyRoute(updateOrganizationSettings, () =>
    import('./update-organization-settings').then((m) => m.updateOrganizationSettingsUseCase),
  ),
  lazyRoute(startImpersonation, () => import('./start-impersonation').then((m) => m.startImpersonationUseCase)),
  lazyRoute(revokeImpersonation, () => import('./revoke-impersonation').then((m) => m.revokeImpersonationUseCase)),
  lazyRoute(getProfile, () => import('./get-profile').then((m) => m.getProfileUseCase)),
  lazyRoute(getProfileResume, () => import('./get-profile-resume').then((m) => m.getProfileResumeUseCase)),
  lazyRoute(updateProfile, () => import('./update-profile').then((m) => m.updateProfileUseCase)),
  lazyRoute(updateSystemPreference, () =>
    import('./update-system-preference').then((m) => m.updateSystemPreferenceUseCase),
  ),
];
