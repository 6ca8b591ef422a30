import { notFound, PORTFOLIO_PAGE_SIZE } from '@tessera/shared';
import { listOwnerPortfolioRows, type PortfolioRow } from '../../db/portfolios/portfolios';
import { withCoverLink } from './cover-links';
import { categoryOf, presentSummary } from './present';

export type ListQuery = {
  state?: string;
  page?: number;
  exclude?: string;
  category?: 'all' | 'showcase' | 'assignment';
  include_showcase?: 'true' | 'false';
  q?: string;
  only_showcase?: 'true' | 'false';
};

/** The filters of the list and the search (spec 1 §7), applied to the owner's rows in memory. */
function matches(row: PortfolioRow, query: ListQuery, words: string[]): boolean {
  if (query.state && query.state !== 'trashed' && row.state !== query.state) return false;
  if (query.exclude && row.portfolioId === query.exclude) return false;
  const category = categoryOf(row.workflowId);
  if (query.category && query.category !== 'all' && category !== query.category) return false;
  if (query.include_showcase === 'false' && category === 'showcase') return false;
  if (query.only_showcase === 'true' && category !== 'showcase') return false;
  const haystack = `${row.title} ${row.abstractText}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}

export async function portfolioPage(
  actor: { userId: string; organisation: { organizationId: string } },
  ownerId: string,
  query: ListQuery,
) {
  // A person's list is their own: anyone else's ids are 404 (spec 1 §7 paths name the user).
  if (ownerId !== actor.userId) throw notFound('portfolios.not_found');
  const rows = await listOwnerPortfolioRows(actor.organisation.organizationId, ownerId, query.state === 'trashed');
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const found = rows.filter((row) => matches(row, query, words));
  const number = query.page ?? 1;
  const start = (number - 1) * PORTFOLIO_PAGE_SIZE;
  return {
    items: await Promise.all(
      found.slice(start, start + PORTFOLIO_PAGE_SIZE).map((row) => withCoverLink(presentSummary(row))),
    ),
    page: number,
    page_size: PORTFOLIO_PAGE_SIZE,
    total: found.length,
  };
}
