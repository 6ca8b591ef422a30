import { conflict, notFound, type updateRubric } from '@tessera/shared';
import { saveRubricDefinition } from './rubric-writes';
import type { Rubric } from '../../db/rubrics/rubrics';
import type { UseCase } from '../../lib/http/types';
import { checkAlignment, storedDefinition } from './definition-rules';
import { presentRubric } from './present';
import { rubricLibrary, requireRubric } from './rubric-library';

/**
 * PUT /api/rubrics/{id}: saves the definition; saving sets draft (spec 1 §4), so a published rubric becomes
 * a draft again, which is refused while a template or activity uses it. Only an editable rubric (spec 2 §6)
 * at the version the caller read (else 409 "This Rubric was changed by someone else…"). The alignment is
 * checked at the rubric's node; statement sets reached or left move their use counts in the same write.
 */
export const updateRubricUseCase: UseCase<typeof updateRubric> = async ({ path, body }, { actor }) => {
  const { scope, rubric } = await requireRubric(actor, path.id);
  const { version, ...input } = body;
  rubricLibrary.requireChange(scope, rubric, 'save', version);
  const node = scope.byId.get(rubric.nodeId ?? '');
  if (!node) throw notFound();
  const content = storedDefinition(input);
  const alignment = await checkAlignment(scope.organizationId, node, content.definition);
  const now = new Date();
  const next: Rubric = {
    ...rubric,
    title: content.title,
    definition: { ...content.definition, statements_mapping: alignment.mapping },
    statementSetIds: alignment.setIds,
    alignmentNodeIds: alignment.nodeIds,
    state: 'draft',
    version: rubric.version + 1,
    updatedAt: now.toISOString(),
  };
  const outcome = await saveRubricDefinition(
    rubric,
    {
      title: next.title,
      definition: next.definition,
      statementSetIds: next.statementSetIds,
      alignmentNodeIds: next.alignmentNodeIds,
    },
    now,
  );
  if (outcome === 'set_gone') throw conflict('rubrics.alignment.set_removed');
  if (outcome !== 'saved') return rubricLibrary.explainRefusedWrite(scope, rubric, 'save', version);
  return presentRubric(scope, next);
};
