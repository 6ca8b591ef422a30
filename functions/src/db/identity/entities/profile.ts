import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/** The profile's fields under the spec's names (spec 2 §3); birthday as YYYY-MM-DD, resume an attachment id. */
export const profileFieldsRecord = recordSchema(() =>
  z.object({
    gender: z.nullable(z.string()),
    role: z.nullable(z.string()),
    major: z.nullable(z.string()),
    ethnicity: z.nullable(z.string()),
    race_details: z.nullable(z.string()),
    first_generation_student: z.nullable(z.boolean()),
    pell_eligibility: z.nullable(z.boolean()),
    year_of_admission: z.nullable(z.number()),
    transfer_student: z.nullable(z.boolean()),
    class_level: z.nullable(z.string()),
    academic_program: z.nullable(z.string()),
    test_scores: z.record(z.string(), z.number()),
    birthday: z.nullable(z.string()),
    address: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    resume: z.nullable(z.string()),
  }),
);
export type ProfileFields = RecordOf<typeof profileFieldsRecord>;

/**
 * A member's profile in one organisation (spec 2 §3 "Profile fields", §5): the institution's record of the
 * person, so it lives with the membership under the organisation's key. `version` guards saves (0: none yet).
 */
export const profileRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    userId: z.string(),
    fields: profileFieldsRecord(),
    version: z.number(),
    updatedAt: z.string(),
  }),
);
export type Profile = RecordOf<typeof profileRecord>;

export const EMPTY_PROFILE_FIELDS: ProfileFields = {
  gender: null,
  role: null,
  major: null,
  ethnicity: null,
  race_details: null,
  first_generation_student: null,
  pell_eligibility: null,
  year_of_admission: null,
  transfer_student: null,
  class_level: null,
  academic_program: null,
  test_scores: {},
  birthday: null,
  address: null,
  phone: null,
  resume: null,
};

export const profileEntity = defineEntity<Profile>()({
  name: 'profile',
  keyFields: ['organizationId', 'userId'],
  key: ({ organizationId, userId }) => ({ pk: `ORG#${organizationId}`, sk: `PROFILE#${userId}` }),
  record: profileRecord,
});
