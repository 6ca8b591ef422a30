import { importFileType, type ImportKind } from '@tessera/shared';

/**
 * An import upload's object key: under the organisation, the owner and the kind it was signed for, never the
 * user's file name. Starting an import reads these back from the key and checks each against the caller and
 * the request, then against the upload's own record.
 */
export const importUploadKey = (organizationId: string, ownerId: string, kind: ImportKind, uploadId: string) =>
  `imports/${organizationId}/uploads/${ownerId}/${kind}/${uploadId}.${importFileType(kind).extension}`;

const KEY = /^imports\/([^/]+)\/uploads\/([^/]+)\/([a-z-]+)\/([0-9A-Z]{26})\.(csv|zip)$/;

/** The upload id of a key signed for this organisation, owner and kind; null for any other key. */
export function importUploadIdOf(
  key: string,
  expected: { organizationId: string; ownerId: string; kind: ImportKind },
): string | null {
  const match = KEY.exec(key);
  if (!match) return null;
  const [, organizationId, ownerId, kind, uploadId, extension] = match;
  const ours =
    organizationId === expected.organizationId &&
    ownerId === expected.ownerId &&
    kind === expected.kind &&
    extension === importFileType(expected.kind).extension;
  return ours ? (uploadId as string) : null;
}
