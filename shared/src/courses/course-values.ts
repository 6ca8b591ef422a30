/**
 * A course's categories and a group's statuses, in a module of their own: the stored records' schemas
 * (functions/src/db/courses) read them in every Lambda that touches courses, without the courses' sentences.
 */

/** spec 2 §3: course categories (workshop is shown as "Group"). */
export const COURSE_CATEGORIES = ['course', 'workshop', 'internship'] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

export const GROUP_STATUSES = ['open', 'closed'] as const;
export type GroupStatus = (typeof GROUP_STATUSES)[number];
