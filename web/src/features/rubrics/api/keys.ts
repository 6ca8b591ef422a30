import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/query-keys';

/**
 * Query keys of the rubrics feature. A rubric (`detail`) and the alignable statement sets are read by other features
 * too: their keys are lib/query-keys.ts's, which this feature owns.
 */
export const rubricsKeys = {
  all: ['rubrics'] as const,
  lists: () => [...rubricsKeys.all, 'list'] as const,
  list: (params: object) => [...rubricsKeys.lists(), params] as const,
  detail: resourceKeys.rubric,
  statementSets: resourceKeys.alignableStatementSetsOf,
  targets: (id: string, kind: 'move' | 'transfer') => [...rubricsKeys.all, 'targets', kind, id] as const,
};

/** After any change, every list and the changed rubric are read again (a move changes two nodes' lists). */
export function refreshRubrics(client: QueryClient, id?: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: rubricsKeys.lists() }),
    id ? client.invalidateQueries({ queryKey: rubricsKeys.detail(id) }) : undefined,
  ]).then(() => undefined);
}
