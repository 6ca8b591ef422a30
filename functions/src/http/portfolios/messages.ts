import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the portfolios Lambda answers with beyond the HTTP stack's (system, identity): its own, the
 * workflow's (states, buttons, "This submission cannot be withdrawn."), the components' (answer checks, the
 * form error banner), the hierarchy's that its port answers with (the admin view's node authority) and the
 * rubrics' that the shared rules it bundles name (the workflow's check of assessment components).
 * Loaded on the first answer that carries a sentence; functions/tests/unit/lambda-catalogues.test.ts checks
 * that every key this Lambda's code names is here.
 */
export async function portfoliosSentences(): Promise<Catalogue> {
  const [
    { portfoliosMessages },
    { workflowsMessages },
    { componentsMessages },
    { hierarchyMessages },
    { rubricsMessages },
  ] = await Promise.all([
    import('@tessera/shared/messages/portfolios'),
    import('@tessera/shared/messages/workflows'),
    import('@tessera/shared/messages/components'),
    import('@tessera/shared/messages/hierarchy'),
    import('@tessera/shared/messages/rubrics'),
  ]);
  return {
    ...portfoliosMessages,
    ...workflowsMessages,
    ...componentsMessages,
    ...hierarchyMessages,
    ...rubricsMessages,
  };
}
