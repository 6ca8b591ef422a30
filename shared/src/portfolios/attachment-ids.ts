/**
 * The attachments a component's content names (spec 1 §3 content shapes): a resource attachment's
 * `attachments[]`, a file upload's and edTPA attachment's parallel `id` / `owner_id` lists, an image's `id`, a
 * gallery's `images[]`. `ownerId` is the one the content records (file uploads keep it beside each id), else
 * null: the file is then the portfolio owner's. Anything else names no attachment.
 */
export interface NamedAttachment {
  id: string;
  ownerId: string | null;
}

const asString = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const recordOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function attachmentsNamed(kind: string, content: unknown): NamedAttachment[] {
  const record = recordOf(content);
  if (!record) return [];
  const fromEntries = (entries: unknown[]): NamedAttachment[] =>
    entries.flatMap((entry) => {
      const item = recordOf(entry);
      const id = item ? asString(item.id) : null;
      return id ? [{ id, ownerId: item ? asString(item.owner_id) : null }] : [];
    });
  switch (kind) {
    case 'attachment':
      return fromEntries(listOf(record.attachments));
    case 'image_gallery':
      return fromEntries(listOf(record.images));
    case 'image': {
      const id = asString(record.id);
      return id ? [{ id, ownerId: null }] : [];
    }
    case 'file_upload':
    case 'edtpa_attachment': {
      const owners = listOf(record.owner_id);
      return listOf(record.id).flatMap((value, index) => {
        const id = asString(value);
        return id ? [{ id, ownerId: asString(owners[index]) }] : [];
      });
    }
    default:
      return [];
  }
}
