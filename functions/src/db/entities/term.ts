import { Entity, type EntityConfiguration } from 'electrodb';

/** A term of an organisation (spec 2 §3 "Term"); name and code are unique (guards TERM_NAME, TERM_CODE). */
export function termEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'term', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        termId: { type: 'string', required: true, readOnly: true },
        code: { type: 'string', required: true },
        name: { type: 'string', required: true },
        /** YYYY-MM-DD */
        startDate: { type: 'string', required: true },
        endDate: { type: 'string', required: true },
        includeAcademicData: { type: 'boolean', required: true, default: false },
        version: { type: 'number', required: true, default: 1 },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}', casing: 'none' },
          sk: { field: 'sk', composite: ['termId'], template: 'TERM#${termId}', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type TermEntity = ReturnType<typeof termEntity>;
