import type { Actor } from '../../lib/http/types';
import { isSessionSuperseded } from '../../lib/http/rules';
import { componentsOf, type Portfolio, type Viewer } from '../../ports/portfolios';
import { readTemplateCurrent, readTemplateSnapshot } from '../../ports/templates';
import { savePortfolio } from './save';

/** Whether content holds anything (an answer left empty is not lost by a change of its component). */
const holdsContent = (value: unknown): boolean =>
  value !== undefined &&
  value !== null &&
  !(typeof value === 'object' && Object.values(value as object).every((inner) => !holdsContent(inner))) &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0);

/**
 * Whether moving `content` from `before`'s pages to `after`'s loses nothing (ADR 0028 §2): every component
 * holding content is still there, under the same id, of the same kind (so its content still reads).
 */
export function isLosslessUpdate(
  before: Portfolio['pages'],
  after: Portfolio['pages'],
  content: Portfolio['content'],
): boolean {
  const kinds = new Map(componentsOf(after).map((component) => [component.component_id, component.type]));
  const was = new Map(componentsOf(before).map((component) => [component.component_id, component.type]));
  return Object.entries(content).every(
    ([id, value]) => !holdsContent(value) || (kinds.has(id) && kinds.get(id) === was.get(id)),
  );
}

/**
 * A template's new version reaching a portfolio not yet submitted (ADR 0028 §2, issue 23): when its owner
 * opens it and its template, published, now has another snapshot, the portfolio follows it if nothing is lost
 * (a fixed file type, a reworded label, a page added) — one conditioned write of the head, the content
 * untouched. A portfolio with a revision keeps its snapshot (what its assessors judge), and so does one whose
 * update would drop content (offering that choice to the owner is not built yet). A write lost to a save at the
 * same moment leaves the portfolio as read: the next open tries again.
 */
export async function followNewestSnapshot(actor: Actor, portfolio: Portfolio, viewer: Viewer): Promise<Portfolio> {
  const { organizationId, templateId, snapshotId } = portfolio;
  const eligible =
    viewer.isOwner &&
    viewer.viewAs === 'owner' &&
    portfolio.type === 'portfolio' &&
    portfolio.revisions.length === 0 &&
    portfolio.trashedAt === null &&
    portfolio.activityStatus !== 'closed' &&
    !isSessionSuperseded(actor);
  if (!eligible || templateId === null || snapshotId === null) return portfolio;
  const current = await readTemplateCurrent(organizationId, templateId);
  if (!current || current.state !== 'published' || !current.snapshotId || current.snapshotId === snapshotId)
    return portfolio;
  const snapshot = await readTemplateSnapshot(organizationId, templateId, current.snapshotId);
  if (!snapshot || !isLosslessUpdate(portfolio.pages, snapshot.pages, portfolio.content)) return portfolio;
  const next: Portfolio = {
    ...portfolio,
    snapshotId: snapshot.snapshotId,
    pages: snapshot.pages,
    version: portfolio.version + 1,
    updatedAt: new Date().toISOString(),
  };
  try {
    return await savePortfolio(actor, { current: portfolio, next });
  } catch {
    return portfolio;
  }
}
