import {
  changePassword,
  getCurrentUser,
  getUser,
  getUserOrganization,
  listNotifications,
  listUserOrganizations,
  revokeImpersonation,
  searchUsers,
  startImpersonation,
  startSession,
  switchOrganization,
  updateLanguage,
} from '@tessera/shared';
import { route } from '../../lib/http/route';
import { createRouter } from '../../lib/http/router';
import { changePasswordUseCase } from './change-password';
import { getCurrentUserUseCase } from './get-current-user';
import { getUserUseCase } from './get-user';
import { getUserOrganizationUseCase } from './get-user-organization';
import { listNotificationsUseCase } from './list-notifications';
import { listUserOrganizationsUseCase } from './list-user-organizations';
import { revokeImpersonationUseCase } from './revoke-impersonation';
import { searchUsersUseCase } from './search-users';
import { startImpersonationUseCase } from './start-impersonation';
import { startSessionUseCase } from './start-session';
import { switchOrganizationUseCase } from './switch-organization';
import { updateLanguageUseCase } from './update-language';

/** The identity context's Lambda: users, organisations, sessions, impersonation. */
export const handler = createRouter([
  route(getCurrentUser, getCurrentUserUseCase),
  route(getUser, getUserUseCase),
  route(listUserOrganizations, listUserOrganizationsUseCase),
  route(getUserOrganization, getUserOrganizationUseCase),
  route(switchOrganization, switchOrganizationUseCase),
  route(changePassword, changePasswordUseCase),
  route(updateLanguage, updateLanguageUseCase),
  route(listNotifications, listNotificationsUseCase),
  route(startSession, startSessionUseCase),
  route(searchUsers, searchUsersUseCase),
  route(startImpersonation, startImpersonationUseCase),
  route(revokeImpersonation, revokeImpersonationUseCase),
]);
