import * as z from 'zod';
import { ORGANISATION_ROLES } from '../../identity/roles';
import { LOCALES } from '../../messages/types';

export const roleSchema = z.enum(ORGANISATION_ROLES);
export const localeSchema = z.enum(LOCALES);
export const idSchema = z.string().min(1).max(128);

export const paymentStatusSchema = z.enum(['paid', 'unpaid']);
export const orgTypeSchema = z.enum(['test', 'other']);

export const organizationSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  org_type: orgTypeSchema,
  payment_status: paymentStatusSchema,
});
export type OrganizationSummary = z.infer<typeof organizationSummarySchema>;

export const personSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type Person = z.infer<typeof personSchema>;

/** The current user (spec 1 §3 "Current user"), resolved for the current organisation. */
export const currentUserSchema = personSchema.extend({
  /** The role shown and used for the home route: the highest of `roles`. */
  role: roleSchema,
  roles: z.array(roleSchema),
  avatar_small: z.string().nullable(),
  root_admin: z.boolean(),
  available_apps: z.array(z.string()),
  integrations: z.object({
    field_placement: z.object({ ui: z.string().nullable() }),
    applications: z.object({ ui: z.string().nullable() }),
    gateways: z.object({ ui: z.string().nullable() }),
  }),
  wm_sso_enabled: z.boolean(),
  wm_sso_logout_url: z.string().nullable(),
  new_field_placement_enabled: z.boolean(),
  organization: organizationSummarySchema,
  locale: localeSchema,
  plagiarism_enabled: z.boolean(),
  sign_eula: z.boolean(),
  /** Set while a support or provider staff member is acting as this user. */
  impersonator: personSchema.nullable(),
  home: z.enum(['/via/academics', '/via/inprogress']),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userProfileSchema = personSchema.extend({
  role: roleSchema,
  avatar_small: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const userPathSchema = z.object({ id: idSchema });
