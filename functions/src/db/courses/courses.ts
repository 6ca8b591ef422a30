import { getItem, queryItems } from '../items';
import { courseEntity, nodeCoursesPartition, type Course } from './entities/course';

export type { Course };

/** Access pattern "course by id": GetItem `ORG#<orgId>` / `COURSE#<courseId>`. */
export function getCourse(
  organizationId: string,
  courseId: string,
  options: { consistent?: boolean } = {},
): Promise<Course | null> {
  return getItem(courseEntity, { organizationId, courseId }, options);
}

/**
 * Access pattern "a node's courses, whole": Query (all pages) of byRelation `ORG#<orgId>#COURSES#NODE#<nodeId>`,
 * for work over every course (the node report). The course list reads pages (group-pages.ts).
 */
export async function listNodeCourses(organizationId: string, nodeId: string): Promise<Course[]> {
  const { items } = await queryItems(courseEntity, {
    index: 'byRelation',
    partition: nodeCoursesPartition(organizationId, nodeId),
    prefix: 'COURSE#',
    all: true,
  });
  return items;
}
