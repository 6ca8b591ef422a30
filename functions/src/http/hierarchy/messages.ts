import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the hierarchy Lambda answers with beyond the HTTP stack's (system, identity): the hierarchy's.
 * Loaded on the first answer that carries a sentence; functions/tests/unit/lambda-catalogues.test.ts checks that
 * every key this Lambda's code names is here.
 */
export async function hierarchySentences(): Promise<Catalogue> {
  const [{ hierarchyMessages }] = await Promise.all([import('@tessera/shared/messages/hierarchy')]);
  return { ...hierarchyMessages };
}
