import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the rubrics Lambda answers with beyond the HTTP stack's (system, identity): the rubrics' own, and
 * the hierarchy's that its port answers with (a node or statement that is not there). Loaded on the first answer
 * that carries a sentence; functions/tests/unit/lambda-catalogues.test.ts checks that every key this Lambda's code
 * names is here.
 */
export async function rubricsSentences(): Promise<Catalogue> {
  const [{ rubricsMessages }, { hierarchyMessages }] = await Promise.all([
    import('@tessera/shared/messages/rubrics'),
    import('@tessera/shared/messages/hierarchy'),
  ]);
  return { ...rubricsMessages, ...hierarchyMessages };
}
