import { batchGet } from '../batch';
import { getItem, putItem, queryItems, updateItem } from '../items';
import { ORGANISATION_LISTING, organisationEntity, type Organisation } from './entities/organisation';

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

/** Pages (of up to 1 MB each) an organisation listing reads at most: bounded whatever the number of organisations. */
export const ORGANISATION_LISTING_MAX_PAGES = 4;

/**
 * Access pattern "organisations by name": Query byListing gsi2pk = ORGANIZATIONS, begins_with(gsi2sk, NAME#),
 * in name order, page after page until `enough` says the organisations read so far suffice or
 * ORGANISATION_LISTING_MAX_PAGES pages were read. `complete` is false when organisations were left unread.
 */
export async function listOrganisationsByName(
  enough: (read: readonly Organisation[]) => boolean,
): Promise<{ organisations: Organisation[]; complete: boolean }> {
  const organisations: Organisation[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < ORGANISATION_LISTING_MAX_PAGES; page += 1) {
    const answer: { items: Organisation[]; cursor: string | null } = await queryItems(organisationEntity, {
      index: 'byListing',
      partition: ORGANISATION_LISTING,
      prefix: 'NAME#',
      cursor,
    });
    organisations.push(...answer.items);
    cursor = answer.cursor;
    if (!cursor || enough(organisations)) break;
  }
  return { organisations, complete: cursor === null };
}

/**
 * Access pattern "every organisation, a page at a time" (migrations): one Query page (up to 1 MB) of byListing
 * `ORGANIZATIONS`, in name order; `cursor` null after the last.
 */
export async function organisationIdsPage(cursor: string | null): Promise<{ ids: string[]; cursor: string | null }> {
  const page = await queryItems(organisationEntity, {
    index: 'byListing',
    partition: ORGANISATION_LISTING,
    prefix: 'NAME#',
    cursor,
  });
  return { ids: page.items.map((organisation) => organisation.organizationId), cursor: page.cursor };
}

/** Writes an organisation as given (seed and website admin); settings are replaced. */
export async function putOrganisation(organisation: Organisation): Promise<void> {
  await putItem(organisationEntity, organisation);
}

/** Changes an existing organisation's settings (ADR 0014); false when there is no such organisation. */
export function setOrganisationSettings(
  organizationId: string,
  settings: Pick<Organisation, 'allowPasswordPaste'>,
): Promise<boolean> {
  return updateItem(
    organisationEntity,
    { organizationId },
    { set: { allowPasswordPaste: settings.allowPasswordPaste } },
  );
}

/** spec 2 §3, §6: what faculty may read of members' profiles; false when there is no such organisation. */
export function setFacultyDataPermission(
  organizationId: string,
  permission: Pick<Organisation, 'facultyAcademicData' | 'facultyDemographicData'>,
): Promise<boolean> {
  return updateItem(organisationEntity, { organizationId }, { set: { ...permission } });
}
