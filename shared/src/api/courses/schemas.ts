import * as z from 'zod/mini';
import { COURSE_CATEGORIES, GROUP_STATUSES } from '../../courses/course-values';
import { LOG_DISPLAY_OPTIONS } from '../../courses/courses';
import { GROUP_SORT_OPTIONS } from '../../courses/group-sort';
import { SECTION_ROLES } from '../../courses/section-members';
import { ACTIVITY_STATUSES } from '../../courses/activity-status';
import { idSchema, listCursorSchema } from '../identity/schemas';

/**
 * The courses context's HTTP shapes (spec 1 §3 "Group", spec 2 §3 "Group template (course)", "Group
 * (section)", "Group template activity plan"). Names follow the spec (`group_owner_templates`,
 * `group_homepage_templates`, `groups_count`); what it leaves open is named in the same style. Every course
 * and section answers which actions the caller may take now and carries its `version`.
 */
export const COURSE_LIMITS = { name: 255, code: 64, templates: 40 } as const;

export const courseCategorySchema = z.enum(COURSE_CATEGORIES);
export const coursePathSchema = z.object({ id: idSchema });

/** The version the caller read: a change over a newer one is a 409 (a stale save). */
export const courseVersionSchema = z.int().check(z.gte(1)).check(z.lte(1_000_000_000));
export const courseVersionQuerySchema = z.object({ version: z.pipe(z.coerce.number(), courseVersionSchema) });

export const courseListQuerySchema = z.object({
  node: idSchema,
  /** spec 2 §9: name, code, recently created, least recently created (default name). */
  sort: z.optional(
    z.enum(
      GROUP_SORT_OPTIONS.map((option) => option.value) as [
        'name',
        'code',
        'recently_created',
        'least_recently_created',
      ],
    ),
  ),
  /** In the name or the code, any case. */
  search: z.optional(z.string().check(z.maxLength(COURSE_LIMITS.name))),
  /** Where the page starts: the `cursor` of the previous page's answer, sent back as it came (ADR 0028 §4). */
  cursor: z.optional(listCursorSchema),
});

const templateIds = z.array(idSchema).check(z.maxLength(COURSE_LIMITS.templates));

/** spec 2 §3 "Group template payload": a new course has no templates yet (spec 2 §5: saved first). */
export const createCourseBodySchema = z.object({
  node_id: idSchema,
  name: z.string().check(z.maxLength(COURSE_LIMITS.name)),
  code: z.optional(z.string().check(z.maxLength(COURSE_LIMITS.code))),
  category: courseCategorySchema,
});

export const updateCourseBodySchema = z.object({
  name: z.string().check(z.maxLength(COURSE_LIMITS.name)),
  code: z.optional(z.string().check(z.maxLength(COURSE_LIMITS.code))),
  category: courseCategorySchema,
  /** Published templates of the course's node or above that section owners work with. */
  group_owner_templates: z.optional(templateIds),
  /** Published group homepage templates of the node or above; a section's homepage is one of them. */
  group_homepage_templates: z.optional(templateIds),
  /** Log categories of the node or above that the course's sections log time under (spec 2 §3, §5). */
  group_log_categories: z.optional(templateIds),
  version: courseVersionSchema,
});

export const courseCategoryChoiceSchema = z.object({ value: courseCategorySchema, label: z.string() });

/** What the caller may do with the course now (shared/src/courses/course-actions.ts). */
export const courseActionsSchema = z.object({
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** Why not, as a sentence for the error modal (spec 2 §10 "Failed delete checks"); null when deletable. */
  delete_refusal: z.nullable(z.string()),
  can_add_sections: z.boolean(),
  can_add_activity_plans: z.boolean(),
});

