import { ulid } from 'ulid';
import type { Rubric, RubricSource, StoredRubricDefinition } from '../../db/rubrics/rubrics';
import type { Actor } from '../../lib/http/types';
import { freshRecordFields } from '../../lib/library/records';

/**
 * A new draft on a node (created, copied or imported; spec 1 §4 "saving sets draft"), written by the actor
 * (the person acted as, while impersonating), with its checked alignment; `source` for an imported one.
 */
export function newRubric(
  actor: Actor,
  nodeId: string,
  content: { title: string; definition: StoredRubricDefinition },
  alignment: { setIds: string[]; nodeIds: string[] },
  now: Date,
  source: RubricSource | null = null,
): Rubric {
  return {
    organizationId: actor.organisation.organizationId,
    rubricId: ulid(),
    nodeId,
    title: content.title,
    state: 'draft',
    definition: content.definition,
    statementSetIds: alignment.setIds,
    alignmentNodeIds: alignment.nodeIds,
    source,
    ...freshRecordFields(actor, now),
  };
}
