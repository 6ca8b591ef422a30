import { mediaUrl } from '../../ports/attachments';

/**
 * A portfolio's cover is stored as a media reference (ADR 0019: links expire); what is answered is a
 * short-lived link to it. Signing is local (no call), so lists sign every row.
 */
export async function withCoverLink<T extends { cover_url: string }>(body: T): Promise<T> {
  return body.cover_url === '' ? body : { ...body, cover_url: await mediaUrl(body.cover_url) };
}
