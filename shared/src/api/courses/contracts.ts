import * as z from 'zod/mini';
import { defineContract } from '../contract';
import {
  courseLogCategoryChoicesSchema,
  sectionTimeLogSchema,
  timeLogEntryBodySchema,
  timeLogEntryPathSchema,
  timeLogEntrySchema,
  updateTimeLogEntryBodySchema,
  addSectionMemberBodySchema,
  memberCandidateListSchema,
  memberCandidateQuerySchema,
  sectionMemberListSchema,
  sectionMemberPathSchema,
  sectionMemberSchema,
  courseDeletableSchema,
  courseListQuerySchema,
  courseListSchema,
  coursePathSchema,
  courseSchema,
  courseVersionQuerySchema,
  changeSectionStatusBodySchema,
  createCourseBodySchema,
  sectionFieldsSchema,
  sectionListQuerySchema,
  sectionListSchema,
  sectionPathSchema,
  sectionSchema,
  updateSectionBodySchema,
  updateCourseBodySchema,
  activityPageSchema,
  awaitingAssessmentPageSchema,
  activityPlanFieldsSchema,
  activityPlanListSchema,
  activityPlanPathSchema,
  activityPlanSchema,
  activitySetSchema,
  activitySchema,
  activityTemplateBodySchema,
  activityTemplatePathSchema,
  groupHomepageSchema,
  groupRubricsSchema,
  groupTemplatePortfoliosPathSchema,
  groupTemplatePortfoliosSchema,
  myActivitiesQuerySchema,
  referencedActivitiesBodySchema,
  referencedActivitiesSchema,
  sectionProgressPageSchema,
  sectionProgressQuerySchema,
  sectionProgressSchema,
  updateActivityPlanBodySchema,
  userGroupListSchema,
  userGroupPathSchema,
  userGroupSchema,
  userActivitiesPathSchema,
} from './schemas';

/**
 * Courses (group templates), sections (groups), memberships, activity plans and activities (spec 1 §1–3,
 * §6–7; spec 2 §2–9). The spec's paths are kept where it gives them (GET /api/groups, the upload-members
 * routes, the homepage, …); the rest are REST paths in the same style (`/api/group-templates` for courses).
 * Managing courses and sections is for admins with node authority over the course's node; sections are seen
 * by their owners and members too. Every change names the version it read (a stale one is a 409).
 * docs/adr/0017-courses-sections-activities.md.
 */
const ADMINS = ['admin', 'root_admin'] as const;

export const listCourses = defineContract({
  id: 'courses.listCourses',
  context: 'courses',
  method: 'GET',
  path: '/api/group-templates',
  audience: ADMINS,
  summary:
    'A page of the courses of a node the caller administers, sorted (name, code, recently or least recently created) and searched, with a cursor for the next and the categories a new course may take (spec 2 §2, §9).',
  request: { query: courseListQuerySchema },
  response: courseListSchema,
});

export const getCourse = defineContract({
  id: 'courses.getCourse',
  context: 'courses',
  method: 'GET',
  path: '/api/group-templates/{id}',
  audience: ADMINS,
  summary: 'One course of a node the caller administers, with what the caller may do with it.',
  request: { path: coursePathSchema },
  response: courseSchema,
});

export const createCourse = defineContract({
  id: 'courses.createCourse',
  context: 'courses',
  method: 'POST',
  path: '/api/group-templates',
  audience: ADMINS,
  summary:
    'Create a course on a node the caller administers (name, code, category); templates are added once it is saved (spec 2 §5).',
  successStatus: 201,
  request: { body: createCourseBodySchema },
  response: courseSchema,
});

export const updateCourse = defineContract({
  id: 'courses.updateCourse',
  context: 'courses',
  method: 'PUT',
  path: '/api/group-templates/{id}',
  audience: ADMINS,
  summary:
    'Save a course at the version read: name, code, category, owner and homepage templates (published, of its node or above; referenced ones stay).',
  request: { path: coursePathSchema, body: updateCourseBodySchema },
  response: courseSchema,
});

