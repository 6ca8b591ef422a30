import { defineEntity } from '../../entity';

/** An institution using Tessera (spec 3 "Organization"), with what the shell needs about it. */
export interface Organisation {
  organizationId: string;
  name: string;
  orgType: 'test' | 'other';
  paymentStatus: 'paid' | 'unpaid';
  availableApps: string[];
  fieldPlacementUi: string | null;
  applicationsUi: string | null;
  gatewaysUi: string | null;
  wmSsoEnabled: boolean;
  wmSsoLogoutUrl: string | null;
  newFieldPlacementEnabled: boolean;
  plagiarismEnabled: boolean;
}

export const organisationEntity = defineEntity<Organisation>()({
  name: 'organisation',
  keyFields: ['organizationId'],
  key: ({ organizationId }) => ({ pk: `ORG#${organizationId}`, sk: 'ORGANIZATION' }),
  defaults: {
    availableApps: [],
    fieldPlacementUi: null,
    applicationsUi: null,
    gatewaysUi: null,
    wmSsoEnabled: false,
    wmSsoLogoutUrl: null,
    newFieldPlacementEnabled: false,
    plagiarismEnabled: false,
  },
});
