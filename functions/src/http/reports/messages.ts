import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the reports Lambda answers with beyond the HTTP stack's (system, identity): the portfolios
 * catalogue's, where the reports' words live under `portfolios.report.*` (status words, CSV headings; the web
 * reads them by those keys, so they kept their names when reports became a context of their own); the rubrics'
 * ("Not applicable", the rubric figures the scores report shares with the rubric screens); the workflow's and
 * the components' that the shared assessment rules it computes with name; the hierarchy's that its port answers
 * with (node authority over a node's report).
 * Loaded on the first answer that carries a sentence; functions/tests/unit/lambda-catalogues.test.ts checks
 * that every key this Lambda's code names is here.
 */
export async function reportsSentences(): Promise<Catalogue> {
  const [
    { portfoliosMessages },
    { rubricsMessages },
    { workflowsMessages },
    { componentsMessages },
    { hierarchyMessages },
  ] = await Promise.all([
    import('@tessera/shared/messages/portfolios'),
    import('@tessera/shared/messages/rubrics'),
    import('@tessera/shared/messages/workflows'),
    import('@tessera/shared/messages/components'),
    import('@tessera/shared/messages/hierarchy'),
  ]);
  return {
    ...portfoliosMessages,
    ...rubricsMessages,
    ...workflowsMessages,
    ...componentsMessages,
    ...hierarchyMessages,
  };
}
