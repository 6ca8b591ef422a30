import { DomainError } from '@tessera/shared';

/** Largest request body accepted (bodies over 1 MB are refused with 413). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The event body as JSON: undefined when absent or empty; 413 `system.too_large` past 1 MB; 400
 * `system.invalid_json` when it does not parse.
 */
export function parseJsonBody(body: string | undefined, isBase64Encoded: boolean | undefined): unknown {
  if (body === undefined || body === null || body === '') return undefined;
  const bytes = isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
  if (bytes.byteLength > MAX_BODY_BYTES) throw new DomainError('too_large', 'system.too_large');
  const text = bytes.toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DomainError('invalid', 'system.invalid_json');
  }
}
