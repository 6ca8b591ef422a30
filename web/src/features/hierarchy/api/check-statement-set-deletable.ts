import { useMutation } from '@tanstack/react-query';
import { checkStatementSetDeletable as checkContract } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** GET /api/statement-sets/{id}/is-deletable, asked right before a delete (spec 2 §7 "is-deletable check"). */
export const checkStatementSetDeletable = (id: string) => api(checkContract, { path: { id } });

export function useCheckStatementSetDeletable() {
  return useMutation({ mutationFn: checkStatementSetDeletable });
}
