import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the imports Lambda answers with beyond the HTTP stack's: its own catalogue (the upload's
 * refusals, the result sentence, every error code), the file reader's (a log keeps its csv.* codes as they are)
 * the hierarchy's that its port answers with (node
 * authority), and the courses' (a section-members import's closed section; a courses kind's rows keep the
 * courses rules' keys as their codes). Loaded on the first answer that carries a sentence.
 */
export async function importsSentences(): Promise<Catalogue> {
  const [{ importsMessages }, { hierarchyMessages }, { csvMessages }, { coursesMessages }] = await Promise.all([
    import('@tessera/shared/messages/imports'),
    import('@tessera/shared/messages/hierarchy'),
    import('@tessera/shared/messages/csv'),
    import('@tessera/shared/messages/courses'),
  ]);
  return { ...importsMessages, ...hierarchyMessages, ...csvMessages, ...coursesMessages };
}
