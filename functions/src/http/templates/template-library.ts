import {
  conflict,
  invalidField,
  templateNameError,
  templateStateOnPublish,
  templateStateOnUnpublish,
  type TemplateHistoryAction,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { where } from '../../db/expressions';
import { writeTemplate, type TemplateWriteOutcome } from './template-writes';
import { getTemplate, rowOf, type Template } from '../../db/templates/templates';
import type { Actor } from '../../lib/http/types';
import { freshRecordFields } from '../../lib/library/records';
import { defineLibrary, TITLE_TAKEN, type LibraryWritten } from '../../lib/library/lifecycle';
import { presentNode } from '../../lib/library/present';
import { text, type Text } from '../../lib/text';
import { copyTitle } from './copy-title';
import { historyEntry } from './history';
import { unreachableRubrics, withoutRubrics } from './placement';
import { presentSummary } from './present';
import { templatePlaces, type TemplateScope } from './scope';
import { throwWriteRefusal } from './write-outcome';

type TemplateStateChange = 'publish' | 'unpublish';

const STATE_HISTORY: Record<TemplateStateChange, TemplateHistoryAction> = {
  publish: 'published',
  unpublish: 'unpublished',
};

/** A refused write: the template's own condition is the lifecycle's to explain; the rest say what failed. */
function settled(result: TemplateWriteOutcome): LibraryWritten {
  if (result.outcome === 'conflict') return 'conflict';
  throwWriteRefusal(result);
  return 'saved';
}
const savedOrConflict = (result: TemplateWriteOutcome): LibraryWritten =>
  result.outcome === 'saved' ? 'saved' : 'conflict';

/**
 * The template library (ADR 0016) on the library lifecycle (ADR 0025), as for rubrics (ADR 0015):
 * - node authority over a node (the caller administers it or a node above it, or is a root admin) lets an
 *   admin manage the templates on it;
 * - an unpublished template is seen only by admins with node authority over its node (or over the node a
 *   transfer waits on); a published one by everyone in the organisation (the work made from it shows it).
 *   Unseen templates, and other organisations' ones, are 404; a seen one the caller may not change is 403;
 * - a transferred template is view-only; publish needs an unpublished one, unpublish a published one; delete
 *   neither published nor used; last, a version older than the template's is a stale change.
 * Every change writes its history entry in its own transaction; a template that moves (or is accepted on a
 * node) leaves its folder and, once confirmed, the rubric components the node cannot reach (spec 2 §8).
 */
export const templateLibrary = defineLibrary<
  Template,
  TemplateScope,
  TemplateStateChange,
  { template: ReturnType<typeof presentSummary>; message: Text },
  { template: ReturnType<typeof presentSummary>; message: Text }
>({
  places: templatePlaces,
  read: getTemplate,
  idOf: (template) => template.templateId,
  seenByAll: (state) => state === 'published',
  rules: {
    refusal(template, change) {
      if (change === 'publish' && template.state === 'published') return 'templates.wrong_state';
      if (change === 'unpublish' && template.state !== 'published') return 'templates.wrong_state';
      if (change === 'delete' && template.state === 'published') return 'templates.delete.published';
      if (change === 'delete' && template.usageCount > 0) return 'templates.delete.in_use';
      return null;
    },
    // Publishing remembers the state it leaves; unpublishing returns to it (spec 2 §4).
    stateAfter: (template, change) => {
      if (change === 'unpublish') {
        return { ...template, state: templateStateOnUnpublish(template.previousState), previousState: null };
      }
      const published = templateStateOnPublish(template.state);
      return { ...template, state: published.state, previousState: published.previous_state };
    },
    placement: (_scope, template, to) => (to.nodeId === template.nodeId ? 'templates.already_on_node' : null),
    // Rubrics the node cannot reach are removed only once confirmed (409 with the count until then, spec 2 §8).
    async joining(scope, template, to, confirm) {
      const lacking = await unreachableRubrics(scope, template, to);
      if (lacking.length > 0 && !confirm) {
        throw conflict('templates.move.confirm_needed', { params: { node: to.text, count: lacking.length } });
      }
      const kept = withoutRubrics(
        template,
        lacking.map((rubric) => rubric.id),
      );
      return { ...kept, folderId: null };
    },
  },
  sentences: {
    noAuthority: 'templates.no_authority',
    transferred: 'templates.transferred',
    stale: 'templates.stale',
    transferNone: 'templates.transfer.none',
    states: { publish: 'templates.published', unpublish: 'templates.unpublished' },
    moved: 'templates.moved',
    transferSent: 'templates.transfer.sent',
    transferAccepted: 'templates.transfer.accepted',
    transferRejected: 'templates.transfer.rejected',
  },
  answer: (scope, template, message) => ({ template: presentSummary(scope, rowOf(template)), message }),
  writes: {
    state: async ({ actor, current, next, now, change }) =>
      savedOrConflict(
        await writeTemplate({
          current,
          next,
          history: historyEntry(actor, current.templateId, STATE_HISTORY[change], now),
        }),
      ),
    remove: async (current) => savedOrConflict(await writeTemplate({ current, next: null })),
    move: async ({ actor, scope, current, next, now, to }) =>
      settled(
        await writeTemplate({
          current,
          next,
          history: historyEntry(actor, current.templateId, 'moved', now, {
            from: presentNode(scope, current.nodeId).text,
            to: to.text,
          }),
        }),
      ),
    offer: async ({ actor, current, next, now, to }) =>
      settled(
        await writeTemplate({
          current,
          next,
          history: historyEntry(actor, current.templateId, 'transferred', now, { to: to.text }),
        }),
      ),
    answer: async ({ actor, scope, current, next, now, answer }) =>
      settled(
        await writeTemplate({
          current,
          next,
          condition: where.eq('transfer.toNodeId', current.transfer?.toNodeId ?? ''),
          history: historyEntry(
            actor,
            current.templateId,
            answer === 'accept' ? 'transfer_accepted' : 'transfer_rejected',
            now,
            { to: presentNode(scope, current.transfer?.toNodeId ?? '').text },
          ),
        }),
      ),
  },
  copy: {
    // A node that cannot reach one of its rubrics is refused: copy it where it can, or move it.
    async place(scope, template, nodeId) {
      const node = templatePlaces.requireAdministeredNode(scope, nodeId ?? template.nodeId);
      if ((await unreachableRubrics(scope, template, node)).length > 0) {
        throw invalidField('node_id', 'templates.rubric_unavailable');
      }
      return node;
    },
    title(asked) {
      if (asked === undefined) return null;
      const error = templateNameError(asked, []);
      if (error) throw invalidField('title', error);
      return asked.trim();
    },
    copyTitle: (template, actor: Actor, attempt) => copyTitle(template.title, actor.locale, attempt),
    // A copy is a new template (state created, no folder) that takes its own use of each rubric.
    async write({ actor, scope, original, node, title, now, last }) {
      const copyId = ulid(now.getTime());
      const copy: Template = {
        ...original,
        templateId: copyId,
        nodeId: node.nodeId,
        title,
        state: 'created',
        previousState: null,
        folderId: null,
        ...freshRecordFields(actor, now),
      };
      const result = await writeTemplate({
        current: null,
        next: copy,
        history: historyEntry(actor, copyId, 'copied', now, { title: original.title }),
      });
      if (result.outcome === 'name_taken' && !last) return TITLE_TAKEN;
      throwWriteRefusal(result);
      return {
        template: presentSummary(scope, rowOf(copy)),
        message: text('templates.copied', { title: original.title }),
      };
    },
  },
});

/** The template and the caller's scope (2 round trips after actor resolution), or 404. */
export async function requireTemplate(
  actor: Actor,
  templateId: string,
): Promise<{ scope: TemplateScope; template: Template }> {
  const { scope, item } = await templateLibrary.requireItem(actor, templateId);
  return { scope, template: item };
}
