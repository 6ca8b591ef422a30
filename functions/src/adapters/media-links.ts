import { presignGet } from './object-storage';

/**
 * Images other contexts show by key (the avatar on the account, a portfolio's cover) are stored as references,
 * the key of an image the server cropped and stored itself (`org/<orgId>/user/<ownerId>/<id>`), never as links,
 * which expire. Presenters turn a reference into a short-lived link with `mediaUrl`. References are only ever
 * written by the server from attachments it checked; nothing a client sends becomes one (a theme's logo is named
 * by its attachment, issue 21). Anything else ('') passes as it is.
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
