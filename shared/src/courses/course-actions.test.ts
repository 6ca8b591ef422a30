import { message } from '../messages/index';
import { courseActions, courseDeleteRefusal } from './course-actions';

describe('course actions (spec 2 §5, §6)', () => {
  const empty = { hasNodeAuthority: true, sectionCount: 0, templateCount: 0, activityPlanCount: 0 };

  it.each([
    [empty, null],
    [{ ...empty, sectionCount: 1 }, 'courses.delete.not_empty'],
    [{ ...empty, templateCount: 1 }, 'courses.delete.not_empty'],
    [{ ...empty, activityPlanCount: 3 }, 'courses.delete.not_empty'],
    [{ ...empty, hasNodeAuthority: false, sectionCount: 1 }, 'courses.no_authority'],
    [{ ...empty, organisationPlatformId: 'p1' }, 'courses.delete.integration_mode'],
  ])('%j → refusal %s', (course, refusal) => {
    expect(courseDeleteRefusal(course)).toBe(refusal);
    expect(courseActions(course).can_delete).toBe(refusal === null);
  });

  it('an admin without node authority may not edit or add to the course', () => {
    expect(courseActions({ ...empty, hasNodeAuthority: false })).toMatchObject({
      can_edit: false,
      can_add_sections: false,
      can_add_activity_plans: false,
    });
  });

  it('says why in both languages', () => {
    expect(message('courses.delete.not_empty')).toBe(
      'A course can be deleted only when it has no sections, no templates and no activity plans.',
    );
    expect(message('courses.delete.not_empty', 'es')).toContain('secciones');
  });
});
