import { type WebsiteAdminMessageKey } from '../messages/website-admin';

/** Creating an organisation in website administration (spec 3 §3, §5, §9). */

export const ORGANISATION_TYPES = ['test', 'other'] as const;
export const DATA_SOURCES = [0, 1] as const;
/**
 * spec 3 §3, §9: package default none. Nothing reads it yet: the create panel of the organisation list will
 * (its behaviour test arrives with it).
 */
export const DEFAULT_ORGANISATION_PACKAGE = 'none';

export interface OrganisationCreationInput {
  name?: string | null;
  data_source?: number | string | null;
  platform_id?: string | null;
  email?: string | null;
  new_password?: string | null;
  confirm_password?: string | null;
}

type OrganisationField = 'name' | 'data_source' | 'platform_id' | 'email' | 'new_password' | 'confirm_password';
export type OrganisationCreationErrors = Partial<Record<OrganisationField, WebsiteAdminMessageKey>>;

/**
 * spec 3 §5: data_source is required; with data_source 0, platform_id is required; with 1, email, new_password
 * and confirm_password are. Each gives "Can't be blank"; the form is not sent while errors exist. The spec
 * lists no rule for the name; an organisation without one could not be told apart, so it is required too,
 * with the same sentence. Text is checked trimmed (passwords as typed, but all-space counts as blank).
 */
export function validateOrganisationCreation(input: OrganisationCreationInput): OrganisationCreationErrors {
  const errors: OrganisationCreationErrors = {};
  const blank = (value: string | number | null | undefined): boolean => String(value ?? '').trim() === '';
  if (blank(input.name)) errors.name = 'website_admin.blank';
  const source = blank(input.data_source) ? undefined : Number(input.data_source);
  if (source !== 0 && source !== 1) errors.data_source = 'website_admin.blank';
  const required: OrganisationField[] =
    source === 0 ? ['platform_id'] : source === 1 ? ['email', 'new_password', 'confirm_password'] : [];
  for (const field of required) if (blank(input[field])) errors[field] = 'website_admin.blank';
  return errors;
}

/**
 * spec 3 §9: org type test auto-fills the sales and accounting ids with test values. The spec does not give
 * the values; "test" in both says what they are.
 */
export function organisationTypeAutofill(orgType: string): { salesforce_id?: string; intacct_id?: string } {
  return orgType === 'test' ? { salesforce_id: 'test', intacct_id: 'test' } : {};
}
