import * as z from 'zod/mini';
import { defineContract } from '../contract';
import {
  courseDeletableSchema,
  courseListQuerySchema,
  courseListSchema,
  coursePathSchema,
  courseSchema,
  courseVersionQuerySchema,
  createCourseBodySchema,
  updateCourseBodySchema,
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
    'The courses of a node the caller administers, sorted (name, code, recently or least recently created) and searched, with the categories a new course may take (spec 2 §2, §9).',
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

export const coursesContracts = [
  listCourses,
  getCourse,
  createCourse,
  updateCourse,
  checkCourseDeletable,
  deleteCourse,
] as const;
