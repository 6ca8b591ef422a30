import { nodeHoldingsChange } from '../../ports/hierarchy';
import { rubricUseChange } from '../../ports/rubrics';
import { where, type Condition } from '../expressions';
import { create, put, remove, transactWrite, update, type WritePart } from '../transaction';
import { templateEntity, type Template } from './entities/template';
import { templateFolderEntity } from './entities/template-folder';
import { templateHistoryEntity, type TemplateHistoryEntry } from './entities/template-history';
import { rowOf, templateRowEntity, templateTransferRowEntity } from './entities/template-row';
import { claimName, nameKeyChanged, releaseName, TEMPLATE_NAME_SCOPE } from './guards';

/**
 * Every change to a template is one transaction (docs/data-model.md "Templates: writes that race"): the
 * template item (conditioned on the version read, and for changes people make on no transfer waiting), its
 * list row, the transfer row while a transfer waits, and whatever the change moves with it, worked out from
 * the template before and after:
 * - its title's guard (titles are unique in the organisation),
 * - its node's `holdings` (a node holding templates is not deleted under them),
 * - its folder's `templatesCount` (a folder is deleted only empty; the folder must exist),
 * - one use on each rubric its rubric components use (ports/rubrics.ts): taken only from a usable rubric
 *   (published or default), released when the last component using it goes,
 * - a history entry.
 * A failed condition changes nothing; the outcome names what failed.
 */
export type TemplateWriteOutcome =
  | { outcome: 'saved' }
  | { outcome: 'conflict' | 'name_taken' | 'node_gone' | 'folder_gone' }
  | { outcome: 'rubric_unusable'; rubricIds: string[] };

export interface TemplateWrite {
  /** The template as read (null: a new one). */
  current: Template | null;
  /** The template after the change (null: deleted). */
  next: Template | null;
  /** Extra condition on the template item (with the version read); default: no transfer waiting. */
  condition?: Condition;
  history?: TemplateHistoryEntry;
}

const keyOf = (template: Template) => ({ organizationId: template.organizationId, templateId: template.templateId });

function countChanges(before: string | null | undefined, after: string | null | undefined): Map<string, number> {
  const changes = new Map<string, number>();
  if (before === after) return changes;
  if (before) changes.set(before, -1);
  if (after) changes.set(after, 1);
  return changes;
}

export async function writeTemplate(change: TemplateWrite): Promise<TemplateWriteOutcome> {
  const { current, next } = change;
  const base = (next ?? current) as Template;
  const organizationId = base.organizationId;
  const parts: Record<string, WritePart | undefined> = {};

  // Uses do not change the version, but a put carries the count it read: a use taken meanwhile fails the
  // write (reported as stale) rather than being overwritten.
  const condition = where.and(
    where.eq('version', current?.version ?? 0),
    where.eq('usageCount', current?.usageCount ?? 0),
    change.condition ?? where.notExists('transfer'),
  );
  if (!current) parts.template = create(templateEntity, next as Template);
  else if (!next) parts.template = remove(templateEntity, keyOf(current), condition);
  else
    parts.template = put(
      templateEntity,
      next,
      where.and((context) => `attribute_exists(${context.name('pk')})`, condition),
    );

  parts.row = next ? put(templateRowEntity, rowOf(next)) : remove(templateRowEntity, keyOf(base));
  if (next?.transfer) parts.transferRow = put(templateTransferRowEntity, rowOf(next));
  else if (current?.transfer) parts.transferRow = remove(templateTransferRowEntity, keyOf(current));

  if (!current && next) parts.name = claimName(organizationId, TEMPLATE_NAME_SCOPE, next.title, next.templateId);
  else if (current && !next)
    parts.oldName = releaseName(organizationId, TEMPLATE_NAME_SCOPE, current.title, current.templateId);
  else if (current && next && nameKeyChanged(current.title, next.title)) {
    parts.name = claimName(organizationId, TEMPLATE_NAME_SCOPE, next.title, next.templateId);
    parts.oldName = releaseName(organizationId, TEMPLATE_NAME_SCOPE, current.title, current.templateId);
  }

  for (const [nodeId, delta] of countChanges(current?.nodeId, next?.nodeId)) {
    parts[`node:${nodeId}`] = nodeHoldingsChange(organizationId, nodeId, delta);
  }
  for (const [folderId, delta] of countChanges(current?.folderId, next?.folderId)) {
    parts[`folder:${folderId}`] = update(
      templateFolderEntity,
      { organizationId, folderId },
      { add: { templatesCount: delta } },
      delta < 0 ? where.ge('templatesCount', 1) : undefined,
    );
  }

  const before = new Set(current?.rubricIds ?? []);
  const after = new Set(next?.rubricIds ?? []);
  for (const rubricId of after)
    if (!before.has(rubricId)) parts[`rubric:${rubricId}`] = rubricUseChange(organizationId, rubricId, 1);
  for (const rubricId of before)
    if (!after.has(rubricId)) parts[`rubric:${rubricId}`] = rubricUseChange(organizationId, rubricId, -1);

  if (change.history) parts.history = create(templateHistoryEntity, change.history);

  const outcome = await transactWrite(parts);
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

/** The most distinct rubrics one template may use, so every change fits in one transaction. */
export const TEMPLATE_MAX_RUBRICS = 20;
