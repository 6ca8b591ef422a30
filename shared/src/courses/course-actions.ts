import type { CoursesMessageKey } from '../messages/courses';
import { canDeleteCourse } from './courses';

/** What a caller may do with a course (spec 2 §2, §5, §6): the row icons and the delete check answer from it. */
export interface CourseFacts {
  /** The caller has node authority over the course's node. */
  hasNodeAuthority: boolean;
  sectionCount: number;
  templateCount: number;
  activityPlanCount: number;
  organisationPlatformId?: string | null;
}

export interface CourseActions {
  can_edit: boolean;
  can_delete: boolean;
  /** Why the course cannot be deleted (a catalogue key), or null. */
  delete_refusal: CoursesMessageKey | null;
  can_add_sections: boolean;
  can_add_activity_plans: boolean;
}

/** Why the course cannot be deleted now, most fundamental reason first; null when it can (canDeleteCourse). */
export function courseDeleteRefusal(course: CourseFacts): CoursesMessageKey | null {
  if (canDeleteCourse(course)) return null;
  if (course.organisationPlatformId) return 'courses.delete.integration_mode';
  if (!course.hasNodeAuthority) return 'courses.no_authority';
  return 'courses.delete.not_empty';
}

export function courseActions(course: CourseFacts): CourseActions {
  const refusal = courseDeleteRefusal(course);
  return {
    can_edit: course.hasNodeAuthority,
    can_delete: refusal === null,
    delete_refusal: refusal,
    can_add_sections: course.hasNodeAuthority,
    can_add_activity_plans: course.hasNodeAuthority,
  };
}
