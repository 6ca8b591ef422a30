import { describe, expect, it } from '@jest/globals';
import type { Profile } from '@tessera/shared';
import { changesOf, draftOf, draftProblems } from './profile-draft';

const today = { year: 2026, month: 11, day: 23 };
const profile: Profile = {
  user_id: 'u1',
  visible: { academic_data: true, demographic_data: true },
  version: 3,
  updated_at: null,
  gender: 'Female',
  role: null,
  major: 'Biology',
  ethnicity: null,
  race_details: null,
  first_generation_student: true,
  pell_eligibility: null,
  year_of_admission: 2024,
  transfer_student: false,
  class_level: null,
  academic_program: null,
  test_scores: { SAT: 1200 },
  birthday: '04/05/2001',
  address: null,
  phone: null,
  resume: null,
};

describe('draftProblems', () => {
  it('refuses a birthday in the future or one the date field could not read, and scores off their scale', () => {
    const draft = draftOf(profile, null);
    expect(draft.birthday).toBe('2001-04-05');
    expect(draftProblems(draft, today)).toEqual({});
    draft.birthday = '2026-11-24';
    draft.scores.ACT = '40';
    draft.scores.GRE = '300';
    expect(draftProblems(draft, today)).toEqual({
      birthday: { key: 'account.birthday.in_future' },
      'test_scores.ACT': { key: 'account.profile.score_out_of_range', params: { test: 'ACT', min: 1, max: 36 } },
    });
    // Text the field could not read in the reader's pattern ("12/31/2000" typed in Spanish) is never sent.
    draft.birthday = '12/31/2000';
    expect(draftProblems(draft, today).birthday).toEqual({ key: 'components.date.invalid' });
  });

  it('takes today itself as a birthday and a blank one', () => {
    const draft = draftOf(profile, null);
    draft.birthday = '2026-11-23';
    expect(draftProblems(draft, today)).toEqual({});
    draft.birthday = '';
    expect(draftProblems(draft, today)).toEqual({});
  });
});

describe('changesOf', () => {
  it('sends a birthday typed in Spanish (1 November 2000) as the API takes it, MM/DD/YYYY', () => {
    const draft = draftOf(profile, null);
    draft.birthday = '2000-11-01';
    expect(changesOf(draft, profile).birthday).toBe('11/01/2000');
  });

  it('sends every shown field at the version read: blanks cleared, numbers whole, flags yes/no/unset', () => {
    const draft = draftOf(profile, null);
    draft.text.major = '  ';
    draft.flags.pell_eligibility = 'yes';
    draft.scores.LSAT = '150';
    const body = changesOf(draft, profile);
    expect(body).toMatchObject({
      version: 3,
      gender: 'Female',
      major: null,
      first_generation_student: true,
      pell_eligibility: true,
      transfer_student: false,
      year_of_admission: 2024,
      birthday: '04/05/2001',
      test_scores: { SAT: 1200, ACT: null, LSAT: 150 },
      resume: null,
    });
  });

  it('leaves out the groups the reader was not shown', () => {
    const contactOnly: Profile = {
      user_id: 'u1',
      visible: { academic_data: false, demographic_data: false },
      version: 1,
      updated_at: null,
      role: 'Teacher',
      address: null,
      phone: null,
      resume: null,
    };
    expect(Object.keys(changesOf(draftOf(contactOnly, null), contactOnly)).sort()).toEqual(
      ['address', 'phone', 'resume', 'role', 'version'].sort(),
    );
  });
});
