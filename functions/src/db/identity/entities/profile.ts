import { defineEntity } from '../../entity';

/** The profile's fields under the spec's names (spec 2 §3); birthday as YYYY-MM-DD, resume an attachment id. */
export interface ProfileFields {
  gender: string | null;
  role: string | null;
  major: string | null;
  ethnicity: string | null;
  race_details: string | null;
  first_generation_student: boolean | null;
  pell_eligibility: boolean | null;
  year_of_admission: number | null;
  transfer_student: boolean | null;
  class_level: string | null;
  academic_program: string | null;
  test_scores: Record<string, number>;
  birthday: string | null;
  address: string | null;
  phone: string | null;
  resume: string | null;
}

/**
 * A member's profile in one organisation (spec 2 §3 "Profile fields", §5): the institution's record of the
 * person, so it lives with the membership under the organisation's key. `version` guards saves (0: none yet).
 */
export interface Profile {
  organizationId: string;
  userId: string;
  fields: ProfileFields;
  version: number;
  updatedAt: string;
}

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
});
