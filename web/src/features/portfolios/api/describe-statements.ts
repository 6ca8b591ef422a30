import { useQuery } from '@tanstack/react-query';
import { describeStatements } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { portfoliosKeys } from './keys';

/** POST /api/statements/descriptions: statements by id with their framework (the statement detail modal). */
export function useStatementDescriptions(ids: readonly string[], enabled: boolean) {
  return useQuery({
    queryKey: portfoliosKeys.statements(ids),
    queryFn: ({ signal }) => api(describeStatements, { body: { statement_ids: [...ids] }, signal }),
    enabled: enabled && ids.length > 0,
  });
}