export const checkCourseDeletable = defineContract({
  id: 'courses.checkCourseDeletable',
  context: 'courses',
  method: 'GET',
  path: '/api/group-templates/{id}/deletable',
  audience: ADMINS,
  summary: 'Whether a course may be deleted (is_deletable), and the sentence of the error modal when not (spec 2 §5).',
  request: { path: coursePathSchema },
  response: courseDeletableSchema,
});

export const deleteCourse = defineContract({
  id: 'courses.deleteCourse',
  context: 'courses',
  method: 'DELETE',
  path: '/api/group-templates/{id}',
  audience: ADMINS,
  summary: 'Delete a course with 0 sections, 0 templates and 0 activity plans, at the version read (spec 2 §5).',
  request: { path: coursePathSchema, query: courseVersionQuerySchema },
  response: z.object({ ok: z.literal(true), message: z.string() }),
});

export const listCourseSections = defineContract({
  id: 'courses.listCourseSections',
  context: 'courses',
  method: 'GET',
  path: '/api/group-templates/{id}/groups',
  audience: ADMINS,
  summary:
    'A page of the sections of a course the caller administers, sorted and searched as courses are, with a cursor for the next (spec 2 §2, §9).',
  request: { path: coursePathSchema, query: sectionListQuerySchema },
  response: sectionListSchema,
});

export const createSection = defineContract({
  id: 'courses.createSection',
  context: 'courses',
  method: 'POST',
  path: '/api/group-templates/{id}/groups',
  audience: ADMINS,
  summary:
    'Create a section in a course: code (unique in the organisation), title, owners, term, dates (end ≥ start + 1 day), log display, mentor notifications, field-placement sync (spec 2 §3, §5).',
  successStatus: 201,
  request: { path: coursePathSchema, body: sectionFieldsSchema },
  response: sectionSchema,
});

export const getSection = defineContract({
  id: 'courses.getSection',
  context: 'courses',
  method: 'GET',
  path: '/api/groups/{id}',
  audience: 'authenticated',
  summary: 'One section: for admins of its course’s node and for its owners; anyone else gets 404.',
  request: { path: sectionPathSchema },
  response: sectionSchema,
});

export const updateSection = defineContract({
  id: 'courses.updateSection',
  context: 'courses',
  method: 'PUT',
  path: '/api/groups/{id}',
  audience: ADMINS,
  summary: 'Save a section at the version read (the section editor).',
  request: { path: sectionPathSchema, body: updateSectionBodySchema },
  response: sectionSchema,
});

export const changeSectionStatus = defineContract({
  id: 'courses.changeSectionStatus',
  context: 'courses',
  method: 'PUT',
  path: '/api/groups/{id}/change-status',
  audience: ADMINS,
  summary: 'Open or close a section (change_group_status, spec 2 §4) at the version read.',
  request: { path: sectionPathSchema, body: changeSectionStatusBodySchema },
  response: sectionSchema,
});

export const checkSectionDeletable = defineContract({
  id: 'courses.checkSectionDeletable',
  context: 'courses',
  method: 'GET',
  path: '/api/groups/{id}/deletable',
  audience: ADMINS,
  summary: 'Whether a section may be deleted (is_deletable), and the sentence of the error modal when not.',
  request: { path: sectionPathSchema },
  response: courseDeletableSchema,
});

export const deleteSection = defineContract({
  id: 'courses.deleteSection',
  context: 'courses',
  method: 'DELETE',
  path: '/api/groups/{id}',
  audience: ADMINS,
  summary: 'Delete an open section at the version read; its course counts one section less.',
  request: { path: sectionPathSchema, query: courseVersionQuerySchema },
  response: z.object({ ok: z.literal(true), message: z.string() }),
});

