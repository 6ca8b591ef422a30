import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A schedule's machine token: `<orgId>.<32 random bytes, base64url>`. The organisation's id rides in front
 * because the machine route has no signed-in caller to name the organisation whose schedule it reads; only
 * the SHA-256 of the whole token is stored, so the table never holds a usable token.
 */
export function newScheduleToken(organizationId: string): { token: string; hash: string } {
  const token = `${organizationId}.${randomBytes(32).toString('base64url')}`;
  return { token, hash: tokenHash(token) };
}

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The organisation a token names (its text before the first dot), null when it names none. */
export function tokenOrganisation(token: string): string | null {
  const dot = token.indexOf('.');
  return dot > 0 ? token.slice(0, dot) : null;
}

/** Whether `token` is the one whose hash is stored (compared in constant time). */
export function tokenMatches(token: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
