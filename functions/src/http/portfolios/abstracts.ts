import { listOwnerPortfolioRows, type PortfolioRow } from '../../db/portfolios/portfolios';
import { mediaUrl } from '../../ports/attachments';

/**
 * The abstracts a gallery, timeline or portfolio reference shows (spec 1 §3 "list of abstracts each with
 * original_portfolio_id, id, abstract"; "Reference portfolio: portfolio_id, original_portfolio_id, abstract,
 * portfolio_title"), read from the owner's list rows (one Query) as they are now, in the order named. Ids
 * naming nothing of the owner's (trashed, deleted, someone else's) are left out: the spec ignores a failed
 * abstracts call, so a gone item simply disappears from the gallery.
 */
export async function ownerAbstracts(organizationId: string, ownerId: string, ids: readonly string[]) {
  if (ids.length === 0) return { items: [] };
  const rows = new Map(
    (await listOwnerPortfolioRows(organizationId, ownerId, false)).map((row) => [row.portfolioId, row]),
  );
  const named = [...new Set(ids)].map((id) => rows.get(id)).filter((row): row is PortfolioRow => row !== undefined);
  return { items: await Promise.all(named.map(presentAbstract)) };
}

async function presentAbstract(row: PortfolioRow) {
  return {
    id: row.portfolioId,
    original_portfolio_id: row.portfolioId,
    type: row.type,
    portfolio_title: row.title,
    abstract: row.abstractText,
    cover_url: await mediaUrl(row.coverUrl),
    cover_alternative_text: row.coverAlternativeText,
    evidence_date: row.evidenceDate,
    timeline_order_datetime: row.timelineOrderAt,
    state: row.state,
  };
}
