import { useMutation } from '@tanstack/react-query';
import { changePassword as changePasswordContract, type RequestBodyInput } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { renewSignIn } from '../../../../lib/auth';

export type PasswordChange = RequestBodyInput<typeof changePasswordContract>;

/**
 * PUT /api/users/{id}/password (spec 1 §7): old, new and confirm passwords; field errors by field name. The
 * change signs every device out, this one included, so this device signs in again with the new password.
 */
export async function changePassword(userId: string, body: PasswordChange) {
  const answer = await api(changePasswordContract, { path: { id: userId }, body });
  await renewSignIn(body.new_password);
  return answer;
}

export function useChangePassword(userId: string) {
  return useMutation({ mutationFn: (body: PasswordChange) => changePassword(userId, body) });
}
