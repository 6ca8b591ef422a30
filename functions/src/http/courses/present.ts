import { courseActions, type CourseCategory } from '@tessera/shared';
import type { Course } from '../../db/courses/courses';
import { text } from '../../lib/text';
import { administers, templateCount, type CourseScope } from './scope';

/** How the courses context's records look in its contracts' responses. */
export const categoryName = (category: CourseCategory) => text(`courses.category.${category}`);

export function presentCourse(scope: CourseScope, course: Course) {
  const actions = courseActions({
    hasNodeAuthority: administers(scope, course.nodeId),
    sectionCount: course.sectionCount,
    templateCount: templateCount(course),
    activityPlanCount: course.activityPlanCount,
  });
  return {
    id: course.courseId,
    name: course.name,
    code: course.code,
    category: course.category,
    category_name: categoryName(course.category),
    is_internship_enabled: course.category === 'internship',
    hierarchy_id: course.nodeId,
    group_owner_templates: course.ownerTemplateIds,
    group_homepage_templates: course.homepageTemplateIds,
    referenced_template_ids: Object.entries(course.planTemplateUses)
      .filter(([, uses]) => uses > 0)
      .map(([templateId]) => templateId),
    groups_count: course.sectionCount,
    activity_plans_count: course.activityPlanCount,
    version: course.version,
    created_at: course.createdAt,
    updated_at: course.updatedAt,
    ...actions,
    delete_refusal: actions.delete_refusal ? text(actions.delete_refusal) : null,
  };
}
