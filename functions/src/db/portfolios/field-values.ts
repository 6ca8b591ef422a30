import { createHash } from 'node:crypto';
import type { StoredValue } from './entities/portfolio-field';

/**
 * A component's content over this (as JSON) is kept in S3, the item holding its key and hash (ADR 0028 §1), so
 * no field comes near DynamoDB's 400 KB item limit and a save's transaction stays far under its 4 MB. The
 * spec's own limit on what one save may send stays the request's 1 MB (413 `system.too_large`).
 */
export const FIELD_INLINE_BYTES = 32 * 1024;

/**
 * The uploads bucket's key of a large value: named by its hash and the head version of the write that puts it
 * (`<sha256>.<version>`), so a retried write is the same object, and an object once left unreferenced is never
 * named by a later write: a later write of the same content is another object. That is what lets the sweep
 * (jobs/field-objects) delete what no item names without racing a writer (ADR 0028 §1 "Large answers' objects").
 * Objects written before carry no version (`<sha256>`).
 */
export const fieldObjectKey = (
  organizationId: string,
  portfolioId: string,
  componentId: string,
  sha256: string,
  version: number | null = null,
) =>
  `${fieldObjectPrefix(organizationId, portfolioId)}${componentId}/${sha256}${version === null ? '' : `.${version}`}`;

/** Where every portfolio's large values live: `portfolios/<orgId>/<portfolioId>/…`. */
export const FIELD_OBJECTS_ROOT = 'portfolios/';

/** Where a portfolio's large values live: every object under it belongs to that portfolio. */
export const fieldObjectPrefix = (organizationId: string, portfolioId: string) =>
  `${FIELD_OBJECTS_ROOT}${organizationId}/${portfolioId}/`;

/** The organisation and portfolio whose prefix holds `key`, or null for a key outside any portfolio's. */
export function fieldObjectOwner(key: string): { organizationId: string; portfolioId: string } | null {
  const [root, organizationId, portfolioId, ...rest] = key.split('/');
  if (`${root}/` !== FIELD_OBJECTS_ROOT || !organizationId || !portfolioId || rest.length === 0) return null;
  return { organizationId, portfolioId };
}

/** A value as it is stored, and the JSON to put in S3 first when it is large. */
export interface PreparedValue {
  stored: StoredValue;
  object: { key: string; body: string } | null;
}

export function prepareValue(
  organizationId: string,
  portfolioId: string,
  componentId: string,
  value: Record<string, unknown>,
  version: number | null = null,
): PreparedValue {
  const body = JSON.stringify(value);
  const bytes = Buffer.byteLength(body, 'utf8');
  if (bytes <= FIELD_INLINE_BYTES) return { stored: { value, object: null }, object: null };
  const sha256 = createHash('sha256').update(body, 'utf8').digest('hex');
  const key = fieldObjectKey(organizationId, portfolioId, componentId, sha256, version);
  return { stored: { value: null, object: { key, sha256, bytes } }, object: { key, body } };
}
