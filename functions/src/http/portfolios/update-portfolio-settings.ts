import { invalidField, type updatePortfolioSettings } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requireTitleChange } from '../../ports/portfolios';
import { requireOwnerChange } from './owner-changes';
import { withCoverLink } from './cover-links';
import { presentPortfolio } from './present';
import { savePortfolio } from './save';

/**
 * PUT .../portfolios/{id}/settings (spec 1 §7): the owner's title, abstract and timeline setting. The title is
 * what assessors know the work by: fixed once submitted and while its section is closed (409 on the title
 * field, nothing saved; ADR 0018 "Submitted work is kept"). The abstract and the timeline setting shape the
 * owner's own timeline and stay theirs.
 */
export const updatePortfolioSettingsUseCase: UseCase<typeof updatePortfolioSettings> = async (
  { path, body },
  { actor },
) => {
  const { portfolio, viewer } = await requireOwnerChange(actor, path, body.version);
  const title = body.title.trim();
  if (title === '') throw invalidField('title', 'portfolios.title_required');
  requireTitleChange(portfolio, title);
  const next = {
    ...portfolio,
    title,
    abstractText: body.abstract_text ?? portfolio.abstractText,
    displayOnTimeline: body.display_on_timeline ?? portfolio.displayOnTimeline,
    version: portfolio.version + 1,
    updatedAt: new Date().toISOString(),
  };
  await savePortfolio(actor, { current: portfolio, next });
  return {
    portfolio: await withCoverLink(presentPortfolio(actor, next, viewer)),
    message: text('portfolios.saved', { title }),
  };
};
