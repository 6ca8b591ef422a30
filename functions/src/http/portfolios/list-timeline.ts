import { notFound, PORTFOLIO_PAGE_SIZE, type listTimeline } from '@tessera/shared';
import { listOwnerPortfolioRows, type PortfolioRow } from '../../db/portfolios/portfolios';
import type { UseCase } from '../../lib/http/types';
import { withCoverLink } from './cover-links';
import { presentSummary } from './present';

/** Latest on the timeline first; items at the same moment newest made first (ULID ids sort by time). */
const byTimeline = (a: PortfolioRow, b: PortfolioRow) =>
  b.timelineOrderAt.localeCompare(a.timelineOrderAt) || b.portfolioId.localeCompare(a.portfolioId);

/**
 * GET /api/users/{uid}/portfolios/timeline (spec 1 §3 timeline_order_datetime, §9 "Timeline activity page size
 * 15"): the caller's own portfolios and evidence items shown on the timeline (evidence always; a portfolio
 * when its display_on_timeline is set), trash left out, ordered by timeline_order_datetime, latest first,
 * 15 a page; `q` keeps those whose title or abstract holds every word, `exclude` leaves one out (the
 * choose-from-timeline modal leaves out the work being edited). Anyone else's timeline is 404. Actor + one
 * Query (the owner's list), ordered and paged in memory.
 */
export const listTimelineUseCase: UseCase<typeof listTimeline> = async ({ path, query }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('portfolios.not_found');
  const rows = await listOwnerPortfolioRows(actor.organisation.organizationId, actor.userId, false);
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const shown = rows
    .filter((row) => row.displayOnTimeline && row.portfolioId !== query.exclude)
    .filter((row) => words.every((word) => `${row.title} ${row.abstractText}`.toLowerCase().includes(word)))
    .sort(byTimeline);
  const page = query.page ?? 1;
  const start = (page - 1) * PORTFOLIO_PAGE_SIZE;
  return {
    items: await Promise.all(
      shown.slice(start, start + PORTFOLIO_PAGE_SIZE).map((row) => withCoverLink(presentSummary(row))),
    ),
    page,
    page_size: PORTFOLIO_PAGE_SIZE,
    total: shown.length,
  };
};
