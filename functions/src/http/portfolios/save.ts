import { assessmentComponentsOf, conflict, DomainError } from '@tessera/shared';
import { portfolioFits, writePortfolio, type PortfolioWrite } from '../../db/portfolios/portfolio-changes';
import { getPortfolio, type Portfolio } from '../../db/portfolios/portfolios';
import type { Actor } from '../../lib/http/types';
import { requireViewer, visibleContent, workflowView } from '../../ports/portfolios';
import { assessmentSummaryParts } from '../../ports/reports';
import { progressPart } from './activity-link';

/**
 * A save over a newer version is refused with 409 and the newer work in the answer (`current`: version,
 * state and the content the caller may see), so the composer can show it and nothing is lost silently.
 */
export async function staleError(actor: Actor, portfolio: Portfolio): Promise<DomainError> {
  let current: Record<string, unknown> = { version: portfolio.version, state: portfolio.state };
  try {
    const viewer = await requireViewer(actor, portfolio);
    const view = workflowView(portfolio, viewer);
    current = {
      version: portfolio.version,
      state: portfolio.state,
      title: portfolio.title,
      updated_at: portfolio.updatedAt,
      content: visibleContent(portfolio, view.modes),
    };
  } catch {
    // The caller no longer holds a role on it: the version alone.
  }
  return conflict('portfolios.stale', { current });
}

/** The version the caller read is the one stored, else the stale 409. */
export async function requireVersion(actor: Actor, portfolio: Portfolio, version: number): Promise<void> {
  if (portfolio.version !== version) throw await staleError(actor, portfolio);
}

/**
 * Writes the change, conditioned on the version read; a lost race reads the portfolio again (consistently)
 * and answers the stale 409 with what won. Too large is 413 before anything is written. A portfolio of an
 * activity joins the member's progress to every write (withdraw and revision included), so the activity's
 * status always matches the portfolio's state, and the section's summary of its counted assessment whenever
 * that moves (ports/reports.ts).
 */
export async function savePortfolio(actor: Actor, change: PortfolioWrite): Promise<void> {
  if (!portfolioFits(change.next)) throw new DomainError('too_large', 'portfolios.too_large');
  // The section's summary of the counted assessment moves with it (Mark as done, its Undo, a Submit to done, a
  // request for revision, a new revision): ADR 0028 §3, so a report never disagrees with the portfolio.
  const [summary, progress] = await Promise.all([
    assessmentSummaryParts({
      before: change.current,
      next: change.next,
      components: assessmentComponentsOf(change.next.pages),
    }),
    change.joined ?? progressPart(change.current, change.next),
  ]);
  const joined = { ...progress, ...summary };
  const result = await writePortfolio(Object.keys(joined).length > 0 ? { ...change, joined } : change);
  if (result.outcome === 'saved') return;
  if (result.outcome === 'joined_refused') throw conflict('workflows.action_not_allowed');
  const now = change.current
    ? await getPortfolio(change.current.organizationId, change.current.portfolioId, { consistent: true })
    : null;
  if (!now) throw conflict('portfolios.stale');
  throw await staleError(actor, now);
}
