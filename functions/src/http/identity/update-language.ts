import { notFound, type updateLanguage } from '@tessera/shared';
import { setAccountLocale } from '../../db/identity/accounts';
import type { UseCase } from '../../lib/http/types';

/** PUT /api/users/{id}/language: one's own interface language (en or es). */
export const updateLanguageUseCase: UseCase<typeof updateLanguage> = async ({ path, body }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('identity.user_not_found');
  await setAccountLocale(actor.userId, body.default_language);
  return { locale: body.default_language };
};
