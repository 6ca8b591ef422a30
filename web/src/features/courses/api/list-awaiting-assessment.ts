import { queryOptions, useQuery } from '@tanstack/react-query';
import { listAwaitingAssessment as listAwaitingAssessmentContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/groups/{id}/awaiting-assessment: listAwaitingAssessment (to be described). */
export const listAwaitingAssessmentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...coursesKeys.all, 'list-awaiting-assessment', id],
    queryFn: ({ signal }) => api(listAwaitingAssessmentContract, { path: { id }, signal }),
  });

export function useListAwaitingAssessment(id: string) {
  return useQuery(listAwaitingAssessmentQueryOptions(id));
}