export const courseSchema = z.object({
  id: idSchema,
  name: z.string(),
  code: z.string(),
  category: courseCategorySchema,
  /** The category as shown (workshop is shown as "Group"). */
  category_name: z.string(),
  is_internship_enabled: z.boolean(),
  hierarchy_id: idSchema,
  group_owner_templates: z.array(idSchema),
  group_homepage_templates: z.array(idSchema),
  /** Templates used by the course's activity plans: they cannot be removed from the course (spec 2 §5). */
  referenced_template_ids: z.array(idSchema),
  group_log_categories: z.array(idSchema),
  /** Log categories with entries in the course's time logs: they cannot be removed (spec 2 §5). */
  referenced_log_category_ids: z.array(idSchema),
  groups_count: z.int(),
  activity_plans_count: z.int(),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  ...courseActionsSchema.shape,
});
export type CourseView = z.infer<typeof courseSchema>;

/** A page of 25 courses: `more` says whether another page may follow, read with `cursor` (same sort and search). */
export const courseListSchema = z.object({
  items: z.array(courseSchema),
  more: z.boolean(),
  cursor: z.nullable(z.string()),
  /** The categories a new course may take in this organisation (spec 2 §6), with their labels. */
  category_choices: z.array(courseCategoryChoiceSchema),
});

export const courseDeletableSchema = z.object({ is_deletable: z.boolean(), message: z.nullable(z.string()) });

export const SECTION_LIMITS = { code: 64, title: 255, owners: 50 } as const;
export const sectionPathSchema = z.object({ id: idSchema });
export const sectionStatusSchema = z.enum(GROUP_STATUSES);
export const logDisplaySchema = z.enum(
  LOG_DISPLAY_OPTIONS.map((option) => option.value) as ['TimeLog', 'CategoryOnlyLog', 'none'],
);

/** spec 2 §3 "Group create or update payload" (members come with their own routes). */
export const sectionFieldsSchema = z.object({
  group_code: z.string().check(z.maxLength(SECTION_LIMITS.code)),
  title: z.string().check(z.maxLength(SECTION_LIMITS.title)),
  /** Shown on the faculty home; the title when blank. */
  name: z.optional(z.string().check(z.maxLength(SECTION_LIMITS.title))),
  owner_ids: z.optional(z.array(idSchema).check(z.maxLength(SECTION_LIMITS.owners))),
  term_id: z.optional(z.nullable(idSchema)),
  /** MM/DD/YYYY (or YYYY-MM-DD); end ≥ start + 1 day. */
  start_date: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
  end_date: z.optional(z.nullable(z.string().check(z.maxLength(32)))),
  display_log_type: z.optional(logDisplaySchema),
  mentor_notifications: z.optional(z.enum(['enabled', 'disabled'])),
  sync_to_field_placement: z.optional(z.boolean()),
});
export const updateSectionBodySchema = z.object({ ...sectionFieldsSchema.shape, version: courseVersionSchema });
export const changeSectionStatusBodySchema = z.object({ status: sectionStatusSchema, version: courseVersionSchema });

export const sectionOwnerSchema = z.object({ id: idSchema, first_name: z.string(), last_name: z.string() });

/** What the caller may do with the section now (shared's groupRowActions, with the caller's authority). */
export const sectionActionsSchema = z.object({
  can_edit: z.boolean(),
  can_open_settings: z.boolean(),
  can_delete: z.boolean(),
  delete_refusal: z.nullable(z.string()),
  can_toggle_status: z.boolean(),
  can_manage_members: z.boolean(),
});

export const sectionSchema = z.object({
  id: idSchema,
  group_template_id: idSchema,
  group_code: z.string(),
  title: z.string(),
  name: z.string(),
  owner_ids: z.array(idSchema),
  owners: z.array(sectionOwnerSchema),
  term_id: z.nullable(idSchema),
  term_info: z.nullable(z.object({ id: idSchema, code: z.string(), name: z.string() })),
  /** MM/DD/YYYY (spec 2 §3). */
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  status: sectionStatusSchema,
  status_label: z.string(),
  display_log_type: logDisplaySchema,
  display_log_label: z.string(),
  mentor_notifications: z.enum(['enabled', 'disabled']),
  sync_to_field_placement: z.boolean(),
  members_count: z.int(),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  ...sectionActionsSchema.shape,
});
export type SectionView = z.infer<typeof sectionSchema>;

