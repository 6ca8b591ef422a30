import { notFound, rankUserSearchResults, USER_SEARCH_PAGE_SIZE, type searchUsers } from '@tessera/shared';
import { findMembersByWords, type Membership } from '../../db/identity/memberships';
import { getOrganisation } from '../../db/identity/organisations';
import type { UseCase } from '../../lib/http/types';
import { mayActAs, organisationToActIn } from './acting-rules';
import { userProfile } from './present';

/**
 * GET /api/users/search?q=&organization_id= (spec 3 user support: "search user (organization, keywords)").
 * Support searches their own organisation; provider staff the organisation they chose (404 when there is no
 * such organisation), their own by default. Every word of `q` must appear in the member's name or email. The
 * answer holds only users the caller may act as (acting-rules.ts, the rule the start of an impersonation
 * applies), ranked by spec 3 §9's exact-match weights (username -3, email -2, first name -1, last name 0;
 * the username is the sign-in name, which in Tessera is the email), then by name; at most
 * USER_SEARCH_PAGE_SIZE of them, `more` when further users match.
 */
export const searchUsersUseCase: UseCase<typeof searchUsers> = async ({ query }, { actor }) => {
  const organizationId = organisationToActIn(actor, query.organization_id);
  const keywords = (query.q ?? '').trim();
  const eligible = (members: readonly Membership[]) => members.filter((member) => mayActAs(actor, member));
  // Ranking needs every match read (an exact match may sort last by name); a blank search is by name only,
  // so it stops as soon as one more than a page is found.
  const enough =
    keywords === ''
      ? (matches: readonly Membership[]) => eligible(matches).length > USER_SEARCH_PAGE_SIZE
      : () => false;
  const [organisation, found] = await Promise.all([
    organizationId === actor.organisation.organizationId ? actor.organisation : getOrganisation(organizationId),
    findMembersByWords(organizationId, keywords.split(/\s+/), enough),
  ]);
  if (!organisation) throw notFound();
  const ranked = rankUserSearchResults(
    eligible(found.members).map((member) => ({
      member,
      username: member.email,
      email: member.email,
      first_name: member.firstName,
      last_name: member.lastName,
    })),
    keywords,
  );
  return {
    users: ranked.slice(0, USER_SEARCH_PAGE_SIZE).map(({ member }) => userProfile(member)),
    more: ranked.length > USER_SEARCH_PAGE_SIZE || !found.complete,
  };
};