export const listSectionMembers = defineContract({
  id: 'courses.listSectionMembers',
  context: 'courses',
  method: 'GET',
  path: '/api/groups/{id}/members',
  audience: 'authenticated',
  summary: 'A section’s members with their roles: for admins of its course’s node and its owners.',
  request: { path: sectionPathSchema },
  response: sectionMemberListSchema,
});

export const searchMemberCandidates = defineContract({
  id: 'courses.searchMemberCandidates',
  context: 'courses',
  method: 'GET',
  path: '/api/groups/{id}/member-candidates',
  audience: ADMINS,
  summary: 'Members of the organisation not yet in the section, by name or email ("No result" when none, spec 2 §5).',
  request: { path: sectionPathSchema, query: memberCandidateQuerySchema },
  response: memberCandidateListSchema,
});

export const addSectionMember = defineContract({
  id: 'courses.addSectionMember',
  context: 'courses',
  method: 'POST',
  path: '/api/groups/{id}/members',
  audience: ADMINS,
  summary: 'Add a user to an open section as member, coordinator, mentor or peer assessor.',
  successStatus: 201,
  request: { path: sectionPathSchema, body: addSectionMemberBodySchema },
  response: sectionMemberSchema,
});

export const removeSectionMember = defineContract({
  id: 'courses.removeSectionMember',
  context: 'courses',
  method: 'DELETE',
  path: '/api/groups/{id}/members/{userId}',
  audience: ADMINS,
  summary: 'Remove a user from an open section.',
  request: { path: sectionMemberPathSchema },
  response: z.object({ ok: z.literal(true), message: z.string() }),
});

export const listActivityPlans = defineContract({
  id: 'courses.listActivityPlans',
  context: 'courses',
  method: 'GET',
  path: '/api/group-templates/{id}/activity-plans',
  audience: ADMINS,
  summary: 'A course’s activity plans (title, template, visible, open submission and due dates; spec 2 §2, §3).',
  request: { path: coursePathSchema },
  response: activityPlanListSchema,
});

export const createActivityPlan = defineContract({
  id: 'courses.createActivityPlan',
  context: 'courses',
  method: 'POST',
  path: '/api/group-templates/{id}/activity-plans',
  audience: ADMINS,
  summary:
    'Plan an activity on a course (one of its published templates; visible ≤ open submission ≤ due): every section gets the activity and every member a progress row; over 100 sections the propagation job finishes (ADR 0017).',
  successStatus: 201,
  request: { path: coursePathSchema, body: activityPlanFieldsSchema },
  response: activityPlanSchema,
});

export const updateActivityPlan = defineContract({
  id: 'courses.updateActivityPlan',
  context: 'courses',
  method: 'PUT',
  path: '/api/group-templates/{id}/activity-plans/{planId}',
  audience: ADMINS,
  summary: 'Save an activity plan at the version read; new dates are rewritten into every section’s copy.',
  request: { path: activityPlanPathSchema, body: updateActivityPlanBodySchema },
  response: activityPlanSchema,
});

export const deleteActivityPlan = defineContract({
  id: 'courses.deleteActivityPlan',
  context: 'courses',
  method: 'DELETE',
  path: '/api/group-templates/{id}/activity-plans/{planId}',
  audience: ADMINS,
  summary: 'Delete an activity plan no student has started, at the version read, with its copies in every section.',
  request: { path: activityPlanPathSchema, query: courseVersionQuerySchema },
  response: z.object({ ok: z.literal(true), message: z.string() }),
});

export const listMyGroups = defineContract({
  id: 'courses.listMyGroups',
  context: 'courses',
  method: 'GET',
  path: '/api/groups',
  audience: 'authenticated',
  summary:
    'The caller’s sections: those they own and those they are a member of, with their workflow roles (spec 1 §7).',
  response: userGroupListSchema,
});