export const sectionListQuerySchema = z.object({
  sort: courseListQuerySchema.shape.sort,
  search: z.optional(z.string().check(z.maxLength(SECTION_LIMITS.title))),
  cursor: courseListQuerySchema.shape.cursor,
});

/** A page of 25 sections: `more` says whether another page may follow, read with `cursor` (same sort and search). */
export const sectionListSchema = z.object({
  items: z.array(sectionSchema),
  more: z.boolean(),
  cursor: z.nullable(z.string()),
});

export const sectionRoleSchema = z.enum(SECTION_ROLES);
export const sectionMemberSchema = z.object({
  id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: sectionRoleSchema,
  role_label: z.string(),
});
export const sectionMemberListSchema = z.object({ items: z.array(sectionMemberSchema) });

export const memberCandidateQuerySchema = z.object({ search: z.optional(z.string().check(z.maxLength(100))) });
export const memberCandidateListSchema = z.object({
  items: z.array(z.object({ id: idSchema, first_name: z.string(), last_name: z.string(), email: z.string() })),
  /** "No result" when nothing matches (spec 2 §5), else null. */
  message: z.nullable(z.string()),
});

export const addSectionMemberBodySchema = z.object({ user_id: idSchema, role: z.optional(sectionRoleSchema) });
export const sectionMemberPathSchema = z.object({ id: idSchema, userId: idSchema });

export const PLAN_LIMITS = { title: 255 } as const;
export const activityPlanPathSchema = z.object({ id: idSchema, planId: idSchema });

/** spec 2 §3 "Group template activity plan": dates MM/DD/YYYY (or YYYY-MM-DD), visible ≤ open ≤ due. */
export const activityPlanFieldsSchema = z.object({
  title: z.string().check(z.maxLength(PLAN_LIMITS.title)),
  /** One of the course's templates (owner templates), published. */
  template_id: idSchema,
  visible_date: z.string().check(z.maxLength(32)),
  open_submission_date: z.string().check(z.maxLength(32)),
  due_date: z.string().check(z.maxLength(32)),
});
export const updateActivityPlanBodySchema = z.object({
  ...activityPlanFieldsSchema.shape,
  version: courseVersionSchema,
});

export const activityPlanSchema = z.object({
  id: idSchema,
  group_template_id: idSchema,
  title: z.string(),
  template_id: idSchema,
  template_title: z.string(),
  /** MM/DD/YYYY. */
  visible_date: z.string(),
  open_submission_date: z.string(),
  due_date: z.string(),
  /** done: every section holds the activity; pending: the propagation job is still writing copies. */
  propagation: z.enum(['pending', 'done']),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
  can_delete: z.boolean(),
});
export type ActivityPlanView = z.infer<typeof activityPlanSchema>;
export const activityPlanListSchema = z.object({ items: z.array(activityPlanSchema) });

export const activityStatusSchema = z.enum(ACTIVITY_STATUSES);

/** One activity of a section as a member or an owner sees it (spec 1 §3 "Activity"). */
export const activitySchema = z.object({
  /** `<groupId>.<planId>`: the section's copy of a plan. */
  id: idSchema,
  activity_id: idSchema,
  group_id: idSchema,
  group_title: z.string(),
  title: z.string(),
  template_id: idSchema,
  /** MM/DD/YYYY. */
  post_datetime: z.string(),
  open_submission_date: z.string(),
  due_datetime: z.string(),
  /** The caller's own progress; null for owners and assessors. */
  status: z.nullable(activityStatusSchema),
  status_label: z.nullable(z.string()),
  /** spec 1 §9 date proximity (overdue, due today, tomorrow, within 3 days) for work still to hand in. */
  due_label: z.nullable(z.string()),
  portfolio_id: z.nullable(idSchema),
  /** Submissions are open (the open submission date has come and the section is open). */
  is_open: z.boolean(),
});
export type ActivityView = z.infer<typeof activitySchema>;

