import { resourceKeys } from '../../../lib/query-keys';

/** Query keys of the extracts feature: a kind's latest logs (the tree and the terms are shared resources). */
export const extractsKeys = {
  all: ['extracts'] as const,
  list: (type: string) => [...extractsKeys.all, 'list', type] as const,
  hierarchy: resourceKeys.hierarchy,
  terms: resourceKeys.terms,
};
