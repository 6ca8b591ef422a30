import { FRAME_QUERY } from '../../../lib/paths';

/**
 * The reference viewer's address (spec 1 §2: `/portfolios/reference/#/portfolios/{original_portfolio_id}/
 * reference/{reference_portfolio_id}` with reference_component_id, root_portfolio_id, revision, assessment and,
 * when jumping to a comment, comment_id). The spec's hash form is kept so links from elsewhere open here.
 */
export interface ReferenceLink {
  originalPortfolioId: string;
  referencePortfolioId: string;
  referenceComponentId?: string;
  rootPortfolioId?: string;
  revision?: number;
  assessment?: string;
  commentId?: string;
}

export const REFERENCE_VIEWER_PATH = '/portfolios/reference/';

/**
 * The viewer's address for `link`; `framed` asks for the page without the app's shell (the portfolio viewer's
 * frame: lib/paths FRAME_QUERY, before the hash the viewer reads).
 */
export function referenceHref(link: ReferenceLink, options: { framed?: boolean } = {}): string {
  const query = new URLSearchParams();
  if (link.referenceComponentId) query.set('reference_component_id', link.referenceComponentId);
  if (link.rootPortfolioId) query.set('root_portfolio_id', link.rootPortfolioId);
  if (link.revision !== undefined) query.set('revision', String(link.revision));
  if (link.assessment) query.set('assessment', link.assessment);
  if (link.commentId) query.set('comment_id', link.commentId);
  const search = query.toString();
  return (
    `${REFERENCE_VIEWER_PATH}${options.framed ? `?${FRAME_QUERY}=1` : ''}#/portfolios/${encodeURIComponent(link.originalPortfolioId)}` +
    `/reference/${encodeURIComponent(link.referencePortfolioId)}${search ? `?${search}` : ''}`
  );
}

const ID = /^[A-Za-z0-9_.-]{1,128}$/;

/** Reads the viewer's hash; null when it names no reference (a mistyped or cut link). */
export function parseReferenceHash(hash: string): ReferenceLink | null {
  const match = /^#\/portfolios\/([^/?#]+)\/reference\/([^/?#]+)\/?(?:\?(.*))?$/.exec(hash);
  if (!match) return null;
  let original: string;
  let reference: string;
  try {
    original = decodeURIComponent(match[1]!);
    reference = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  if (!ID.test(original) || !ID.test(reference)) return null;
  const query = new URLSearchParams(match[3] ?? '');
  const revisionText = query.get('revision');
  const revision = revisionText !== null && /^\d{1,6}$/.test(revisionText) ? Number(revisionText) : undefined;
  const optional = (name: string) => {
    const value = query.get(name);
    return value !== null && ID.test(value) ? value : undefined;
  };
  return {
    originalPortfolioId: original,
    referencePortfolioId: reference,
    referenceComponentId: optional('reference_component_id'),
    rootPortfolioId: optional('root_portfolio_id'),
    revision: revision !== undefined && revision > 0 ? revision : undefined,
    assessment: optional('assessment'),
    commentId: optional('comment_id'),
  };
}
