import { resourceKeys } from '../../../lib/query-keys';
import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the courses feature (the activities and sections the caller takes part in, and the admin panel). */
export const coursesKeys = {
  all: ['courses'] as const,
  myActivities: (userId: string) => [...coursesKeys.all, 'my-activities', userId] as const,
  activity: (activityId: string) => [...coursesKeys.all, 'activity', activityId] as const,
  myGroups: () => [...coursesKeys.all, 'my-groups'] as const,
  progress: (groupId: string) => [...coursesKeys.all, 'progress', groupId] as const,
  awaiting: (groupId: string) => [...coursesKeys.all, 'awaiting', groupId] as const,
  timeLog: (groupId: string) => [...coursesKeys.all, 'time-log', groupId] as const,
  logCategoryChoices: (courseId: string) => [...coursesKeys.all, 'log-category-choices', courseId] as const,
  // The admin panel (/hierarchy/hierarchy-group-template).
  courseLists: () => [...coursesKeys.all, 'course-list'] as const,
  courseList: (params: object) => [...coursesKeys.courseLists(), params] as const,
  sections: (courseId: string) => [...coursesKeys.all, 'sections', courseId] as const,
  members: (sectionId: string) => [...coursesKeys.all, 'members', sectionId] as const,
  candidates: (sectionId: string, search: string) => [...coursesKeys.all, 'candidates', sectionId, search] as const,
  plans: (courseId: string) => [...coursesKeys.all, 'plans', courseId] as const,
  /** Lists of templates: under templates' prefix, so its changes reach them (lib/query-keys.ts). */
  nodeTemplates: resourceKeys.nodeTemplates,
  homepageTemplates: resourceKeys.homepageTemplates,
  ownerCandidates: (nodeId: string, search: string) =>
    [...coursesKeys.all, 'owner-candidates', nodeId, search] as const,
};

/**
 * After a change to a course's sections or plans, the course rows (their counts and what may be deleted) and
 * that course's sections and plans are read again.
 */
export function refreshCourse(client: QueryClient, courseId: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: coursesKeys.courseLists() }),
    client.invalidateQueries({ queryKey: coursesKeys.sections(courseId) }),
    client.invalidateQueries({ queryKey: coursesKeys.plans(courseId) }),
  ]).then(() => undefined);
}
