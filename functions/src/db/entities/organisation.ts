import { Entity, type EntityConfiguration } from 'electrodb';

/** An organisation (tenant). Its settings decide the app switcher and integrations (spec 1 §2, §3). */
export function organisationEntity(config: EntityConfiguration) {
  return new Entity(
    {
      model: { entity: 'organisation', version: '1', service: 'tessera' },
      attributes: {
        organizationId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        orgType: { type: ['test', 'other'] as const, required: true },
        paymentStatus: { type: ['paid', 'unpaid'] as const, required: true },
        availableApps: { type: 'list', items: { type: 'string' }, default: () => [] },
        fieldPlacementUi: { type: 'string' },
        applicationsUi: { type: 'string' },
        gatewaysUi: { type: 'string' },
        wmSsoEnabled: { type: 'boolean', default: false },
        wmSsoLogoutUrl: { type: 'string' },
        newFieldPlacementEnabled: { type: 'boolean', default: false },
        plagiarismEnabled: { type: 'boolean', default: false },
        createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
      },
      indexes: {
        primary: {
          pk: { field: 'pk', composite: ['organizationId'], template: 'ORG#${organizationId}', casing: 'none' },
          sk: { field: 'sk', composite: [], template: 'ORGANIZATION', casing: 'none' },
        },
      },
    },
    config,
  );
}

export type OrganisationEntity = ReturnType<typeof organisationEntity>;
