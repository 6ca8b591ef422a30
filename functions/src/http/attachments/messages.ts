import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the attachments Lambda answers with beyond the HTTP stack's (system, identity): the
 * attachments' own (upload rules, admission, storage). Loaded on the first answer that carries a sentence;
 * functions/tests/unit/lambda-catalogues.test.ts checks that every key this Lambda's code names is here.
 */
export async function attachmentsSentences(): Promise<Catalogue> {
  const [{ attachmentsMessages }] = await Promise.all([import('@tessera/shared/messages/attachments')]);
  return { ...attachmentsMessages };
}
