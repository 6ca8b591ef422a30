import { where, type Condition } from '../expressions';
import { create, put, remove, update, type WritePart } from '../transaction';
import { templateEntity, type Template } from './entities/template';
import { templateFolderEntity } from './entities/template-folder';
import { templateHistoryEntity, type TemplateHistoryEntry } from './entities/template-history';
import { rowOf, templateRowEntity, templateTransferRowEntity } from './entities/template-row';
import { claimName, nameKeyChanged, releaseName, TEMPLATE_NAME_SCOPE } from './guards';

/**
 * A template's own parts of every change (docs/data-model.md "Templates: writes that race"), named and worked
 * out from the template before and after, for the use case to run in one transactWrite with the parts of other
 * contexts the change moves (its node's `holdings`, one use on each rubric its rubric components use:
 * http/templates/template-writes.ts joins them from ports/hierarchy.ts and ports/rubrics.ts):
 * - the template item (`template`: conditioned on the version read, and for changes people make on no
 *   transfer waiting), its list row (`row`), the transfer row while a transfer waits (`transferRow`),
 * - its title's guard (`name` claimed, `oldName` released: titles are unique in the organisation),
 * - its folder's `templatesCount` (`folder:<id>`: a folder is deleted only empty; the folder must exist),
 * - a history entry (`history`).
 */
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

/** −1 for the id before and +1 for the one after, when they differ (a node's holdings, a folder's count). */
export function countChanges(before: string | null | undefined, after: string | null | undefined): Map<string, number> {
  const changes = new Map<string, number>();
  if (before === after) return changes;
  if (before) changes.set(before, -1);
  if (after) changes.set(after, 1);
  return changes;
}

export function templateChangeParts(change: TemplateWrite): Record<string, WritePart | undefined> {
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

  for (const [folderId, delta] of countChanges(current?.folderId, next?.folderId)) {
    parts[`folder:${folderId}`] = update(
      templateFolderEntity,
      { organizationId, folderId },
      { add: { templatesCount: delta } },
      delta < 0 ? where.ge('templatesCount', 1) : undefined,
    );
  }

  if (change.history) parts.history = create(templateHistoryEntity, change.history);

  return parts;
}