export const getUserGroup = defineContract({
  id: 'courses.getUserGroup',
  context: 'courses',
  method: 'GET',
  path: '/api/users/{id}/groups/{groupId}',
  audience: 'authenticated',
  summary: 'One of the caller’s sections (id is the caller): owners and members only; anyone else gets 404.',
  request: { path: userGroupPathSchema },
  response: userGroupSchema,
});

export const listActivitySets = defineContract({
  id: 'courses.listActivitySets',
  context: 'courses',
  method: 'GET',
  path: '/api/users/{id}/groups/{groupId}/activity_sets',
  audience: 'authenticated',
  summary:
    'A section’s activities for the caller: members see the visible ones with their own status; owners and assessors see all.',
  request: { path: userGroupPathSchema },
  response: activitySetSchema,
});

export const listMyActivities = defineContract({
  id: 'courses.listMyActivities',
  context: 'courses',
  method: 'GET',
  path: '/api/users/{id}/activities',
  audience: 'authenticated',
  summary:
    'The caller’s activities across their sections (visible ones only), 15 a page, newest first, with status and due-date labels (spec 1 §9).',
  request: { path: userActivitiesPathSchema, query: myActivitiesQuerySchema },
  response: activityPageSchema,
});

export const getSectionProgress = defineContract({
  id: 'courses.getSectionProgress',
  context: 'courses',
  method: 'GET',
  path: '/api/groups/{id}/progress',
  audience: 'authenticated',
  summary:
    'A section’s activity progress, 25 students a page by name × every activity, with state counts: its owners and admins only.',
  request: { path: sectionPathSchema, query: sectionProgressQuerySchema },
  response: sectionProgressPageSchema,
});

export const getMyProgress = defineContract({
  id: 'courses.getMyProgress',
  context: 'courses',
  method: 'GET',
  path: '/api/users/{id}/groups/{groupId}/progress',
  audience: 'authenticated',
  summary: 'A member’s own progress in one of their sections (every activity visible to them, with counts).',
  request: { path: userGroupPathSchema },
  response: sectionProgressSchema,
});

export const getGroupHomepage = defineContract({
  id: 'courses.getGroupHomepage',
  context: 'courses',
  method: 'GET',
  path: '/api/groups/{id}/homepage',
  audience: 'authenticated',
  summary: 'The section’s homepage: its course’s group homepage template, for the people in the section and admins.',
  request: { path: sectionPathSchema },
  response: groupHomepageSchema,
});

export const listGroupRubrics = defineContract({
  id: 'courses.listGroupRubrics',
  context: 'courses',
  method: 'GET',
  path: '/api/groups/{id}/rubrics',
  audience: 'authenticated',
  summary: 'The rubrics the section’s activity templates use, for the people in the section and admins.',
  request: { path: sectionPathSchema },
  response: groupRubricsSchema,
});

export const setActivityTemplate = defineContract({
  id: 'courses.setActivityTemplate',
  context: 'courses',
  method: 'PUT',
  path: '/api/users/{id}/groups/{groupId}/activities/{activity_id}/template',
  audience: 'authenticated',
  summary:
    'A section owner (id is the caller) gives one activity of their section another of the course’s owner templates (the assignment template), before any member has started it.',
  request: { path: activityTemplatePathSchema, body: activityTemplateBodySchema },
  response: activitySchema,
});

export const listReferencedActivities = defineContract({
  id: 'courses.listReferencedActivities',
  context: 'courses',
  method: 'POST',
  path: '/api/activities/referenced_activities',
  audience: 'authenticated',
  summary: 'The activities named (activity reference components) that the caller may see; others are left out.',
  request: { body: referencedActivitiesBodySchema },
  response: referencedActivitiesSchema,
});

export const listGroupTemplatePortfolios = defineContract({
  id: 'courses.listGroupTemplatePortfolios',
  context: 'courses',
  method: 'GET',
  path: '/api/groups/{id}/templates/{templateId}/portfolios',
  audience: 'authenticated',
  summary:
    'The section’s portfolios made from one template (from its members’ progress rows), for its owners and admins.',
  request: { path: groupTemplatePortfoliosPathSchema },
  response: groupTemplatePortfoliosSchema,
});

