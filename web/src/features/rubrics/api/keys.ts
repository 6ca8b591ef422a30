import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the rubrics feature. */
export const rubricsKeys = {
  all: ['rubrics'] as const,
  lists: () => [...rubricsKeys.all, 'list'] as const,
  list: (params: object) => [...rubricsKeys.lists(), params] as const,
  detail: (id: string) => [...rubricsKeys.all, 'detail', id] as const,
  statementSets: (nodeId: string) => [...rubricsKeys.all, 'statement-sets', nodeId] as const,
  targets: (id: string, kind: 'move' | 'transfer') => [...rubricsKeys.all, 'targets', kind, id] as const,
};

/** After any change, every list and the changed rubric are read again (a move changes two nodes' lists). */
export function refreshRubrics(client: QueryClient, id?: string): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: rubricsKeys.lists() }),
    id ? client.invalidateQueries({ queryKey: rubricsKeys.detail(id) }) : undefined,
  ]).then(() => undefined);
}
