import { defineEntity } from '../../entity';

/** A term of an organisation (spec 2 §3 "Term"); name and code are unique (guards TERM_NAME, TERM_CODE). */
export interface Term {
  organizationId: string;
  termId: string;
  code: string;
  name: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  includeAcademicData: boolean;
  version: number;
  createdAt: string;
}

export const termEntity = defineEntity<Term>()({
  name: 'term',
  keyFields: ['organizationId', 'termId'],
  key: ({ organizationId, termId }) => ({ pk: `ORG#${organizationId}`, sk: `TERM#${termId}` }),
  defaults: { includeAcademicData: false, version: 1 },
});
