import {
  ACADEMIC_PROFILE_FIELDS,
  CONTACT_PROFILE_FIELDS,
  DEMOGRAPHIC_PROFILE_FIELDS,
  testScoreProblem,
  visibleProfileFields,
} from './profile';

const none = { academicData: false, demographicData: false };

describe('who sees which profile fields (spec 2 §6: faculty data permissions)', () => {
  it('shows the owner and administrators every field whatever the preference', () => {
    for (const reader of ['owner', 'admin'] as const) {
      expect(visibleProfileFields(reader, none)).toEqual(
        expect.arrayContaining([...CONTACT_PROFILE_FIELDS, ...ACADEMIC_PROFILE_FIELDS, ...DEMOGRAPHIC_PROFILE_FIELDS]),
      );
    }
  });

  it('shows faculty only the contact fields until the organisation grants academic or demographic data', () => {
    expect(visibleProfileFields('faculty', none)).toEqual([...CONTACT_PROFILE_FIELDS]);
    const academic = visibleProfileFields('faculty', { academicData: true, demographicData: false });
    expect(academic).toEqual(expect.arrayContaining([...ACADEMIC_PROFILE_FIELDS]));
    expect(academic).not.toContain('birthday');
    const demographic = visibleProfileFields('faculty', { academicData: false, demographicData: true });
    expect(demographic).toContain('ethnicity');
    expect(demographic).not.toContain('test_scores');
  });
});

describe('test scores (spec 2 §3: SAT, ACT, GRE, MCAT, GMAT, LSAT)', () => {
  it.each([
    ['SAT', 1600, undefined],
    ['SAT', 1601, 'account.profile.score_out_of_range'],
    ['ACT', 0, 'account.profile.score_out_of_range'],
    ['ACT', 36, undefined],
    ['LSAT', 150.5, 'account.profile.score_out_of_range'],
    ['MCAT', 472, undefined],
  ] as const)('%s %d → %s', (test, score, problem) => {
    expect(testScoreProblem(test, score)).toBe(problem);
  });
});
