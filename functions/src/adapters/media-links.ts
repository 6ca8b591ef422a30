import { presignGet } from './object-storage';

/**
 * Images other contexts show (the avatar on the account, a theme's logo) are stored as references, the
 * object's key (`org/<orgId>/user/<ownerId>/<id>`), never as links, which expire. Presenters turn a reference
 * into a short-lived link with `mediaUrl`; a link read back from a client (a theme saved with the link it was
 * shown) becomes its reference again with `mediaReference`. Anything else (an outside URL, '') passes as it is.
 */
const REFERENCE = /^org\/[^/]+\/user\/[^/]+\/[0-9A-Z]{26}$/;

/** Links last an hour: long enough for a page, short enough that a copied link stops working. */
const MEDIA_LINK_SECONDS = 60 * 60;

export function isMediaReference(value: string): boolean {
  return REFERENCE.test(value);
}

export async function mediaUrl(value: string): Promise<string>;
export async function mediaUrl(value: string | null): Promise<string | null>;
export async function mediaUrl(value: string | null): Promise<string | null> {
  if (value === null || !isMediaReference(value)) return value;
  return presignGet({
    key: value,
    fileName: value.slice(value.lastIndexOf('/') + 1),
    // The server made these images and stored them as image/png or image/jpeg: S3's own Content-Type stands.
    disposition: 'inline',
    expiresSeconds: MEDIA_LINK_SECONDS,
  });
}

/** The reference inside one of our links (a presigned GET of a reference), or the value as it is. */
export function mediaReference(value: string): string {
  let path: string;
  try {
    path = decodeURIComponent(new URL(value).pathname);
  } catch {
    return value;
  }
  const match = /(org\/[^/]+\/user\/[^/]+\/[0-9A-Z]{26})$/.exec(path);
  return match && isMediaReference(match[1] as string) ? (match[1] as string) : value;
}
