/** Query keys of the courses feature (the activities and sections the caller takes part in). */
export const coursesKeys = {
  all: ['courses'] as const,
  myActivities: (userId: string) => [...coursesKeys.all, 'my-activities', userId] as const,
  activity: (activityId: string) => [...coursesKeys.all, 'activity', activityId] as const,
  template: (templateId: string) => [...coursesKeys.all, 'template', templateId] as const,
  myGroups: () => [...coursesKeys.all, 'my-groups'] as const,
  progress: (groupId: string) => [...coursesKeys.all, 'progress', groupId] as const,
};
