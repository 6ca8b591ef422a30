import { attachmentsNamed, invalid, type FieldError } from '@tessera/shared';
import type { Portfolio } from '../../db/portfolios/portfolios';
import { getOwnerAttachments } from '../../ports/attachments';
import { componentsOf } from './access';

/** The kinds whose content names the owner's uploads by id (spec 1 §3): an image, a gallery, resource attachments. */
const UPLOAD_KINDS = new Set(['image', 'image_gallery', 'attachment']);

/** The kind a component's content is read as: a rich component's inner kind (`component`), else its own. */
export function contentKind(type: string, content: unknown): string {
  if (type !== 'rich' || typeof content !== 'object' || content === null) return type;
  const inner = (content as Record<string, unknown>).component;
  return typeof inner === 'string' ? inner : type;
}

/** The upload ids a component's content names, for the kinds above only. */
function uploadIds(type: string, content: unknown): string[] {
  const kind = contentKind(type, content);
  if (!UPLOAD_KINDS.has(kind)) return [];
  return [...new Set(attachmentsNamed(kind, content).map((named) => named.id))];
}

/**
 * An image, gallery or attachment component names only files the portfolio's owner uploaded (issue 14): someone
 * else's id would be stored and never display. Checked when a save writes such a component with an id its
 * stored content did not already name (ids already held were checked when written, and a file deleted since
 * must not block every later save): one BatchGetItem of those ids under the owner, only then. Refused by
 * component ('portfolios.upload_not_own'), nothing saved.
 */
export async function requireOwnUploads(
  portfolio: Portfolio,
  fields: Readonly<Record<string, unknown>> | undefined,
): Promise<void> {
  if (!fields) return;
  const named: Record<string, string[]> = {};
  for (const component of componentsOf(portfolio.pages)) {
    const id = component.component_id;
    if (!(id in fields)) continue;
    const held = new Set(uploadIds(component.type, portfolio.content[id]));
    const added = uploadIds(component.type, fields[id]).filter((upload) => !held.has(upload));
    if (added.length > 0) named[id] = added;
  }
  const ids = [...new Set(Object.values(named).flat())];
  if (ids.length === 0) return;
  const found = await getOwnerAttachments(portfolio.organizationId, portfolio.owner.userId, ids);
  const own = new Set(found.map((attachment) => attachment.attachmentId));
  const errors: Record<string, FieldError> = {};
  for (const [componentId, added] of Object.entries(named)) {
    if (added.some((upload) => !own.has(upload))) errors[componentId] = 'portfolios.upload_not_own';
  }
  if (Object.keys(errors).length > 0) throw invalid('portfolios.content_invalid', { fields: errors });
}
