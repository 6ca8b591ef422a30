import type { createCourse } from '@tessera/shared';
import { ulid } from 'ulid';
import type { Course } from '../../db/courses/courses';
import type { UseCase } from '../../lib/http/types';
import { checkCourseFields } from './course-rules';
import { writeCourse } from './course-writes';
import { presentCourse } from './present';
import { loadScope, requireAdministeredNode } from './scope';
import { throwWriteRefusal } from './write-outcome';

/**
 * POST /api/group-templates (spec 2 §3, §5): a course on a node the caller administers, with its name, code
 * and category (internship only with the field_experience app). It has no templates yet: a course is saved
 * before templates are added (spec 2 §5). The course and its node's holdings are one transaction.
 */
export const createCourseUseCase: UseCase<typeof createCourse> = async ({ body }, { actor }) => {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, body.node_id);
  const fields = checkCourseFields(actor, body);
  const now = new Date().toISOString();
  const course: Course = {
    organizationId: scope.organizationId,
    courseId: ulid(),
    nodeId: node.nodeId,
    ...fields,
    ownerTemplateIds: [],
    homepageTemplateIds: [],
    planTemplateUses: {},
    logCategoryIds: [],
    logCategoryUses: {},
    logEntryChanges: 0,
    sectionCount: 0,
    activityPlanCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const result = await writeCourse(null, course);
  throwWriteRefusal(result);
  return presentCourse(scope, course);
};