export const userActivitiesPathSchema = z.object({ id: idSchema });
export const userGroupPathSchema = z.object({ id: idSchema, groupId: idSchema });
export const myActivitiesQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(2048))) });
export const activityPageSchema = z.object({
  items: z.array(activitySchema),
  /** Pass back to read the next 15; null at the end. */
  cursor: z.nullable(z.string()),
});

/** A section as the people in it see it: their place and workflow roles (spec 1 §6). */
export const userGroupSchema = z.object({
  id: idSchema,
  group_template_id: idSchema,
  group_code: z.string(),
  title: z.string(),
  name: z.string(),
  status: sectionStatusSchema,
  start_date: z.nullable(z.string()),
  end_date: z.nullable(z.string()),
  display_log_type: logDisplaySchema,
  owners: z.array(sectionOwnerSchema),
  is_owner: z.boolean(),
  role: z.nullable(sectionRoleSchema),
  workflow_roles: z.array(z.string()),
  members_count: z.int(),
});
export const userGroupListSchema = z.object({ items: z.array(userGroupSchema) });

export const activitySetSchema = z.object({ group: userGroupSchema, activities: z.array(activitySchema) });

export const statusCountsSchema = z.object({
  not_started: z.int(),
  in_progress: z.int(),
  submitted: z.int(),
  assessed: z.int(),
});

/** A section owner's progress view: every member × activity, with state counts (issue 11). */
export const sectionProgressSchema = z.object({
  group_id: idSchema,
  activities: z.array(
    z.object({ id: idSchema, title: z.string(), due_datetime: z.string(), counts: statusCountsSchema }),
  ),
  members: z.array(
    z.object({
      id: idSchema,
      first_name: z.string(),
      last_name: z.string(),
      progress: z.array(
        z.object({
          activity_id: idSchema,
          status: activityStatusSchema,
          status_label: z.string(),
          portfolio_id: z.nullable(idSchema),
        }),
      ),
      counts: statusCountsSchema,
    }),
  ),
  counts: statusCountsSchema,
});

/** A page of a section's progress list (ADR 0028 §3): `cursor` from a previous answer reads the next 25. */
export const sectionProgressQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(2048))) });

/**
 * A section owner's progress list, a page at a time (ADR 0028 §3): every activity with its counts (kept on the
 * activity), the counts in all, and 25 students by last name, first name × the activities; `cursor` reads the
 * next page while `more`.
 */
export const sectionProgressPageSchema = z.extend(sectionProgressSchema, {
  /** Pass back as `?cursor=` for the next page; null at the end. */
  cursor: z.nullable(z.string()),
  more: z.boolean(),
});

/**
 * A page of a section's submitted work awaiting assessment (ADR 0028 §3), oldest submission first (the order an
 * assessor works through it), 25 a page; `total` is the activities' count of submitted work. Each item names
 * the student, the activity and the revision submitted, and the assessments begun on it that the caller may
 * see (the assessments context's one visibility rule), the assessor named only where that rule names them.
 */
export const awaitingAssessmentPageSchema = z.object({
  group_id: idSchema,
  total: z.int(),
  items: z.array(
    z.object({
      portfolio_id: idSchema,
      revision: z.int(),
      submitted_at: z.string(),
      owner: z.object({ id: idSchema, first_name: z.string(), last_name: z.string() }),
      activity: z.object({ id: idSchema, title: z.string(), due_datetime: z.string() }),
      assessments: z.array(
        z.object({
          assessor_full_name: z.nullable(z.string()),
          is_primary: z.boolean(),
          done: z.boolean(),
          /** The caller's own assessment. */
          mine: z.boolean(),
        }),
      ),
    }),
  ),
  /** Pass back as `?cursor=` for the next page; null at the end. */
  cursor: z.nullable(z.string()),
  more: z.boolean(),
});

