import { nameKey } from '@tessera/shared';
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
  /** Paste allowed in new-password fields (ADR 0014); true unless an organisation admin turns it off. */
  allowPasswordPaste: boolean;
  /** spec 2 §3 system_preference.data_permission_for_faculty (spec 2 §6): off until an admin grants it. */
  facultyAcademicData: boolean;
  facultyDemographicData: boolean;
}

/** The byListing partition of every organisation, for provider staff (spec 3 "all organization names"). */
export const ORGANISATION_LISTING = 'ORGANIZATIONS';

export const organisationEntity = defineEntity<Organisation>()({
  name: 'organisation',
  keyFields: ['organizationId'],
  key: ({ organizationId }) => ({ pk: `ORG#${organizationId}`, sk: 'ORGANIZATION' }),
  // Listed by name (nameKey: case- and Unicode-insensitive) across organisations: the one listing that is not
  // under an organisation's key, since it is what provider staff choose an organisation from.
  indexes: (organisation) => ({
    gsi2pk: ORGANISATION_LISTING,
    gsi2sk: `NAME#${nameKey(organisation.name)}#${organisation.organizationId}`,
  }),
  defaults: {
    availableApps: [],
    fieldPlacementUi: null,
    applicationsUi: null,
    gatewaysUi: null,
    wmSsoEnabled: false,
    wmSsoLogoutUrl: null,
    newFieldPlacementEnabled: false,
    plagiarismEnabled: false,
    allowPasswordPaste: true,
    facultyAcademicData: false,
    facultyDemographicData: false,
  },
});
