import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the extracts Lambda answers with beyond the HTTP stack's: its own catalogue (what a log says,
 * the refusals) and the hierarchy's that its port answers with (node authority). Loaded on the first answer
 * that carries a sentence.
 */
export async function extractsSentences(): Promise<Catalogue> {
  const [{ extractsMessages }, { hierarchyMessages }] = await Promise.all([
    import('@tessera/shared/messages/extracts'),
    import('@tessera/shared/messages/hierarchy'),
  ]);
  return { ...extractsMessages, ...hierarchyMessages };
}
