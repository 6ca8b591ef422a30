import { forbidden, invalid, notFound, validatePasswordChange, type changePassword } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { refuseEarlierSignIns } from './token-cut-off';

/**
 * PUT /api/users/{id}/password: change one's own password (spec 1 §5). Rule failures are field errors keyed
 * by field name; a wrong old password is a field error on old_password (from the directory). A change signs
 * every device out: Cognito revokes the refresh tokens (global sign-out) and the account refuses tokens
 * authenticated before the change, its own second included, so a stolen access token stops working at once;
 * the answer comes once a new sign-in would be stamped later (token-cut-off.ts), and the web signs in again
 * with the new password. The Cognito client is loaded here, on the first password change, not with the identity
 * routes: no other route of the Lambda needs it (ADR 0024).
 */
export const changePasswordUseCase: UseCase<typeof changePassword> = async ({ path, body }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('identity.user_not_found');
  // While acting as someone the token is the impersonator's: changing "their" password would be wrong.
  if (actor.impersonation) throw forbidden();
  const fields = validatePasswordChange(body);
  if (Object.keys(fields).length > 0) throw invalid('system.invalid_request', { fields });
  const { identityProvider } = await import('../../adapters/identity-provider');
  await identityProvider().changePassword({
    username: actor.account.email,
    oldPassword: body.old_password,
    newPassword: body.new_password,
  });
  await refuseEarlierSignIns(actor.userId);
  return { message: text('identity.password.changed') };
};
