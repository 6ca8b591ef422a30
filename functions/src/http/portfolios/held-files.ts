import { attachmentsNamed, invalid } from '@tessera/shared';
import type { Portfolio } from '../../db/portfolios/portfolios';
import type { Actor } from '../../lib/http/types';
import { recordAttachmentUse, releaseAttachmentUse } from '../../ports/attachments';
import { componentsOf } from './access';

/** The kinds whose files an evidence item holds (counted as uses, as its cover): image, gallery, attachments. */
const HELD_KINDS = new Set(['image', 'image_gallery', 'attachment']);

/** The files an evidence item's media components name, by component. */
export function heldFiles(portfolio: Pick<Portfolio, 'pages' | 'content'>): Map<string, string[]> {
  const held = new Map<string, string[]>();
  for (const component of componentsOf(portfolio.pages)) {
    if (!HELD_KINDS.has(component.type)) continue;
    const ids = attachmentsNamed(component.type, portfolio.content[component.component_id]).map((named) => named.id);
    if (ids.length > 0) held.set(component.component_id, [...new Set(ids)]);
  }
  return held;
}

/** What a change of content holds anew and lets go, by file (a file moved between components is neither). */
export function heldChange(
  before: Pick<Portfolio, 'pages' | 'content'>,
  after: Pick<Portfolio, 'pages' | 'content'>,
): { added: Map<string, string[]>; dropped: string[] } {
  const was = new Set([...heldFiles(before).values()].flat());
  const now = heldFiles(after);
  const all = new Set([...now.values()].flat());
  const added = new Map<string, string[]>();
  for (const [componentId, ids] of now) {
    const fresh = ids.filter((id) => !was.has(id));
    if (fresh.length > 0) added.set(componentId, fresh);
  }
  return { added, dropped: [...was].filter((id) => !all.has(id)) };
}

const fileKey = (actor: Actor, attachmentId: string) => ({
  organizationId: actor.organisation.organizationId,
  ownerId: actor.userId,
  attachmentId,
});

/**
 * Each file's use recorded (one UpdateItem each, in parallel) before the write that names them; a file gone
 * meanwhile refuses on its component ('portfolios.upload_not_own'), releasing the uses already recorded.
 */
export async function holdFiles(actor: Actor, files: ReadonlyMap<string, readonly string[]>): Promise<string[]> {
  const entries = [...files].flatMap(([componentId, ids]) => ids.map((id) => ({ componentId, id })));
  const results = await Promise.all(entries.map((entry) => recordAttachmentUse(fileKey(actor, entry.id))));
  const held = entries.filter((_, index) => results[index]).map((entry) => entry.id);
  const gone = entries.filter((_, index) => !results[index]);
  if (gone.length === 0) return held;
  await releaseFiles(actor, held);
  throw invalid('portfolios.content_invalid', {
    fields: Object.fromEntries(gone.map((entry) => [entry.componentId, 'portfolios.upload_not_own' as const])),
  });
}

/** The uses end (one UpdateItem each, in parallel; never below 0). */
export async function releaseFiles(actor: Actor, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => releaseAttachmentUse(fileKey(actor, id))));
}
