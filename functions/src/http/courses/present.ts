import { courseActions, groupRowActions, type CourseCategory } from '@tessera/shared';
import type { Course } from '../../db/courses/courses';
import type { Section } from '../../db/courses/sections';
import type { OrganisationTerm } from '../../ports/hierarchy';
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
    group_log_categories: course.logCategoryIds,
    referenced_log_category_ids: Object.entries(course.logCategoryUses)
      .filter(([, uses]) => uses > 0)
      .map(([categoryId]) => categoryId),
    groups_count: course.sectionCount,
    activity_plans_count: course.activityPlanCount,
    version: course.version,
    created_at: course.createdAt,
    updated_at: course.updatedAt,
    ...actions,
    delete_refusal: actions.delete_refusal ? text(actions.delete_refusal) : null,
  };
}

/** A date stored YYYY-MM-DD, shown MM/DD/YYYY (spec 2 §3). */
const usDate = (iso: string | null): string | null => {
  if (!iso) return null;
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
};

const LOG_LABELS = {
  TimeLog: 'courses.log_display.time_log',
  CategoryOnlyLog: 'courses.log_display.category_only',
  none: 'courses.log_display.none',
} as const;

/** One section as its row and editor show it; `manages`: the caller administers its course's node. */
export function presentSection(section: Section, manages: boolean, terms: ReadonlyMap<string, OrganisationTerm>) {
  const row = groupRowActions({ status: section.status });
  const term = section.termId ? terms.get(section.termId) : undefined;
  const deleteRefusal =
    section.status === 'closed'
      ? text('courses.section.closed')
      : section.membersCount > 0
        ? text('courses.section.has_members')
        : null;
  return {
    id: section.groupId,
    group_template_id: section.courseId as string,
    group_code: section.groupCode,
    title: section.title,
    name: section.name || section.title,
    owner_ids: section.owners.map((owner) => owner.userId),
    owners: section.owners.map((owner) => ({
      id: owner.userId,
      first_name: owner.firstName,
      last_name: owner.lastName,
    })),
    term_id: section.termId,
    term_info: term ? { id: term.termId, code: term.code, name: term.name } : null,
    start_date: usDate(section.startDate),
    end_date: usDate(section.endDate),
    status: section.status,
    status_label: text(`courses.status.${section.status}`),
    display_log_type: section.displayLogType,
    display_log_label: text(LOG_LABELS[section.displayLogType]),
    mentor_notifications: section.mentorNotifications,
    sync_to_field_placement: section.syncToFieldPlacement,
    members_count: section.membersCount,
    version: section.version,
    created_at: section.createdAt,
    updated_at: section.updatedAt,
    can_edit: manages && row.edit,
    can_open_settings: manages && row.settings,
    can_delete: manages && row.delete && section.membersCount === 0,
    delete_refusal: manages ? deleteRefusal : text('courses.no_authority'),
    can_toggle_status: manages,
    can_manage_members: manages && section.status === 'open',
  };
}
