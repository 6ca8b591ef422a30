import { createCourse, updateCourse, type CourseView } from '@tessera/shared';
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
