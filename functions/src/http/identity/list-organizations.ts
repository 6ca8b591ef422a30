import { nameKey, ORGANIZATION_SEARCH_PAGE_SIZE, type listOrganizations } from '@tessera/shared';
import { listOrganisationsByName, type Organisation } from '../../db/identity/organisations';
import type { UseCase } from '../../lib/http/types';
import { organizationSummary } from './present';

/**
 * GET /api/organizations?q= (spec 3 "all organization names"): the organisations provider staff choose from
 * before searching their users, by name; `q` keeps those whose name contains it (case- and
 * Unicode-insensitive, shared's nameKey). At most ORGANIZATION_SEARCH_PAGE_SIZE, `more` when further ones
 * match.
 */
export const listOrganizationsUseCase: UseCase<typeof listOrganizations> = async ({ query }) => {
  const needle = nameKey(query.q);
  const matching = (organisations: readonly Organisation[]) =>
    needle === '' ? [...organisations] : organisations.filter((o) => nameKey(o.name).includes(needle));
  const { organisations, complete } = await listOrganisationsByName(
    (read) => matching(read).length > ORGANIZATION_SEARCH_PAGE_SIZE,
  );
  const found = matching(organisations);
  return {
    organizations: found.slice(0, ORGANIZATION_SEARCH_PAGE_SIZE).map(organizationSummary),
    more: found.length > ORGANIZATION_SEARCH_PAGE_SIZE || !complete,
  };
};
