import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the hierarchy Lambda answers with beyond the HTTP stack's (system, identity): the hierarchy's,
 * and the file reader's (csv) for its imports.
 * Loaded on the first answer that carries a sentence; functions/tests/unit/lambda-catalogues.test.ts checks that
 * every key this Lambda's code names is here.
 */
export async function hierarchySentences(): Promise<Catalogue> {
  const [{ hierarchyMessages }, { csvMessages }] = await Promise.all([
    import('@tessera/shared/messages/hierarchy'),
    import('@tessera/shared/messages/csv'),
  ]);
  return { ...hierarchyMessages, ...csvMessages };
}
