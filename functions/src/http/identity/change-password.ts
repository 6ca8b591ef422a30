import { message, validatePasswordChange, type changePassword } from '@tessera/shared';
import { identityProvider } from '../../adapters/identity-provider';
import { domainError, notFound } from '../../lib/http/domain-errors';
import type { UseCase } from '../../lib/http/types';

/**
 * PUT /api/users/{id}/password: change one's own password (spec 1 §5). Rule failures are field errors keyed
 * by field name; a wrong old password is a field error on old_password (from the directory).
 */
export const changePasswordUseCase: UseCase<typeof changePassword> = async ({
  path,
  body,
  actor,
  locale,
  accessToken,
}) => {
  if (path.id !== actor.userId) throw notFound(locale, 'identity.user_not_found');
  // The bearer token is the impersonator's: changing "their" password would change the wrong one.
  if (actor.impersonation) throw domainError('forbidden', 'identity.forbidden', locale);
  if (!accessToken) throw domainError('unauthorized', 'identity.unauthorized', locale);
  const fields = validatePasswordChange(body);
  if (Object.keys(fields).length > 0) throw domainError('invalid', 'system.invalid_request', locale, fields);
  await identityProvider().changePassword({
    accessToken,
    oldPassword: body.old_password,
    newPassword: body.new_password,
    locale,
  });
  return { message: message('identity.password.changed', locale) };
};
