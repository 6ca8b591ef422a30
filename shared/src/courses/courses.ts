import { addCalendarDays, type CalendarDate } from '../account/calendar-date';
import type { CourseCategory, GroupStatus } from './course-values';

/** Courses (group templates) and sections (groups) in the hierarchy (spec 2 §2, §3, §4, §5, §6, §9). */

/**
 * spec 2 §5: "A text error stops the save with 'Opps! Something went wrong, please edit your contents and try to
 * save it again!', shown for 5 seconds" (§9: error banner 5 seconds).
 */
export const TEXT_ERROR_BANNER_MS = 5000;

/**
 * spec 2 §5: a course can be deleted only by a user with authority for its node, and only with 0 sections,
 * 0 templates and 0 activity plans. spec 2 §6: with a platform_id set (system administrator integration mode)
 * course deletion is hidden.
 */
export function canDeleteCourse(course: {
  hasNodeAuthority: boolean;
  sectionCount: number;
  templateCount: number;
  activityPlanCount: number;
  organisationPlatformId?: string | null;
}): boolean {
  if (course.organisationPlatformId) return false;
  return (
    course.hasNodeAuthority && course.sectionCount === 0 && course.templateCount === 0 && course.activityPlanCount === 0
  );
}

/** spec 2 §5: templates or log categories already referenced cannot be removed from a course. */
export function canRemoveFromCourse(itemId: string, referencedIds: readonly string[]): boolean {
  return !referencedIds.includes(itemId);
}

/** spec 2 §5: a course must be saved (have an id) before templates or log categories can be added to it. */
export function canAddToCourse(course: { id?: string | null }): boolean {
  return typeof course.id === 'string' && course.id !== '';
}

/**
 * spec 2 §4, §8: a second course cannot be edited before the first is saved ("Please save editing course
 * first!"). Editing the same course again is fine.
 */
export function checkCourseEditStart(
  editingCourseId: string | null | undefined,
  courseId: string,
): { ok: true } | { ok: false; message: 'courses.save_editing_first' } {
  return editingCourseId && editingCourseId !== courseId
    ? { ok: false, message: 'courses.save_editing_first' }
    : { ok: true };
}

/**
 * spec 2 §6: the internship category needs the field_experience app. With a platform_id set the choices are
 * "limited" and internship "is offered": the spec names no other category, so there the choices are course
 * and (with field_experience) internship; workshop is left out.
 */
export function courseCategoryChoices(context: {
  organisationPlatformId?: string | null;
  fieldExperienceApp: boolean;
}): CourseCategory[] {
  const internship: CourseCategory[] = context.fieldExperienceApp ? ['internship'] : [];
  return context.organisationPlatformId ? ['course', ...internship] : ['course', 'workshop', ...internship];
}

/** spec 2 §4: a group toggles between open and closed. */
export function toggledGroupStatus(status: GroupStatus): GroupStatus {
  return status === 'open' ? 'closed' : 'open';
}

/**
 * Which row icons a group shows (spec 2 §4, §6): a closed group hides settings and delete; a program-type
 * node hides edit and delete; with a platform_id, edit only when field experience is enabled. The open/closed
 * toggle always shows.
 */
export function groupRowActions(context: {
  status: GroupStatus;
  nodeType?: string | null;
  organisationPlatformId?: string | null;
  fieldExperienceEnabled?: boolean;
}): { edit: boolean; settings: boolean; delete: boolean; toggle: true } {
  const closed = context.status === 'closed';
  const program = context.nodeType === 'program';
  const platformLimitsEdit = Boolean(context.organisationPlatformId) && context.fieldExperienceEnabled !== true;
  return { edit: !program && !platformLimitsEdit, settings: !closed, delete: !closed && !program, toggle: true };
}

/** spec 2 §2, §9: owners displayed before expansion. */
export const GROUP_OWNERS_SHOWN = 5;

/** The owners a group row shows: the first 5 until expanded; `hasMore` decides the view more/less toggle. */
export function visibleGroupOwners<T>(owners: readonly T[], expanded: boolean): { shown: T[]; hasMore: boolean } {
  const hasMore = owners.length > GROUP_OWNERS_SHOWN;
  return { shown: expanded ? [...owners] : owners.slice(0, GROUP_OWNERS_SHOWN), hasMore };
}

/** spec 2 §5: group and term end-date pickers have a minimum of the start date plus one day. */
export function minimumEndDate(startDate: CalendarDate): CalendarDate {
  return addCalendarDays(startDate, 1);
}

/** spec 1 §3, spec 2 §3: log display options of a group, with their labels. */
export const LOG_DISPLAY_OPTIONS = [
  { value: 'TimeLog', label: 'courses.log_display.time_log' },
  { value: 'CategoryOnlyLog', label: 'courses.log_display.category_only' },
  { value: 'none', label: 'courses.log_display.none' },
] as const;
