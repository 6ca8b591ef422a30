import type { searchMemberCandidates } from '@tessera/shared';
import { listMembersOfSection } from '../../db/courses/section-members';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { findMembers } from '../../ports/identity';
import { requireManagedSection } from './section-scope';

/** Candidates a search shows at most. */
export const CANDIDATE_LIMIT = 20;

/**
 * GET /api/groups/{id}/member-candidates?search= (spec 2 §5 member autocomplete): members of the organisation
 * matching the search who are not in the section yet; "No result" when none.
 */
export const searchMemberCandidatesUseCase: UseCase<typeof searchMemberCandidates> = async (
  { path, query },
  { actor },
) => {
  const { section } = await requireManagedSection(actor, path.id);
  const [found, members] = await Promise.all([
    findMembers(section.organizationId, query.search ?? '', CANDIDATE_LIMIT * 2),
    listMembersOfSection(section.organizationId, section.groupId),
  ]);
  const taken = new Set(members.map((member) => member.userId));
  const items = found
    .filter((member) => !taken.has(member.userId))
    .slice(0, CANDIDATE_LIMIT)
    .map((member) => ({
      id: member.userId,
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
    }));
  return { items, message: items.length === 0 ? text('courses.member.no_result') : null };
};
