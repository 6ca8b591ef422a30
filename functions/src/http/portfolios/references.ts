import { invalid, referencesByComponent, type FieldError } from '@tessera/shared';
import { listOwnerPortfolioRows, type Portfolio } from '../../db/portfolios/portfolios';
import { componentsOf } from '../../ports/portfolios';

/**
 * A gallery, timeline or portfolio reference names other work of the portfolio's owner (spec 1 §3): their
 * portfolios and evidence items, never someone else's, a trashed one or the portfolio itself. Checked when a
 * save writes such a component (one Query of the owner's list, only then); refused by component, nothing saved.
 */
export async function requireOwnReferences(
  portfolio: Portfolio,
  fields: Readonly<Record<string, unknown>> | undefined,
): Promise<void> {
  if (!fields) return;
  const named = referencesByComponent(componentsOf(portfolio.pages), fields);
  if (Object.keys(named).length === 0) return;
  const rows = await listOwnerPortfolioRows(portfolio.organizationId, portfolio.owner.userId, false);
  const own = new Set(rows.map((row) => row.portfolioId));
  own.delete(portfolio.portfolioId);
  const errors: Record<string, FieldError> = {};
  for (const [componentId, ids] of Object.entries(named)) {
    if (ids.some((id) => !own.has(id))) errors[componentId] = 'portfolios.reference_unknown';
  }
  if (Object.keys(errors).length > 0) throw invalid('portfolios.content_invalid', { fields: errors });
}
