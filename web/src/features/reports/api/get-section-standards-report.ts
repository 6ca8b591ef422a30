import { useQuery } from '@tanstack/react-query';
import { getSectionStandardsReport } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { reportsKeys } from './keys';

/** GET /api/groups/{id}/reports/standards: each member × each standard of the section's activities. */
export function useSectionStandards(groupId: string) {
  return useQuery({
    queryKey: reportsKeys.section(groupId),
    queryFn: ({ signal }) => api(getSectionStandardsReport, { path: { id: groupId }, signal }),
  });
}
