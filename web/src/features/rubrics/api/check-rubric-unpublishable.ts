import { useMutation } from '@tanstack/react-query';
import { checkRubricUnpublishable } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** GET /api/rubrics/{id}/unpublishable: asked before the unpublish confirm (spec 2 §4). */
export function useCheckRubricUnpublishable() {
  return useMutation({ mutationFn: (id: string) => api(checkRubricUnpublishable, { path: { id } }) });
}
