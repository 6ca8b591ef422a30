import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateLanguage as updateLanguageContract, type CurrentUser, type Locale } from '@tessera/shared';
import { api } from '../../../../lib/api-client';
import { currentUserKeys } from '../../../../lib/current-user';
import { setLocale } from '../../../../lib/i18n';

/** PUT /api/users/{id}/language {default_language}, then the interface switches (spec 1 §7). */
export const updateLanguage = (userId: string, locale: Locale) =>
  api(updateLanguageContract, { path: { id: userId }, body: { default_language: locale } });

export function useUpdateLanguage(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale) => updateLanguage(userId, locale),
    onSuccess: async ({ locale }) => {
      client.setQueryData<CurrentUser>(currentUserKeys.all, (user) => (user ? { ...user, locale } : user));
      await setLocale(locale);
      // What the server words (states, buttons, labels) is read again in the new language.
      await client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== currentUserKeys.all[0] });
    },
  });
}