export const listCourseLogCategoryChoices = defineContract({
  id: 'courses.listCourseLogCategoryChoices',
  context: 'courses',
  method: 'GET',
  path: '/api/group-templates/{id}/log-categories',
  audience: ADMINS,
  summary: 'The log categories a course may take: those of its folder and of the folders above it.',
  request: { path: coursePathSchema },
  response: courseLogCategoryChoicesSchema,
});

export const getSectionTimeLog = defineContract({
  id: 'courses.getSectionTimeLog',
  context: 'courses',
  method: 'GET',
  path: '/api/groups/{id}/time-log',
  audience: 'authenticated',
  summary:
    'A section’s time log (issue 11): owners and mentors read every member’s entries with totals; a member reads their own.',
  request: { path: sectionPathSchema },
  response: sectionTimeLogSchema,
});

export const createTimeLogEntry = defineContract({
  id: 'courses.createTimeLogEntry',
  context: 'courses',
  method: 'POST',
  path: '/api/groups/{id}/time-log',
  audience: 'authenticated',
  summary: 'A member records an entry in their section’s time log (date, duration, log category, note).',
  successStatus: 201,
  request: { path: sectionPathSchema, body: timeLogEntryBodySchema },
  response: timeLogEntrySchema,
});

export const updateTimeLogEntry = defineContract({
  id: 'courses.updateTimeLogEntry',
  context: 'courses',
  method: 'PUT',
  path: '/api/groups/{id}/time-log/{entryId}',
  audience: 'authenticated',
  summary: 'A member changes one of their entries at the version read (else 409).',
  request: { path: timeLogEntryPathSchema, body: updateTimeLogEntryBodySchema },
  response: timeLogEntrySchema,
});

export const deleteTimeLogEntry = defineContract({
  id: 'courses.deleteTimeLogEntry',
  context: 'courses',
  method: 'DELETE',
  path: '/api/groups/{id}/time-log/{entryId}',
  audience: 'authenticated',
  summary: 'A member deletes one of their entries at the version read (else 409).',
  request: { path: timeLogEntryPathSchema, query: courseVersionQuerySchema },
  response: z.object({ deleted: z.literal(true) }),
});

export const listAwaitingAssessment = defineContract({
  id: 'courses.listAwaitingAssessment',
  context: 'courses',
  method: 'GET',
  path: '/api/groups/{id}/awaiting-assessment',
  audience: 'authenticated',
  summary:
    'A section’s submitted work awaiting assessment, oldest submission first, 25 a page: for those who assess in the section (owners, coordinators, mentors, peer assessors) and admins of its course’s node.',
  request: { path: sectionPathSchema, query: sectionProgressQuerySchema },
  response: awaitingAssessmentPageSchema,
});

export const coursesContracts = [
  listCourses,
  getCourse,
  createCourse,
  updateCourse,
  checkCourseDeletable,
  deleteCourse,
  listCourseSections,
  createSection,
  getSection,
  updateSection,
  changeSectionStatus,
  checkSectionDeletable,
  deleteSection,
  listSectionMembers,
  searchMemberCandidates,
  addSectionMember,
  removeSectionMember,
  listActivityPlans,
  createActivityPlan,
  updateActivityPlan,
  deleteActivityPlan,
  listMyGroups,
  getUserGroup,
  listActivitySets,
  listMyActivities,
  getSectionProgress,
  getMyProgress,
  getGroupHomepage,
  listGroupRubrics,
  setActivityTemplate,
  listReferencedActivities,
  listGroupTemplatePortfolios,
  listCourseLogCategoryChoices,
  getSectionTimeLog,
  createTimeLogEntry,
  updateTimeLogEntry,
  deleteTimeLogEntry,
  listAwaitingAssessment,
] as const;
