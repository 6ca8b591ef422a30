import {
  cleanName,
  conflict,
  forbidden,
  invalidField,
  notFound,
  RUBRIC_LIMITS,
  rubricTransition,
  type Rubric as RubricView,
  type RubricDefinition,
} from '@tessera/shared';
import { defaultRubricId, ensureDefaultRubric } from '../../db/rubrics/default-rubric';
import {
  acceptRubricTransfer,
  changeRubricState,
  deleteRubric,
  insertRubrics,
  moveRubric,
  offerRubricTransfer,
  withdrawRubricTransfer,
  type RubricStateChange,
  type RubricWriteOutcome,
} from './rubric-writes';
import { getRubric, type Rubric, type RubricTransfer } from '../../db/rubrics/rubrics';
import { translator } from '../../lib/http/translate';
import type { Actor } from '../../lib/http/types';
import { defineLibrary, type LibraryWritten } from '../../lib/library/lifecycle';
import type { Text } from '../../lib/text';
import type { OrganisationNode } from '../../ports/hierarchy';
import { checkAlignment, defaultRubricNames, definitionOf, storedDefinition } from './definition-rules';
import { newRubric } from './new-rubric';
import { placementProblem } from './placement';
import { presentRubric } from './present';
import { rubricPlaces, type RubricScope } from './scope';

const NEXT_STATE = { publish: 'published', unpublish: 'draft', archive: 'archived' } as const;

/** A refused write that is not the rubric's own condition: the receiving or target node is gone (404). */
function settled(outcome: RubricWriteOutcome): LibraryWritten {
  if (outcome === 'node_gone') throw notFound();
  return outcome === 'saved' ? 'saved' : 'conflict';
}
const savedOrConflict = (outcome: RubricWriteOutcome): LibraryWritten => (outcome === 'saved' ? 'saved' : 'conflict');

/**
 * The rubric library (ADR 0015) on the library lifecycle (ADR 0025), from the organisation's tree (one Query,
 * through the hierarchy's port):
 * - node authority over a node (the caller administers it or a node above it, or is a root admin) lets the
 *   caller manage the rubrics on it; only callers holding an admin role manage rubrics at all;
 * - a draft is seen only by those with node authority over its node (or over the node a transfer waits on);
 *   published, archived and default rubrics are seen by everyone in the organisation, since the work they
 *   score shows them. Unseen rubrics, and other organisations' ones, are 404;
 * - a seen rubric the caller may not change answers 403 "You do not have permission…";
 * - the default rubric never changes; archived and transferred rubrics are view-only; the state machine of
 *   shared/src/rubrics (saving sets draft, publish a draft, unpublish a published rubric nothing uses); no
 *   delete while used; and last, a version older than the rubric's is a stale change.
 * The default rubric's id finds it even before any list has created it.
 */
export const rubricLibrary = defineLibrary<
  Rubric,
  RubricScope,
  RubricStateChange,
  { rubric: RubricView; message: Text },
  RubricView
