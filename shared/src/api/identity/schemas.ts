import * as z from 'zod/mini';
import { ORGANISATION_ROLES } from '../../identity/roles';
import { LOCALES } from '../../messages/types';

export const roleSchema = z.enum(ORGANISATION_ROLES);
export const localeSchema = z.enum(LOCALES);
export const idSchema = z.string().check(z.minLength(1)).check(z.maxLength(128));

/**
 * A list's cursor as a client sends it back: opaque (base64url of the key the previous page ended at, checked by
 * the server to be a key of the list it asks for; ADR 0028 §4).
 */
export const listCursorSchema = z
  .string()
  .check(
    z.minLength(1, { message: 'system.invalid_cursor' }),
    z.maxLength(2048, { message: 'system.invalid_cursor' }),
    z.regex(/^[A-Za-z0-9_-]+$/, { message: 'system.invalid_cursor' }),
  );

export const paymentStatusSchema = z.enum(['paid', 'unpaid']);
export const orgTypeSchema = z.enum(['test', 'other']);

export const organizationSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  org_type: orgTypeSchema,
  payment_status: paymentStatusSchema,
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

/** An organisation's settings an organisation admin may change (ADR 0014). */
export const organizationSettingsSchema = z.object({
  /** Paste allowed in new-password fields (default true; false keeps spec 1 §5 / spec 2 §5's block). */
  allow_password_paste: z.boolean(),
});
export type OrganizationSettings = z.infer<typeof organizationSettingsSchema>;

/**
 * The current organisation as the shell needs it: the summary and the settings the web applies. The server
 * always sends the settings; they are optional here only so clients built before them still parse the
 * answer, and an absent setting means its default (paste allowed).
 */
export const currentOrganizationSchema = z.extend(organizationSummarySchema, {
  allow_password_paste: z.optional(organizationSettingsSchema.shape.allow_password_paste),
});
export type CurrentOrganization = z.infer<typeof currentOrganizationSchema>;

export const personSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** The current user (spec 1 §3 "Current user"), resolved for the current organisation. */
export const currentUserSchema = z.extend(personSchema, {
  /** The role shown and used for the home route: the highest of `roles`. */
  role: roleSchema,
  roles: z.array(roleSchema),
  avatar_small: z.nullable(z.string()),
  root_admin: z.boolean(),
  available_apps: z.array(z.string()),
  integrations: z.object({
    field_placement: z.object({ ui: z.nullable(z.string()) }),
    applications: z.object({ ui: z.nullable(z.string()) }),
    gateways: z.object({ ui: z.nullable(z.string()) }),
  }),
  wm_sso_enabled: z.boolean(),
  wm_sso_logout_url: z.nullable(z.string()),
  new_field_placement_enabled: z.boolean(),
  organization: currentOrganizationSchema,
  locale: localeSchema,
  plagiarism_enabled: z.boolean(),
  sign_eula: z.boolean(),
  /** Set while a support or provider staff member is acting as this user. */
  impersonator: z.nullable(personSchema),
  home: z.enum(['/via/academics', '/via/inprogress']),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userProfileSchema = z.extend(personSchema, {
  role: roleSchema,
  avatar_small: z.nullable(z.string()),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userPathSchema = z.object({ id: idSchema });

/**
 * One notification, its text in the reader's language. `link` always names the object it is about (a path
 * of the web app), so opening it can go there; `read` turns true once it has been opened.
 */
export const notificationSchema = z.object({
  id: idSchema,
  text: z.string(),
  link: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

const profileText = (max: number) => z.nullable(z.string().check(z.maxLength(max)));

/** Test scores (spec 2 §3): each optional; ranges are checked by the use case with their sentence. */
export const testScoresSchema = z.object({
  SAT: z.optional(z.nullable(z.number())),
  ACT: z.optional(z.nullable(z.number())),
  GRE: z.optional(z.nullable(z.number())),
  MCAT: z.optional(z.nullable(z.number())),
  GMAT: z.optional(z.nullable(z.number())),
  LSAT: z.optional(z.nullable(z.number())),
});

/** The profile fields (spec 2 §3 "Profile fields"); birthday MM/DD/YYYY (spec 2 §5), resume an attachment id. */
export const profileFieldsSchema = z.object({
  gender: profileText(100),
  role: profileText(100),
  major: profileText(255),
  ethnicity: profileText(255),
  race_details: profileText(1000),
  first_generation_student: z.nullable(z.boolean()),
  pell_eligibility: z.nullable(z.boolean()),
  year_of_admission: z.nullable(z.int()),
  transfer_student: z.nullable(z.boolean()),
  class_level: profileText(100),
  academic_program: profileText(255),
  test_scores: testScoresSchema,
  birthday: profileText(10),
  address: profileText(1000),
  phone: z.nullable(z.string().check(z.maxLength(32), z.regex(/^[0-9+()\-.\s]*$/))),
  resume: z.nullable(idSchema),
});

/** PUT /api/users/{id}/update-profile: every field optional (absent keeps it, null clears it). */
export const updateProfileBodySchema = z.extend(z.partial(profileFieldsSchema), {
  /** The profile's version as read (0 before its first save): a newer one makes the save stale (409). */
  version: z.int().check(z.gte(0), z.lte(1_000_000_000)),
});

/** A profile as a reader sees it: the fields they may read (spec 2 §6), the others absent. */
export const profileSchema = z.extend(z.partial(profileFieldsSchema), {
  user_id: idSchema,
  /** Which groups this reader sees: faculty see academic and demographic data only where granted. */
  visible: z.object({ academic_data: z.boolean(), demographic_data: z.boolean() }),
  version: z.int(),
  updated_at: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** spec 2 §3 "Organization system_preference: data_permission_for_faculty with academic_data and demographic_data". */
export const systemPreferenceSchema = z.object({
  data_permission_for_faculty: z.object({ academic_data: z.boolean(), demographic_data: z.boolean() }),
});
