import * as z from 'zod/mini';
import { defineContract } from '../contract';
import {
  currentUserSchema,
  idSchema,
  localeSchema,
  notificationSchema,
  organizationSettingsSchema,
  organizationSummarySchema,
  profileSchema,
  systemPreferenceSchema,
  updateProfileBodySchema,
  userPathSchema,
  userProfileSchema,
} from './schemas';

/** Longest search text a user search or organisation search takes (characters). */
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** Most users one user search answers; `more` says when there are further matches (refine the keywords). */
export const USER_SEARCH_PAGE_SIZE = 50;
/** Most organisations one organisation search answers; `more` says when there are further matches. */
export const ORGANIZATION_SEARCH_PAGE_SIZE = 100;

export const getCurrentUser = defineContract({
  id: 'identity.getCurrentUser',
  context: 'identity',
  method: 'GET',
  path: '/api/users/me',
  audience: 'authenticated',
  unpaid: 'allowed',
  summary: 'The signed-in user in their current organisation (or the user being acted as).',
  response: currentUserSchema,
});

export const getUser = defineContract({
  id: 'identity.getUser',
  context: 'identity',
  method: 'GET',
  path: '/api/users/{id}',
  audience: 'authenticated',
  summary: 'A user of the caller’s current organisation; 404 for anyone else.',
  request: { path: userPathSchema },
  response: userProfileSchema,
});

export const listUserOrganizations = defineContract({
  id: 'identity.listUserOrganizations',
  context: 'identity',
  method: 'GET',
  path: '/api/users/{id}/organizations',
  audience: 'authenticated',
  unpaid: 'allowed',
  summary: 'The organisations the caller has joined (only their own list).',
  request: { path: userPathSchema },
  response: z.object({
    current_user_id: idSchema,
    current_organization_id: idSchema,
    organizations: z.array(organizationSummarySchema),
  }),
});

export const getUserOrganization = defineContract({
  id: 'identity.getUserOrganization',
  context: 'identity',
  method: 'GET',
  path: '/api/users/{id}/organization',
  audience: 'authenticated',
  unpaid: 'allowed',
  summary: 'The caller’s current organisation (spec 1 §7); only their own.',
  request: { path: userPathSchema },
  response: organizationSummarySchema,
});

export const switchOrganization = defineContract({
  id: 'identity.switchOrganization',
  context: 'identity',
  method: 'POST',
  path: '/users/{id}/login',
  audience: 'authenticated',
  unpaid: 'allowed',
  summary: 'Switch the current organisation; 402 when it is unpaid (the web then opens /login/purchase).',
  request: { path: userPathSchema, body: z.object({ organization_id: idSchema }) },
  response: z.object({ redirect_to: z.literal('/') }),
});

export const passwordChangeSchema = z.object({
  old_password: z.string().check(z.maxLength(256)),
  new_password: z.string().check(z.maxLength(256)),
  confirm_password: z.string().check(z.maxLength(256)),
});

export const changePassword = defineContract({
  id: 'identity.changePassword',
  context: 'identity',
  method: 'PUT',
  path: '/api/users/{id}/password',
  audience: 'authenticated',
  unpaid: 'allowed',
  summary: 'Change one’s own password (spec 1 §5 strength rules; field errors by field name).',
  request: { path: userPathSchema, body: passwordChangeSchema },
  response: z.object({ message: z.string() }),
});

export const updateLanguage = defineContract({
  id: 'identity.updateLanguage',
  context: 'identity',
  method: 'PUT',
  path: '/api/users/{id}/language',
  audience: 'authenticated',
  unpaid: 'allowed',
  summary: 'Set one’s own interface language (en or es).',
  request: { path: userPathSchema, body: z.object({ default_language: localeSchema }) },
  response: z.object({ locale: localeSchema }),
});

export const listNotifications = defineContract({
  id: 'identity.listNotifications',
  context: 'identity',
  method: 'GET',
  path: '/api/users/{id}/notifications',
  audience: 'authenticated',
  unpaid: 'allowed',
  summary: 'One’s own notifications, newest first (may be empty); the badge counts those not read.',
  request: { path: userPathSchema },
  response: z.object({ notifications: z.array(notificationSchema) }),
});

export const markNotificationRead = defineContract({
  id: 'identity.markNotificationRead',
  context: 'identity',
  method: 'PUT',
  path: '/api/users/{id}/notifications/{notificationId}/read',
  audience: 'authenticated',
  unpaid: 'allowed',
  summary: 'Mark one of one’s own notifications read (on opening it); idempotent; anyone else’s is a 404.',
  request: { path: z.object({ id: idSchema, notificationId: idSchema }) },
  response: notificationSchema,
});

export const startSession = defineContract({
  id: 'identity.startSession',
  context: 'identity',
  method: 'POST',
  path: '/api/sessions',
  audience: 'authenticated',
  session: 'registers',
  unpaid: 'allowed',
  summary: 'Register the token’s sign-in as the latest; older sign-ins lose the right to save (409 for an older one).',
  successStatus: 201,
  response: z.object({ session_id: idSchema }),
});

