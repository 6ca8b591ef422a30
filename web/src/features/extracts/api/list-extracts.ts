import { useQuery } from '@tanstack/react-query';
import { extractLogsNeedPolling, listExtracts, LOG_POLL_INTERVAL_MS } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { extractsKeys } from './keys';

/**
 * GET /api/extracts?type=: the kind's latest logs, newest first, read again every 3 s while one is created or
 * started (spec 2 §4, §9) and no more once none is.
 */
export function useExtracts(type: string, enabled: boolean) {
  return useQuery({
    queryKey: extractsKeys.list(type),
    queryFn: ({ signal }) => api(listExtracts, { query: { type }, signal }),
    enabled,
    refetchInterval: (query) => (extractLogsNeedPolling(query.state.data?.items ?? []) ? LOG_POLL_INTERVAL_MS : false),
  });
}
