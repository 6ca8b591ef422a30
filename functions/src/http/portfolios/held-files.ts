import { invalid } from '@tessera/shared';
import type { Portfolio } from '../../db/portfolios/portfolios';
import { recordAttachmentUse, releaseAttachmentUse } from '../../ports/attachments';
import { componentsOf } from '../../ports/portfolios';
import { uploadsNamed } from './own-uploads';

type Named = Pick<Portfolio, 'pages' | 'content' | 'owner'>;

/**
 * The portfolio owner's files its components name, by component: every upload a save checks (own-uploads.ts
 * `uploadsNamed`: file uploads, edTPA attachments, resource attachments, images, galleries, and rich components
 * wrapping one), each held (a use on the attachment) so it cannot be deleted while content names it (spec 1 §6
 * "Attachment delete only where can_delete is true"; issue 14). A file whose content records another owner
 * (file uploads keep `owner_id` beside each id) is not the owner's to hold and is left out.
 */
export function heldFiles(portfolio: Named): Map<string, string[]> {
  const held = new Map<string, string[]>();
  for (const component of componentsOf(portfolio.pages)) {
    const ids = uploadsNamed(component.type, portfolio.content[component.component_id])
      .filter((named) => named.ownerId === null || named.ownerId === portfolio.owner.userId)
      .map((named) => named.id);
    if (ids.length > 0) held.set(component.component_id, [...new Set(ids)]);
  }
  return held;
}

/**
 * What a change of content holds anew and lets go, by file (a file moved between components is neither).
 *
 * Files dropped from the content are let go only while the portfolio has never been submitted: once it has any
 * revision (before or after this change), a frozen revision may still name a dropped file, and the revision's
 * download (the assessor's, the owner's history) would break if the owner could then delete it. Over-holding
 * only keeps a file from being deleted; under-holding loses data (docs/adr/0019 "Amendment: files held by
 * portfolio saves").
 */
export function heldChange(
  before: Named & Pick<Portfolio, 'revisions'>,
  after: Named & Pick<Portfolio, 'revisions'>,
): { added: Map<string, string[]>; dropped: string[] } {
  const was = new Set([...heldFiles(before).values()].flat());
  const now = heldFiles(after);
  const all = new Set([...now.values()].flat());
  const added = new Map<string, string[]>();
  for (const [componentId, ids] of now) {
    const fresh = ids.filter((id) => !was.has(id));
    if (fresh.length > 0) added.set(componentId, fresh);
  }
  const frozen = before.revisions.length > 0 || after.revisions.length > 0;
  return { added, dropped: frozen ? [] : [...was].filter((id) => !all.has(id)) };
}

/** Whose files a portfolio holds: its owner's, in its organisation (whoever saves it). */
type FilesOwner = Pick<Portfolio, 'organizationId' | 'owner'>;

const fileKey = (portfolio: FilesOwner, attachmentId: string) => ({
  organizationId: portfolio.organizationId,
  ownerId: portfolio.owner.userId,
  attachmentId,
});

/**
 * Each of the owner's files recorded as used (one UpdateItem each, in parallel) before the write that names them;
 * a file gone meanwhile refuses on its component ('portfolios.upload_not_own'), releasing the uses already
 * recorded.
 */
export async function holdFiles(
  portfolio: FilesOwner,
  files: ReadonlyMap<string, readonly string[]>,
): Promise<string[]> {
  const entries = [...files].flatMap(([componentId, ids]) => ids.map((id) => ({ componentId, id })));
  const results = await Promise.all(entries.map((entry) => recordAttachmentUse(fileKey(portfolio, entry.id))));
  const held = entries.filter((_, index) => results[index]).map((entry) => entry.id);
  const gone = entries.filter((_, index) => !results[index]);
  if (gone.length === 0) return held;
  await releaseFiles(portfolio, held);
  throw invalid('portfolios.content_invalid', {
    fields: Object.fromEntries(gone.map((entry) => [entry.componentId, 'portfolios.upload_not_own' as const])),
  });
}

/** The uses end (one UpdateItem each, in parallel; never below 0). */
export async function releaseFiles(portfolio: FilesOwner, ids: readonly string[]): Promise<void> {
  await Promise.all(ids.map((id) => releaseAttachmentUse(fileKey(portfolio, id))));
}