>({
  places: rubricPlaces,
  read: getRubric,
  readMissing: (actor, id) =>
    id === defaultRubricId(actor.organisation.organizationId)
      ? ensureDefaultRubric(actor.organisation.organizationId, defaultRubricNames(actor.locale))
      : Promise.resolve(null),
  idOf: (rubric) => rubric.rubricId,
  seenByAll: (state) => state !== 'draft',
  rules: {
    readOnly: (rubric) => (rubric.state === 'default' ? 'rubrics.default_read_only' : null),
    refusal(rubric, change) {
      if (rubric.state === 'archived') return 'rubrics.archived';
      if (change === 'save' || change === 'publish' || change === 'unpublish' || change === 'archive') {
        const transition = rubricTransition(rubric.state, change, rubric.usageCount);
        if ('refused' in transition) {
          return change === 'save' && transition.refused === 'rubrics.cannot_unpublish'
            ? 'rubrics.in_use_save'
            : transition.refused;
        }
      }
      if (change === 'delete' && rubric.usageCount > 0) return 'rubrics.in_use_delete';
      return null;
    },
    stateAfter: (rubric, change) => ({ ...rubric, state: NEXT_STATE[change] }),
    placement: (scope, rubric, to) => placementProblem(scope, rubric, to),
  },
  sentences: {
    noAuthority: 'rubrics.no_authority',
    transferred: 'rubrics.transferred',
    stale: 'rubrics.stale',
    transferNone: 'rubrics.transfer.none',
    states: { publish: 'rubrics.published', unpublish: 'rubrics.unpublished', archive: 'rubrics.archived_done' },
    moved: 'rubrics.moved',
    transferSent: 'rubrics.transfer.sent',
    transferAccepted: 'rubrics.transfer.accepted',
    transferRejected: 'rubrics.transfer.rejected',
  },
  answer: (scope, rubric, message) => ({ rubric: presentRubric(scope, rubric), message }),
  writes: {
    state: async ({ current, change, now }) => savedOrConflict(await changeRubricState(current, change, now)),
    remove: async (current) => savedOrConflict(await deleteRubric(current)),
    move: async ({ current, to, now }) => settled(await moveRubric(current, to.nodeId, now)),
    offer: async ({ current, next, now }) =>
      settled((await offerRubricTransfer(current, next.transfer as RubricTransfer, now)).outcome),
    answer: async ({ current, answer, now }) =>
      settled(await (answer === 'accept' ? acceptRubricTransfer : withdrawRubricTransfer)(current, now)),
  },
  copy: {
    // The rubric's own node unless another is named; the default rubric has none, so it needs `node_id`.
    place: (scope, rubric, nodeId) => {
      const chosen = nodeId ?? rubric.nodeId;
      if (!chosen) throw invalidField('node_id', 'system.field_blank');
      if (!nodeId && !rubricPlaces.administers(scope, chosen)) throw forbidden('rubrics.no_authority');
      return Promise.resolve(rubricPlaces.requireAdministeredNode(scope, chosen));
    },
    title: (asked) => cleanName(asked ?? '') || null,
    // Rubric titles need not be unique, so the first copy title always does.
    copyTitle: async (rubric, actor: Actor) =>
      cleanName((await translator(actor.locale))('rubrics.copy_title', { title: rubric.title }), RUBRIC_LIMITS.title),
    async write({ actor, scope, original, node, title, now }) {
      return presentRubric(
        scope,
        await insertDraftRubric(actor, scope, node, { ...definitionOf(original), title }, now),
      );
    },
  },
});

/**
 * A new draft on `node` from a definition (created or copied): its alignment checked against the node's
 * statement sets, written with the node's holdings and the sets' use counts (rubric-writes), or refused.
 */
export async function insertDraftRubric(
  actor: Actor,
  scope: RubricScope,
  node: OrganisationNode,
  input: RubricDefinition,
  now: Date,
): Promise<Rubric> {
  const content = storedDefinition(input);
  const alignment = await checkAlignment(scope.organizationId, node, content.definition);
  const rubric = newRubric(
    actor,
    node.nodeId,
    { title: content.title, definition: { ...content.definition, statements_mapping: alignment.mapping } },
    alignment,
    now,
  );
  throwInsertRefusal(await insertRubrics([rubric]));
  return rubric;
}

/** What a refused insert of new rubrics means: the node or an aligned statement set went meanwhile. */
export function throwInsertRefusal(outcome: RubricWriteOutcome): void {
  if (outcome === 'node_gone') throw notFound();
  if (outcome === 'set_gone') throw conflict('rubrics.alignment.set_removed');
  if (outcome !== 'saved') throw conflict();
}

/** The rubric and the caller's scope (2 round trips after actor resolution), or 404. */
export async function requireRubric(actor: Actor, rubricId: string): Promise<{ scope: RubricScope; rubric: Rubric }> {
  const { scope, item } = await rubricLibrary.requireItem(actor, rubricId);
  return { scope, rubric: item };
}
