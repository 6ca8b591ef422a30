import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the templates Lambda answers with beyond the HTTP stack's (system, identity): the templates'
 * own, the component configuration and workflow rules they check, and the hierarchy's that its port answers
 * with. Loaded on the first answer that carries a sentence; functions/tests/unit/lambda-catalogues.test.ts
 * checks that every key this Lambda's code names is here.
 */
export async function templatesSentences(): Promise<Catalogue> {
  const [{ templatesMessages }, { componentsMessages }, { workflowsMessages }, { hierarchyMessages }] =
    await Promise.all([
      import('@tessera/shared/messages/templates'),
      import('@tessera/shared/messages/components'),
      import('@tessera/shared/messages/workflows'),
      import('@tessera/shared/messages/hierarchy'),
    ]);
  return { ...templatesMessages, ...componentsMessages, ...workflowsMessages, ...hierarchyMessages };
}
