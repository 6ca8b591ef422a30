import { createCourse, type CourseView } from '@tessera/shared';
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
