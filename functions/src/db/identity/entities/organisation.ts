import * as z from 'zod/mini';
import { nameKey } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';

/** An institution using Tessera (spec 3 "Organization"), with what the shell needs about it. */
export const organisationRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    name: z.string(),
    orgType: z.enum(['test', 'other']),
    paymentStatus: z.enum(['paid', 'unpaid']),
    availableApps: z.array(z.string()),
    fieldPlacementUi: z.nullable(z.string()),
    applicationsUi: z.nullable(z.string()),
    gatewaysUi: z.nullable(z.string()),
    wmSsoEnabled: z.boolean(),
    wmSsoLogoutUrl: z.nullable(z.string()),
    newFieldPlacementEnabled: z.boolean(),
    plagiarismEnabled: z.boolean(),
    /** Paste allowed in new-password fields (ADR 0014); true unless an organisation admin turns it off. */
    allowPasswordPaste: z.boolean(),
    /** spec 2 §3 system_preference.data_permission_for_faculty (spec 2 §6): off until an admin grants it. */
    facultyAcademicData: z.boolean(),
    facultyDemographicData: z.boolean(),
  }),
);
export type Organisation = RecordOf<typeof organisationRecord>;

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
  record: organisationRecord,
});
