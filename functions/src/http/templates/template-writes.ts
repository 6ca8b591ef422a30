import { countChanges, templateChangeParts, type TemplateWrite } from '../../db/templates/template-changes';
import { snapshotPublishedPart } from '../../db/templates/template-snapshot-uses';
import { onlySnapshotExisted, snapshotOf, snapshotParts } from '../../db/templates/template-snapshots';
import type { Template } from '../../db/templates/templates';
import { transactWrite, type WritePart } from '../../db/transaction';
import { nodeHoldingsChange } from '../../ports/hierarchy';
import { rubricUseChange } from '../../ports/rubrics';

/**
 * Every change to a template is one transaction (docs/data-model.md "Templates: writes that race"): the
 * template's own parts (its item, rows, title guard, folder count and history: db/templates/template-changes.ts)
 * and what the change moves in other contexts, gathered here:
 * - its node's `holdings` (ports/hierarchy.ts: a node holding templates is not deleted under them),
 * - one use on each rubric its rubric components use (ports/rubrics.ts): taken only from a usable rubric
 *   (published or default), released when the last component using it goes.
 * A failed condition changes nothing; the outcome names what failed.
 */
export type TemplateWriteOutcome =
  | { outcome: 'saved' }
  | { outcome: 'conflict' | 'name_taken' | 'node_gone' | 'folder_gone' }
  | { outcome: 'rubric_unusable'; rubricIds: string[] };
export type { TemplateWrite };

/** The most distinct rubrics one template may use, so every change fits in one transaction. */
export const TEMPLATE_MAX_RUBRICS = 20;

/**
 * The template with the id of its content's snapshot (ADR 0028 §2), and the snapshot to write when that
 * content is new to the template.
 */
function withSnapshot(current: Template | null, next: Template | null) {
  if (!next) return { next, snapshot: null };
  const snapshot = snapshotOf({
    organizationId: next.organizationId,
    templateId: next.templateId,
    pages: next.pages,
    dataTemplates: next.dataTemplates,
    settings: next.settings,
  });
  return {
    next: { ...next, snapshotId: snapshot.snapshotId },
    snapshot: snapshot.snapshotId === current?.snapshotId ? null : snapshot,
  };
}

export async function writeTemplate(change: TemplateWrite): Promise<TemplateWriteOutcome> {
  const { current } = change;
  const { next, snapshot } = withSnapshot(current, change.next);
  const organizationId = (next ?? current)?.organizationId as string;
  const parts: Record<string, WritePart | undefined> = templateChangeParts({ ...change, next });
  for (const [nodeId, delta] of countChanges(current?.nodeId, next?.nodeId))
    parts[`node:${nodeId}`] = nodeHoldingsChange(organizationId, nodeId, delta);
  const before = new Set(current?.rubricIds ?? []);
  const after = new Set(next?.rubricIds ?? []);
  for (const rubricId of after)
    if (!before.has(rubricId)) parts[`rubric:${rubricId}`] = rubricUseChange(organizationId, rubricId, 1);
  for (const rubricId of before)
    if (!after.has(rubricId)) parts[`rubric:${rubricId}`] = rubricUseChange(organizationId, rubricId, -1);

  // A snapshot the template now publishes (published, or its content changed while published) gets its counter
  // of portfolios, dated, for the admin's list of versions (ADR 0028 §2).
  if (
    next?.state === 'published' &&
    next.snapshotId &&
    (current?.state !== 'published' || current.snapshotId !== next.snapshotId)
  )
    parts.snapshotUse = snapshotPublishedPart(
      organizationId,
      next.templateId,
      next.snapshotId,
      next.updatedAt,
      next.version,
    );

  // A snapshot whose content changed is written in the same transaction, created only if absent (never
  // rewritten). Content the template had before (an edit undone) already has its snapshot: the write is
  // then made again without it.
  const snapshotWrites = snapshot ? snapshotParts(snapshot) : {};
  let outcome = await transactWrite({ ...parts, ...snapshotWrites });
  if (!outcome.ok && snapshot && onlySnapshotExisted(outcome.failed)) outcome = await transactWrite(parts);
  if (outcome.ok) return { outcome: 'saved' };
  const failed = [...outcome.failed];
  if (failed.includes('template')) return { outcome: 'conflict' };
  if (failed.includes('name')) return { outcome: 'name_taken' };
  if (failed.some((name) => name.startsWith('node:'))) return { outcome: 'node_gone' };
  if (failed.some((name) => name.startsWith('folder:'))) return { outcome: 'folder_gone' };
  const rubricIds = failed.filter((name) => name.startsWith('rubric:')).map((name) => name.slice('rubric:'.length));
  if (rubricIds.length > 0) return { outcome: 'rubric_unusable', rubricIds };
  return { outcome: 'conflict' };
}
