import { createCourse, updateCourse, type CourseView } from '@tessera/shared';
import { ulid } from 'ulid';
import type { Section } from '../../src/db/courses/sections';
import { writeSection } from '../../src/http/courses/section-writes';
import { invoke, type Caller } from '../support/invoke';

export { adminOf, freshDemoFolder, uniqueName, type ErrorBody } from '../rubrics/support';
export { createdTemplate, publishedRubricOn } from '../templates/support';
export type { CourseView };

/** Creates a course through the API (fails the test on anything but 201). */
export async function createdCourse(
  nodeId: string,
  name: string,
  over: Record<string, unknown> = {},
  as: Caller = 'admin',
): Promise<CourseView> {
  const { status, body } = await invoke<CourseView>(createCourse, {
    as,
    body: { node_id: nodeId, name, category: 'course', ...over },
  });
  if (status !== 201) throw new Error(`cannot create a test course: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Creates a course on `nodeId` and saves it once with `changes` (owner templates, log categories…): what a
 * test needs before plans or sections. Fails the test on anything but 201 then 200.
 */
export async function savedCourse(
  nodeId: string,
  name: string,
  changes: { group_owner_templates?: string[]; group_log_categories?: string[] },
): Promise<CourseView> {
  const course = await createdCourse(nodeId, name);
  const { status, body } = await invoke<CourseView>(updateCourse, {
    as: 'admin',
    path: { id: course.id },
    body: { name: course.name, category: course.category, ...changes, version: course.version },
  });
  if (status !== 200) throw new Error(`cannot save a test course: ${status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * Writes `count` open sections into `course` through the repository (the API's own write, five at a time, to
 * keep a test of the propagation boundary fast) and answers their ids, sorted.
 */
export async function bulkSections(course: CourseView, count: number): Promise<string[]> {
  const now = new Date().toISOString();
  const groupIds: string[] = [];
  for (let index = 0; index < count; index += 5)
    await Promise.all(
      Array.from({ length: Math.min(5, count - index) }, async () => {
        const section: Section = {
          organizationId: 'org_demo',
          groupId: ulid(),
          courseId: course.id,
          nodeId: course.hierarchy_id,
          groupCode: `BULK-${ulid()}`,
          title: 'Bulk section',
          name: '',
          owners: [],
          termId: null,
          startDate: null,
          endDate: null,
          status: 'open',
          displayLogType: 'none',
          mentorNotifications: 'disabled',
          syncToFieldPlacement: false,
          membersCount: 0,
          version: 1,
          createdAt: now,
          updatedAt: now,
        };
        const result = await writeSection(null, section);
        if (result.outcome !== 'saved') throw new Error(`bulk section: ${result.outcome}`);
        groupIds.push(section.groupId);
      }),
    );
  return groupIds.sort();
}
