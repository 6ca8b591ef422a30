import { type IntegrationsMessageKey } from '../messages/integrations';

/** LMS settings (spec 2 §3, §5). */

export const LMS_TYPES = ['blackboard', 'moodle', 'd2l', 'canvas', 'sakai', 'other'] as const;
export type LmsType = (typeof LMS_TYPES)[number];

export const LMS_URL_FIELDS = [
  'lms_url',
  'public_keyset_url',
  'access_token_url',
  'authentication_request_url',
] as const;
export const LMS_TEXT_FIELDS = ['deployment_id', 'client_id', 'issuer'] as const;

type LmsField = (typeof LMS_URL_FIELDS)[number] | (typeof LMS_TEXT_FIELDS)[number] | 'lms_name';

export type LmsSettingInput = Partial<Record<LmsField, string | null>> & { lms_type?: string | null };
export type LmsSettingValues = Record<LmsField, string> & { lms_type: string };
export type LmsSettingErrors = Partial<Record<LmsField, IntegrationsMessageKey>>;

const TEXT_FIELD_MESSAGES: Record<(typeof LMS_TEXT_FIELDS)[number], IntegrationsMessageKey> = {
  deployment_id: 'integrations.lms.deployment_id_required',
  client_id: 'integrations.lms.client_id_required',
  issuer: 'integrations.lms.issuer_required',
};

/**
 * spec 2 §5: values are trimmed; the four URL fields are required with "can't be blank", deployment_id,
 * client_id and issuer with "Please enter …" (the field's label); lms_name is required when the type is other
 * ("Please enter LMS Name").
 */
export function validateLmsSetting(input: LmsSettingInput): { values: LmsSettingValues; errors: LmsSettingErrors } {
  const trim = (value: string | null | undefined): string => (value ?? '').trim();
  const values = {
    lms_type: trim(input.lms_type),
    lms_name: trim(input.lms_name),
    ...Object.fromEntries([...LMS_URL_FIELDS, ...LMS_TEXT_FIELDS].map((field) => [field, trim(input[field])])),
  } as LmsSettingValues;
  const errors: LmsSettingErrors = {};
  for (const field of LMS_URL_FIELDS) if (values[field] === '') errors[field] = 'integrations.lms.url_blank';
  for (const field of LMS_TEXT_FIELDS) if (values[field] === '') errors[field] = TEXT_FIELD_MESSAGES[field];
  if (values.lms_type === 'other' && values.lms_name === '') errors.lms_name = 'integrations.lms.name_required';
  return { values, errors };
}