export const groupHomepageSchema = z.object({
  group_id: idSchema,
  /** The course's first group homepage template (spec 2 §3), or null when it has none. */
  template: z.nullable(z.object({ id: idSchema, title: z.string(), workflow_id: z.string() })),
});

export const groupRubricsSchema = z.object({
  items: z.array(z.object({ id: idSchema, title: z.string(), state: z.string() })),
});

export const activityTemplatePathSchema = z.object({ id: idSchema, groupId: idSchema, activity_id: idSchema });
export const activityTemplateBodySchema = z.object({ template_id: idSchema });

export const referencedActivitiesBodySchema = z.object({
  activity_ids: z.array(idSchema).check(z.maxLength(100)),
});
export const referencedActivitiesSchema = z.object({ items: z.array(activitySchema) });

export const groupTemplatePortfoliosPathSchema = z.object({ id: idSchema, templateId: idSchema });
export const groupTemplatePortfoliosSchema = z.object({
  items: z.array(
    z.object({
      portfolio_id: idSchema,
      owner_id: idSchema,
      owner_full_name: z.string(),
      activity_id: idSchema,
      activity_status: activityStatusSchema,
    }),
  ),
});

// ── Time log (issue 11): a section's entries by member, with totals (shared/src/courses/time-log.ts).
export const timeLogEntryPathSchema = z.object({ id: idSchema, entryId: idSchema });
const logDate = z.string().check(z.maxLength(10));

export const timeLogEntryBodySchema = z.object({
  /** YYYY-MM-DD, not after today. */
  date: logDate,
  /** hours:minutes; required by a "Time-log & Categories" section, ignored by a categories-only one. */
  duration: z.optional(z.nullable(z.string().check(z.maxLength(12)))),
  log_category_id: idSchema,
  note: z.optional(z.string().check(z.maxLength(4000))),
});
export const updateTimeLogEntryBodySchema = z.extend(timeLogEntryBodySchema, { version: courseVersionSchema });

export const logCategoryRefSchema = z.object({ id: idSchema, name: z.string() });

export const timeLogEntrySchema = z.object({
  id: idSchema,
  user_id: idSchema,
  date: z.string(),
  /** hours:minutes, or null in a categories-only log. */
  duration: z.nullable(z.string()),
  log_category_id: idSchema,
  log_category_name: z.string(),
  note: z.string(),
  version: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
  can_change: z.boolean(),
});
export type TimeLogEntryView = z.infer<typeof timeLogEntrySchema>;

export const timeLogTotalsSchema = z.object({
  entries: z.int(),
  /** hours:minutes. */
  duration: z.string(),
  by_category: z.array(
    z.object({ log_category_id: idSchema, name: z.string(), entries: z.int(), duration: z.string() }),
  ),
});

export const timeLogMemberSchema = z.object({
  user_id: idSchema,
  first_name: z.string(),
  last_name: z.string(),
  entries: z.array(timeLogEntrySchema),
  totals: timeLogTotalsSchema,
});

export const sectionTimeLogSchema = z.object({
  group_id: idSchema,
  title: z.string(),
  status: sectionStatusSchema,
  display_log_type: logDisplaySchema,
  display_log_label: z.string(),
  categories: z.array(logCategoryRefSchema),
  /** The caller records their own entries (a member of an open section that keeps a log). */
  can_record: z.boolean(),
  /** The caller reads every member's log (owners and mentors); otherwise `members` holds only the caller. */
  reads_every_log: z.boolean(),
  members: z.array(timeLogMemberSchema),
});
export type SectionTimeLogView = z.infer<typeof sectionTimeLogSchema>;

/** The log categories a course may take: its node's and the nodes' above it (spec 2 §3, §5). */
export const courseLogCategoryChoicesSchema = z.object({
  items: z.array(z.extend(logCategoryRefSchema, { node_id: idSchema, node_title: z.string() })),
});
