import type { Catalogue } from '@tessera/shared';

/**
 * The sentences the courses Lambda answers with beyond the HTTP stack's (system, identity): the courses' own,
 * the hierarchy's that its port and node-authority rule carry, and the components' (a time-log duration is
 * checked by the duration component's rule and refused in its words); and the portfolios' and workflows' that
 * the portfolios and assessments ports carry into the awaiting-assessment list (it reads submitted work
 * through them to ask the assessments' visibility rule); and the file reader's (csv) for member uploads. Loaded on the
 * first answer that carries a sentence; functions/tests/unit/lambda-catalogues.test.ts checks that every key
 * this Lambda's code names is here.
 */
export async function coursesSentences(): Promise<Catalogue> {
  const [
    { coursesMessages },
    { hierarchyMessages },
    { componentsMessages },
    { portfoliosMessages },
    { workflowsMessages },
    { csvMessages },
  ] = await Promise.all([
    import('@tessera/shared/messages/courses'),
    import('@tessera/shared/messages/hierarchy'),
    import('@tessera/shared/messages/components'),
    import('@tessera/shared/messages/portfolios'),
    import('@tessera/shared/messages/workflows'),
    import('@tessera/shared/messages/csv'),
  ]);
  return {
    ...coursesMessages,
    ...hierarchyMessages,
    ...componentsMessages,
    ...portfoliosMessages,
    ...workflowsMessages,
    ...csvMessages,
  };
}
