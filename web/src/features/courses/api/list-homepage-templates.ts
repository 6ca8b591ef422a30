import { useQuery } from '@tanstack/react-query';
import { listHomepageTemplates } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { coursesKeys } from './keys';

/** GET /api/templates/homepage?node=: the published group homepage templates of the node and above. */
export function useHomepageTemplates(nodeId: string) {
  return useQuery({
    queryKey: coursesKeys.homepageTemplates(nodeId),
    queryFn: ({ signal }) => api(listHomepageTemplates, { query: { node: nodeId }, signal }).then((r) => r.items),
  });
}
