import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the courses Lambda answers with beyond the HTTP stack's (system, identity): the courses' own,
 * and the hierarchy's that its port and node-authority rule carry. Loaded on the first answer that carries a
 * sentence; functions/tests/unit/lambda-catalogues.test.ts checks that every key this Lambda's code names is
 * here.
 */
export async function coursesSentences(): Promise<Catalogue> {
  const [{ coursesMessages }, { hierarchyMessages }] = await Promise.all([
    import('@tessera/shared/messages/courses'),
    import('@tessera/shared/messages/hierarchy'),
  ]);
  return { ...coursesMessages, ...hierarchyMessages };
}
