import { useQuery } from '@tanstack/react-query';
import { getNodeStandardsReport } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { reportsKeys } from './keys';

/** GET /api/nodes/{id}/reports/standards: standards rolled up per student across every course under the node. */
export function useNodeStandards(nodeId: string) {
  return useQuery({
    queryKey: reportsKeys.node(nodeId),
    queryFn: ({ signal }) => api(getNodeStandardsReport, { path: { id: nodeId }, signal }),
  });
}
