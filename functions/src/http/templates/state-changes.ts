import { templateStateOnPublish, templateStateOnUnpublish } from '@tessera/shared';
import { rowOf, type Template } from '../../db/templates/templates';
import type { Actor } from '../../lib/http/types';
import { text } from '../../lib/text';
import { historyEntry } from './history';
import { presentSummary } from './present';
import { explainRefusedWrite, requireChange, requireTemplate } from './scope';
import { writeTemplate } from './template-writes';

/**
 * Publish (spec 2 §4: "publishing sets state to published and remembers the previous state") and unpublish
 * (back to the state remembered; the unpublished row replaces the published one in the list), at the
 * version read. The answer is the row as it is now and the sentence the screen shows.
 */
export async function changeState(actor: Actor, templateId: string, change: 'publish' | 'unpublish', version: number) {
  const { scope, template } = await requireTemplate(actor, templateId);
  requireChange(scope, template, change, version);
  const now = new Date();
  const next: Template =
    change === 'publish'
      ? { ...template, ...statePair(templateStateOnPublish(template.state)) }
      : { ...template, state: templateStateOnUnpublish(template.previousState), previousState: null };
  next.version = template.version + 1;
  next.updatedAt = now.toISOString();
  const result = await writeTemplate({
    current: template,
    next,
    history: historyEntry(actor, template.templateId, change === 'publish' ? 'published' : 'unpublished', now),
  });
  if (result.outcome !== 'saved') return explainRefusedWrite(scope, template, change, version);
  return {
    template: presentSummary(scope, rowOf(next)),
    message: text(change === 'publish' ? 'templates.published' : 'templates.unpublished', { title: template.title }),
  };
}

const statePair = (pair: ReturnType<typeof templateStateOnPublish>) => ({
  state: pair.state,
  previousState: pair.previous_state,
});
