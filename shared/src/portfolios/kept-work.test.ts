import { isSubmittedWork, titleChangeRefusal, trashRefusal } from './kept-work';

describe('submitted work is kept for its assessors (issue 21 defect 5)', () => {
  it('lets the owner trash only work that was never submitted', () => {
    expect(trashRefusal({ revisionCount: 0 })).toBeNull();
    expect(trashRefusal({ revisionCount: 0, activityStatus: 'open' })).toBeNull();
    expect(trashRefusal({ revisionCount: 1 })).toBe('portfolios.submitted_kept');
    expect(trashRefusal({ revisionCount: 3, activityStatus: 'closed' })).toBe('portfolios.submitted_kept');
    expect(isSubmittedWork({ revisionCount: 2 })).toBe(true);
  });

  it('fixes the title once submitted and while the section is closed', () => {
    expect(titleChangeRefusal({ revisionCount: 0 })).toBeNull();
    expect(titleChangeRefusal({ revisionCount: 0, activityStatus: 'open' })).toBeNull();
    expect(titleChangeRefusal({ revisionCount: 1, activityStatus: 'open' })).toBe('portfolios.title_fixed_submitted');
    expect(titleChangeRefusal({ revisionCount: 0, activityStatus: 'closed' })).toBe('portfolios.title_fixed_closed');
    expect(titleChangeRefusal({ revisionCount: 2, activityStatus: 'closed' })).toBe('portfolios.title_fixed_closed');
  });
});
