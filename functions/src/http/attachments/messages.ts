import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the attachments Lambda answers with beyond the HTTP stack's (system, identity): the
 * attachments' own (upload rules, admission, storage), and the account's avatar sentence. Loaded on the first answer that carries a sentence;
 * functions/tests/unit/lambda-catalogues.test.ts checks that every key this Lambda's code names is here.
 */
export async function attachmentsSentences(): Promise<Catalogue> {
  const [{ attachmentsMessages }, { accountMessages }] = await Promise.all([
    import('@tessera/shared/messages/attachments'),
    // The avatar's crop failure is the account's sentence (spec 2 §8).
    import('@tessera/shared/messages/account'),
  ]);
  return { ...attachmentsMessages, ...accountMessages };
}
