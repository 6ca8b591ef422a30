import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordParts, recordSchema, type RecordOf } from '../../records';

/**
 * Where a value larger than FIELD_INLINE_BYTES lives: an object of the uploads bucket named by the sha256 of
 * its JSON (`portfolios/<orgId>/<portfolioId>/<componentId>/<sha256>`), so a retried write is the same object.
 */
export const fieldObjectRecord = recordSchema(() =>
  z.object({ key: z.string(), sha256: z.string(), bytes: z.number() }),
);
export type FieldObject = RecordOf<typeof fieldObjectRecord>;

/** A component's content as stored: in the item (`value`) or, when large, in S3 (`object`). */
export const storedValueShape = () => ({
  value: z.nullable(recordParts.json()),
  object: z.nullable(fieldObjectRecord()),
});
export const storedValueRecord = recordSchema(() => z.object(storedValueShape()));
export type StoredValue = RecordOf<typeof storedValueRecord>;

/**
 * One component's content of a portfolio (docs/adr/0028-portfolios-at-institution-scale.md §1), with the head
 * `version` that wrote it: a reader takes it only when that version is ≤ the head's. A save of more fields than
 * one transaction holds writes them before the head commits them (db/batch.ts writeThenCommit), each keeping the
 * value it replaced in `previous` (with the head version it was committed at), so until the commit a reader
 * still sees the value committed before.
 */
export const portfolioFieldRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    portfolioId: z.string(),
    componentId: z.string(),
    ...storedValueShape(),
    version: z.number(),
    previous: z.nullable(z.object({ ...storedValueShape(), version: z.number() })),
  }),
);
export type PortfolioField = RecordOf<typeof portfolioFieldRecord>;

export const fieldsPrefix = (portfolioId: string) => `PORTFOLIO_FIELD#${portfolioId}#`;

export const portfolioFieldEntity = defineEntity<PortfolioField>()({
  name: 'portfolioField',
  keyFields: ['organizationId', 'portfolioId', 'componentId'],
  key: ({ organizationId, portfolioId, componentId }) => ({
    pk: `ORG#${organizationId}`,
    sk: `${fieldsPrefix(portfolioId)}${componentId}`,
  }),
  defaults: { value: null, object: null, previous: null },
  record: portfolioFieldRecord,
});
