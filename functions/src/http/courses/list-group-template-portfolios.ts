import { notFound, type listGroupTemplatePortfolios } from '@tessera/shared';
import { activityIdOf, readSectionContents } from '../../db/courses/activities';
import type { UseCase } from '../../lib/http/types';
import { requireSectionPlace } from './place';

/**
 * GET /api/groups/{id}/templates/{templateId}/portfolios (spec 1 §7): the section's portfolios made from one
 * template, read from its members' progress rows (the portfolios context records each portfolio there through
 * ports/courses.ts progressStatusChange). Until members start portfolios the list is empty. For the section's
 * owners and admins of its node (others 404). Round trips after actor resolution: place (1), partition (1).
 */
export const listGroupTemplatePortfoliosUseCase: UseCase<typeof listGroupTemplatePortfolios> = async (
  { path },
  { actor },
) => {
  const place = await requireSectionPlace(actor, path.id, { admins: true });
  if (!place.isOwner && !place.manages) throw notFound();
  const contents = await readSectionContents(place.section.organizationId, place.section.groupId);
  const names = new Map(contents.members.map((member) => [member.userId, `${member.firstName} ${member.lastName}`]));
  const items = contents.progress
    .filter((row) => row.templateId === path.templateId && row.portfolioId)
    .map((row) => ({
      portfolio_id: row.portfolioId as string,
      owner_id: row.userId,
      owner_full_name: names.get(row.userId) ?? '',
      activity_id: activityIdOf(row.groupId, row.planId),
      activity_status: row.status,
    }));
  return { items };
};
