import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the identity Lambda answers with beyond the HTTP stack's (system, identity): the user panel's
 * account and profile sentences (with the components' date sentence) and the provider's (organisation list). Loaded on the first answer that carries a sentence;
 * functions/tests/unit/lambda-catalogues.test.ts checks that every key this Lambda's code names is here.
 */
export async function identitySentences(): Promise<Catalogue> {
  const [{ accountMessages }, { websiteAdminMessages }, { componentsMessages }] = await Promise.all([
    import('@tessera/shared/messages/account'),
    import('@tessera/shared/messages/website-admin'),
    // The profile's birthday answers with the components' date sentence (spec 2 §5 MM/DD/YYYY).
    import('@tessera/shared/messages/components'),
  ]);
  return { ...accountMessages, ...websiteAdminMessages, ...componentsMessages };
}
