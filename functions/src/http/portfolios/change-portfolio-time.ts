import type { changePortfolioTime } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requireOwnerChange } from './owner-changes';
import { withCoverLink } from './cover-links';
import { presentPortfolio } from './present';
import { savePortfolio } from './save';

/** PUT .../portfolios/{id}/change_time (spec 1 §7 `time`): the owner moves the work on the timeline. */
export const changePortfolioTimeUseCase: UseCase<typeof changePortfolioTime> = async ({ path, body }, { actor }) => {
  const { portfolio, viewer } = await requireOwnerChange(actor, path, body.version);
  const next = {
    ...portfolio,
    timelineOrderAt: new Date(body.time).toISOString(),
    version: portfolio.version + 1,
    updatedAt: new Date().toISOString(),
  };
  await savePortfolio(actor, { current: portfolio, next });
  return {
    portfolio: await withCoverLink(presentPortfolio(actor, next, viewer)),
    message: text('portfolios.saved', { title: next.title }),
  };
};
