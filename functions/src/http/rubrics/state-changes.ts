import type { MessageKey } from '@tessera/shared';
import type { Rubric } from '../../db/rubrics/rubrics';
import type { Actor } from '../../lib/http/types';
import { text } from '../../lib/text';
import { presentRubric } from './present';
import { changeRubricState, type RubricStateChange } from './rubric-writes';
import { explainRefusedWrite, requireChange, requireRubric } from './scope';

const NEXT_STATE = { publish: 'published', unpublish: 'draft', archive: 'archived' } as const;
const SENTENCE: Record<RubricStateChange, MessageKey> = {
  publish: 'rubrics.published',
  unpublish: 'rubrics.unpublished',
  archive: 'rubrics.archived_done',
};

/**
 * Publish, unpublish or archive (spec 1 §4, spec 2 §4), shared by their three use cases: an editable rubric
 * in the state the change starts from, at the version read; the answer is the rubric now and the sentence
 * the screen shows ("{title} has been published.").
 */
export async function changeState(actor: Actor, rubricId: string, change: RubricStateChange, version: number) {
  const { scope, rubric } = await requireRubric(actor, rubricId);
  requireChange(scope, rubric, change, version);
  const now = new Date();
  if ((await changeRubricState(rubric, change, now)) !== 'saved')
    return explainRefusedWrite(scope, rubric, change, version);
  const next: Rubric = {
    ...rubric,
    state: NEXT_STATE[change],
    version: rubric.version + 1,
    updatedAt: now.toISOString(),
  };
  return { rubric: presentRubric(scope, next), message: text(SENTENCE[change], { title: rubric.title }) };
}
