import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the identity Lambda answers with beyond the HTTP stack's (system, identity): the user panel's
 * account sentences and the provider's (organisation list). Loaded on the first answer that carries a sentence;
 * functions/tests/unit/lambda-catalogues.test.ts checks that every key this Lambda's code names is here.
 */
export async function identitySentences(): Promise<Catalogue> {
  const [{ accountMessages }, { websiteAdminMessages }] = await Promise.all([
    import('@tessera/shared/messages/account'),
    import('@tessera/shared/messages/website-admin'),
  ]);
  return { ...accountMessages, ...websiteAdminMessages };
}
