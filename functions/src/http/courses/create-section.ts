import type { createSection } from '@tessera/shared';
import { ulid } from 'ulid';
import type { Section } from '../../db/courses/sections';
import type { UseCase } from '../../lib/http/types';
import { presentSection } from './present';
import { requireCourse } from './scope';
import { throwSectionRefusal } from './section-outcome';
import { checkSectionFields } from './section-rules';
import { syncSection } from './propagate';
import { termsOf } from './section-terms';
import { writeSection } from './section-writes';

/**
 * POST /api/group-templates/{id}/groups (spec 2 §3, §5): a section in a course the caller administers, open,
 * with its code claimed in the organisation and the course's sectionCount + 1 in one transaction.
 */
export const createSectionUseCase: UseCase<typeof createSection> = async ({ path, body }, { actor }) => {
  const { course } = await requireCourse(actor, path.id);
  const fields = await checkSectionFields(course.organizationId, body);
  const now = new Date().toISOString();
  const section: Section = {
    organizationId: course.organizationId,
    groupId: ulid(),
    courseId: course.courseId,
    nodeId: course.nodeId,
    ...fields,
    status: 'open',
    membersCount: 0,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const result = await writeSection(null, section);
  throwSectionRefusal(result);
  // A section created later gets the course's plans (ADR 0017).
  await syncSection(section);
  return presentSection(section, true, await termsOf(section));
};
