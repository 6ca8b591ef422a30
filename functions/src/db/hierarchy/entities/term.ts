import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/** A term of an organisation (spec 2 §3 "Term"); name and code are unique (guards TERM_NAME, TERM_CODE). */
export const termRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    termId: z.string(),
    code: z.string(),
    name: z.string(),
    /** YYYY-MM-DD */
    startDate: z.string(),
    endDate: z.string(),
    includeAcademicData: z.boolean(),
    version: z.number(),
    createdAt: z.string(),
  }),
);
export type Term = RecordOf<typeof termRecord>;

export const termEntity = defineEntity<Term>()({
  name: 'term',
  keyFields: ['organizationId', 'termId'],
  key: ({ organizationId, termId }) => ({ pk: `ORG#${organizationId}`, sk: `TERM#${termId}` }),
  defaults: { includeAcademicData: false, version: 1 },
  record: termRecord,
});
