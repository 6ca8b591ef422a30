import { batchGet } from '../batch';
import { getItem, putItem } from '../items';
import { organisationEntity, type Organisation } from './entities/organisation';

export type { Organisation };

/** Access pattern "organisation by id": GetItem ORG#<orgId> / ORGANIZATION. */
export function getOrganisation(organizationId: string): Promise<Organisation | null> {
  return getItem(organisationEntity, { organizationId });
}

/** Access pattern "organisations by ids": BatchGetItem of ORG#<orgId> / ORGANIZATION keys. */
export function getOrganisations(organizationIds: readonly string[]): Promise<Organisation[]> {
  return batchGet(
    organisationEntity,
    organizationIds.map((organizationId) => ({ organizationId })),
  );
}

/** Writes an organisation as given (seed and website admin); settings are replaced. */
export async function putOrganisation(organisation: Organisation): Promise<void> {
  await putItem(organisationEntity, organisation);
}
