/** Query keys of the reports feature. */
export const reportsKeys = {
  all: ['reports'] as const,
  section: (groupId: string) => [...reportsKeys.all, 'section', groupId] as const,
  node: (nodeId: string) => [...reportsKeys.all, 'node', nodeId] as const,
  rubricScores: (groupId: string, activityId: string) =>
    [...reportsKeys.all, 'rubric-scores', groupId, activityId] as const,
};