export const searchUsers = defineContract({
  id: 'identity.searchUsers',
  context: 'identity',
  method: 'GET',
  path: '/api/users/search',
  audience: ['support', 'staff'],
  summary:
    'Users one may act as, in the current organisation (support) or a chosen one (provider staff), ranked by exact matches (spec 3 §9), then by name.',
  request: {
    query: z.object({
      /** Keywords: every word must appear in the name or email. Blank lists everyone, by name. */
      q: z.optional(z.string().check(z.maxLength(SEARCH_TEXT_MAX_LENGTH))),
      /** Provider staff: the organisation to search (default: their own). Support: only their own. */
      organization_id: z.optional(idSchema),
    }),
  },
  response: z.object({
    users: z.array(userProfileSchema).check(z.maxLength(USER_SEARCH_PAGE_SIZE)),
    /** More users match than were answered: refine the keywords. */
    more: z.boolean(),
  }),
});

export const listOrganizations = defineContract({
  id: 'identity.listOrganizations',
  context: 'identity',
  method: 'GET',
  path: '/api/organizations',
  audience: ['staff'],
  summary: 'All organisation names (spec 3 "all organization names"), by name, for provider staff to choose from.',
  request: {
    query: z.object({
      /** Part of the name, any case; blank lists from the first name. */
      q: z.optional(z.string().check(z.maxLength(SEARCH_TEXT_MAX_LENGTH))),
    }),
  },
  response: z.object({
    organizations: z.array(organizationSummarySchema).check(z.maxLength(ORGANIZATION_SEARCH_PAGE_SIZE)),
    /** More organisations match than were answered: type more of the name. */
    more: z.boolean(),
  }),
});

export const updateOrganizationSettings = defineContract({
  id: 'identity.updateOrganizationSettings',
  context: 'identity',
  method: 'PUT',
  path: '/api/organizations/{id}/settings',
  audience: ['admin', 'root_admin'],
  summary: 'Change one’s current organisation’s settings (ADR 0014: paste in new-password fields); others are 404.',
  request: { path: z.object({ id: idSchema }), body: organizationSettingsSchema },
  response: organizationSettingsSchema,
});

export const startImpersonation = defineContract({
  id: 'identity.startImpersonation',
  context: 'identity',
  method: 'POST',
  path: '/api/impersonations',
  audience: ['support', 'staff'],
  summary: 'Start acting as another user; recorded as an audit trail.',
  successStatus: 201,
  request: {
    body: z.object({
      user_id: idSchema,
      /**
       * Provider staff: the organisation to act in (the one searched); default the user's current one.
       * Support: only their own.
       */
      organization_id: z.optional(idSchema),
    }),
  },
  response: z.object({ impersonation_id: idSchema, redirect_to: z.string() }),
});

export const revokeImpersonation = defineContract({
  id: 'identity.revokeImpersonation',
  context: 'identity',
  method: 'DELETE',
  path: '/api/impersonations/current',
  audience: 'authenticated',
  unpaid: 'allowed',
  summary: 'Stop acting as another user; the web follows redirect_to.',
  response: z.object({ redirect_to: z.string() }),
});

export const getProfile = defineContract({
  id: 'identity.getProfile',
  context: 'identity',
  method: 'GET',
  path: '/api/users/{id}/profile',
  audience: 'authenticated',
  summary:
    'A member’s profile (spec 2 §3): the owner and administrators read every field; faculty the contact fields, and academic or demographic data only where the organisation grants it (spec 2 §6). Others: 404.',
  request: { path: userPathSchema },
  response: profileSchema,
});

export const getProfileResume = defineContract({
  id: 'identity.getProfileResume',
  context: 'identity',
  method: 'GET',
  path: '/api/users/{id}/profile/resume',
  audience: 'authenticated',
  summary:
    'The resume of a member’s profile for whoever may read that profile (spec 2 §3, §6: it is a contact field): its cleaned name and a download link valid 15 minutes. 404 when there is none or the caller may not read the profile.',
  request: { path: userPathSchema },
  response: z.object({ filename: z.string(), url: z.string() }),
});

export const updateProfile = defineContract({
  id: 'identity.updateProfile',
  context: 'identity',
  method: 'PUT',
  path: '/api/users/{id}/update-profile',
  audience: 'authenticated',
  summary:
    'Change one’s own profile at the version read (spec 2 §3, §5: birthday not in the future, MM/DD/YYYY; the resume one of one’s uploaded files).',
  request: { path: userPathSchema, body: updateProfileBodySchema },
  response: profileSchema,
});

export const updateSystemPreference = defineContract({
  id: 'identity.updateSystemPreference',
  context: 'identity',
  method: 'PUT',
  path: '/api/organizations/{id}/system-preference',
  audience: ['admin', 'root_admin'],
  summary:
    'Whether faculty read members’ academic and demographic profile data (spec 2 §3 system_preference, §6); another organisation’s id is 404.',
  request: { path: z.object({ id: idSchema }), body: systemPreferenceSchema },
  response: systemPreferenceSchema,
});

export const identityContracts = [
  getCurrentUser,
  getUser,
  listUserOrganizations,
  getUserOrganization,
  switchOrganization,
  changePassword,
  updateLanguage,
  listNotifications,
  markNotificationRead,
  startSession,
  searchUsers,
  listOrganizations,
  updateOrganizationSettings,
  startImpersonation,
  revokeImpersonation,
  getProfile,
  getProfileResume,
  updateProfile,
  updateSystemPreference,
] as const;
