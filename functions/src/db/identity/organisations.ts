import { identityService } from './identity-service';
import { toOrganisation, type OrganisationRecord } from './records';

/** Access pattern "organisation by id": GetItem ORG#<orgId> / ORGANIZATION. */
export async function getOrganisation(organizationId: string): Promise<OrganisationRecord | null> {
  const { data } = await identityService().entities.organisation.get({ organizationId }).go();
  return data ? toOrganisation(data) : null;
}

/** Access pattern "organisations by ids": BatchGetItem of ORG#<orgId> / ORGANIZATION keys. */
export async function getOrganisations(organizationIds: readonly string[]): Promise<OrganisationRecord[]> {
  if (organizationIds.length === 0) return [];
  const { data } = await identityService()
    .entities.organisation.get(organizationIds.map((organizationId) => ({ organizationId })))
    .go();
  return data.map(toOrganisation);
}

/** Writes an organisation as given (seed and website admin); settings are replaced. */
export async function putOrganisation(organisation: OrganisationRecord): Promise<void> {
  const { fieldPlacementUi, applicationsUi, gatewaysUi, wmSsoLogoutUrl, ...rest } = organisation;
  await identityService()
    .entities.organisation.put({
      ...rest,
      ...(fieldPlacementUi ? { fieldPlacementUi } : {}),
      ...(applicationsUi ? { applicationsUi } : {}),
      ...(gatewaysUi ? { gatewaysUi } : {}),
      ...(wmSsoLogoutUrl ? { wmSsoLogoutUrl } : {}),
    })
    .go();
}
