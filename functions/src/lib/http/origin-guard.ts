import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * The origin guard (ADR 0007): CloudFront adds this header, carrying a secret, to every request it sends to
 * the API, so a request that reaches the API's default execute-api endpoint directly (bypassing CloudFront,
 * its WAF and its security headers) is refused. Lower case: API Gateway hands payload 2.0 headers so.
 */
export const ORIGIN_VERIFY_HEADER = 'x-tessera-origin-verify';

/** Function environment: the current secret, and during a rotation the previous one (ADR 0007). */
export const ORIGIN_SECRET_VARIABLE = 'ORIGIN_VERIFY_SECRET';
export const PREVIOUS_ORIGIN_SECRET_VARIABLE = 'ORIGIN_VERIFY_SECRET_PREVIOUS';

/** The secrets configured for this function; none (the local cloud, tests) switches the guard off. */
export function expectedOriginSecrets(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  return [env[ORIGIN_SECRET_VARIABLE], env[PREVIOUS_ORIGIN_SECRET_VARIABLE]].filter(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
}

// Comparing digests keeps the comparison constant-time whatever the lengths of the two strings.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * True when the request carries the origin header with one of the expected secrets. Pure: `headers` as the
 * event has them (names matched without regard to case), `expectedSecret` one secret or several (the current
 * and, while CloudFront switches over, the previous one). No expected secret at all means nothing is
 * guarded, so the answer is true.
 */
export function originAllowed(
  headers: Readonly<Record<string, string | undefined>> | null | undefined,
  expectedSecret: string | readonly string[],
): boolean {
  const expected = (typeof expectedSecret === 'string' ? [expectedSecret] : [...expectedSecret]).filter(Boolean);
  if (expected.length === 0) return true;
  const name = Object.keys(headers ?? {}).find((key) => key.toLowerCase() === ORIGIN_VERIFY_HEADER);
  const given = name === undefined ? undefined : headers?.[name];
  if (!given) return false;
  return expected.some((secret) => sameSecret(given, secret));
}
