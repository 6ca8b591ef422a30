import { useMutation } from '@tanstack/react-query';
import { changePassword as changePasswordContract, type RequestBody } from '@tessera/shared';
import { api } from '../../../lib/api-client';

export type PasswordChange = RequestBody<typeof changePasswordContract>;

/** PUT /api/users/{id}/password (spec 1 §7): old, new and confirm passwords; field errors by field name. */
export const changePassword = (userId: string, body: PasswordChange) =>
  api(changePasswordContract, { path: { id: userId }, body });

export function useChangePassword(userId: string) {
  return useMutation({ mutationFn: (body: PasswordChange) => changePassword(userId, body) });
}
