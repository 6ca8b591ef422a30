import { attachmentsNamed, contentKind, invalid, namesUploads, type FieldError } from '@tessera/shared';
import type { Portfolio } from '../../db/portfolios/portfolios';
import { getOwnerAttachments } from '../../ports/attachments';
import { componentsOf } from '../../ports/portfolios';

/**
 * The uploads a component's content names (with the owner it records, else null), for the kinds above only
 * (shared's namesUploads: the file and image kinds; a rich component read as its inner kind): what a save checks here and what held-files.ts holds.
 */
export function uploadsNamed(type: string, content: unknown): { id: string; ownerId: string | null }[] {
  const kind = contentKind(type, content);
  return namesUploads(kind) ? attachmentsNamed(kind, content) : [];
}

/**
 * A component names only files the portfolio's owner uploaded, or the writer did (an assessor filling an
 * observation form): never a third person's, whose file the portfolio's readers could then download through
 * the portfolio (issue 14). A file upload records each file's owner beside its id; every other kind names the
 * portfolio owner's. Checked when a save writes a component with an id its stored content did not already name
 * (ids already held were checked when written, and a file deleted since must not block every later save): one
 * BatchGetItem per owner named (the portfolio owner's, the writer's), only then. Refused by component
 * ('portfolios.upload_not_own'), nothing saved.
 */
export async function requireOwnUploads(
  portfolio: Portfolio,
  fields: Readonly<Record<string, unknown>> | undefined,
  writerId: string,
): Promise<void> {
  if (!fields) return;
  const ownerId = portfolio.owner.userId;
  const named: Record<string, { id: string; ownerId: string }[]> = {};
  for (const component of componentsOf(portfolio.pages)) {
    const id = component.component_id;
    if (!(id in fields)) continue;
    const held = new Set(uploadsNamed(component.type, portfolio.content[id]).map((upload) => upload.id));
    const added = uploadsNamed(component.type, fields[id])
      .filter((upload) => !held.has(upload.id))
      .map((upload) => ({ id: upload.id, ownerId: upload.ownerId ?? ownerId }));
    if (added.length > 0) named[id] = added;
  }
  const all = Object.values(named).flat();
  if (all.length === 0) return;
  // Only the owner's and the writer's files are looked for; any other owner is refused without a read.
  const lookups = [...new Set([ownerId, writerId])].map(async (owner) => {
    const ids = [...new Set(all.filter((upload) => upload.ownerId === owner).map((upload) => upload.id))];
    if (ids.length === 0) return [];
    const found = await getOwnerAttachments(portfolio.organizationId, owner, ids);
    return found.map((attachment) => `${owner}/${attachment.attachmentId}`);
  });
  const found = new Set((await Promise.all(lookups)).flat());
  const errors: Record<string, FieldError> = {};
  for (const [componentId, added] of Object.entries(named)) {
    if (added.some((upload) => !found.has(`${upload.ownerId}/${upload.id}`)))
      errors[componentId] = 'portfolios.upload_not_own';
  }
  if (Object.keys(errors).length > 0) throw invalid('portfolios.content_invalid', { fields: errors });
}
