import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the assessments Lambda answers with beyond the HTTP stack's (system, identity): the portfolios
 * catalogue's, where the assessment sentences live under `portfolios.assessment.*` (their keys are the codes
 * clients read, so they kept their names when assessments became a context of their own) beside the portfolio
 * sentences its port answers with ("not found"); the workflow's ("This action is not allowed.", states); the
 * components' (the assessment components' content checks: feedback too long); the hierarchy's that the
 * portfolios port answers with (the admin view's node authority); and the rubrics' that the assessment figures
 * share with the rubric screens (totals, scores, statements).
 * Loaded on the first answer that carries a sentence; functions/tests/unit/lambda-catalogues.test.ts checks
 * that every key this Lambda's code names is here.
 */
export async function assessmentsSentences(): Promise<Catalogue> {
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
