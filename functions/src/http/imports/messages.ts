import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the imports Lambda answers with beyond the HTTP stack's: its own catalogue (the upload's
 * refusals, the result sentence, every error code), the file reader's (a log keeps its csv.* codes as they are)
 * and the hierarchy's that its port answers with (node
 * authority). Loaded on the first answer that carries a sentence.
 */
export async function importsSentences(): Promise<Catalogue> {
  const [{ importsMessages }, { hierarchyMessages }, { csvMessages }] = await Promise.all([
    import('@tessera/shared/messages/imports'),
    import('@tessera/shared/messages/hierarchy'),
    import('@tessera/shared/messages/csv'),
  ]);
  return { ...importsMessages, ...hierarchyMessages, ...csvMessages };
}
