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
import { route } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';
import { changePasswordUseCase } from './change-password';
import { getCurrentUserUseCase } from './get-current-user';
import { getProfileUseCase } from './get-profile';
import { getProfileResumeUseCase } from './get-profile-resume';
import { updateProfileUseCase } from './update-profile';
import { updateSystemPreferenceUseCase } from './update-system-preference';
import { getUserUseCase } from './get-user';
import { getUserOrganizationUseCase } from './get-user-organization';
import { listNotificationsUseCase } from './list-notifications';
import { listOrganizationsUseCase } from './list-organizations';
import { listUserOrganizationsUseCase } from './list-user-organizations';
import { markNotificationReadUseCase } from './mark-notification-read';
import { revokeImpersonationUseCase } from './revoke-impersonation';
import { searchUsersUseCase } from './search-users';
import { startImpersonationUseCase } from './start-impersonation';
import { startSessionUseCase } from './start-session';
import { switchOrganizationUseCase } from './switch-organization';
import { updateLanguageUseCase } from './update-language';
import { updateOrganizationSettingsUseCase } from './update-organization-settings';

/** The identity Lambda's routes, loaded on its first request (handler.ts). */
export const identityRoutes: readonly Route[] = [
  route(getCurrentUser, getCurrentUserUseCase),
  route(getUser, getUserUseCase),
  route(listUserOrganizations, listUserOrganizationsUseCase),
  route(getUserOrganization, getUserOrganizationUseCase),
  route(switchOrganization, switchOrganizationUseCase),
  route(changePassword, changePasswordUseCase),
  route(updateLanguage, updateLanguageUseCase),
  route(listNotifications, listNotificationsUseCase),
  route(markNotificationRead, markNotificationReadUseCase),
  route(startSession, startSessionUseCase),
  route(searchUsers, searchUsersUseCase),
  route(listOrganizations, listOrganizationsUseCase),
  route(updateOrganizationSettings, updateOrganizationSettingsUseCase),
  route(startImpersonation, startImpersonationUseCase),
  route(revokeImpersonation, revokeImpersonationUseCase),
  route(getProfile, getProfileUseCase),
  route(getProfileResume, getProfileResumeUseCase),
  route(updateProfile, updateProfileUseCase),
  route(updateSystemPreference, updateSystemPreferenceUseCase),
];
