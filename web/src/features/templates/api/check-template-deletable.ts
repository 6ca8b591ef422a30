import { useMutation } from '@tanstack/react-query';
import { checkTemplateDeletable } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** GET /api/templates/{id}/deletable: whether it may go, and the error modal's sentence when not (spec 2 §8). */
export function useCheckTemplateDeletable() {
  return useMutation({ mutationFn: (id: string) => api(checkTemplateDeletable, { path: { id } }) });
}
