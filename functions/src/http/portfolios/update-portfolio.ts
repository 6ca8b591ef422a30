import { isAssessingRole, type updatePortfolio } from '@tessera/shared';
import { getAssessment } from '../../ports/assessments';
import type { Portfolio } from '../../db/portfolios/portfolios';
import type { UseCase } from '../../lib/http/types';
import { requirePortfolio, requireViewer, type Viewer } from '../../ports/portfolios';
import { notifyChange } from './activity-link';
import { applyChange } from './engine';
import { withCoverLink } from './cover-links';
import { heldChange, holdFiles, releaseFiles } from './held-files';
import { presentPortfolio } from './present';
import { requireOwnUploads } from './own-uploads';
import { requireOwnReferences } from './references';
import { requireVersion, savePortfolio } from './save';
import { saveMessage } from './save-message';

/**
 * An assessor's Submit (to done) is checked against their own assessment of the latest revision, where the
 * assessment components' content lives (ADR 0020): one consistent GetItem, on that action only.
 */
async function submittingAssessorsContents(
  assessorId: string,
  portfolio: Portfolio,
  viewer: Viewer,
  action: string,
): Promise<Record<string, object> | undefined> {
  const latest = portfolio.revisions.at(-1);
  if (action !== 'advance' || !isAssessingRole(viewer.role) || !latest) return undefined;
  const assessment = await getAssessment(portfolio.organizationId, portfolio.portfolioId, latest.revision, assessorId, {
    consistent: true,
  });
  return assessment?.contents ?? {};
}

/**
 * PUT /api/users/{id}/portfolios/{id} (spec 1 §4, §7): content written and a workflow action taken, at the
 * version read (409 with the newer content otherwise). save_as_draft (or an auto-save, only in spec 1 §4's
 * cases), advance (Submit: validated, a revision frozen), withdraw, revise, push_back (Request Revision /
 * Undo), mark_as_done (assess_done Submit / Undo); an assessor's Submit or Request Revision is a collaborative
 * submit that sets which assessments the submitter sees (assessments_visibility, engine.ts withVisibility).
 * An auto-save that keeps the state answers `saved` (version, state, the fields the server changed) instead
 * of the portfolio. One consistent read, one transaction; the owner's files the content newly names held before it (one UpdateItem
 * each, in parallel) and, while it has no revision, those it no longer names released after it.
 */
export const updatePortfolioUseCase: UseCase<typeof updatePortfolio> = async ({ path, body }, { actor }) => {
  const portfolio = await requirePortfolio(actor, path.id, path.portfolioId, { consistent: true });
  const viewer = await requireViewer(actor, portfolio);
  await requireVersion(actor, portfolio, body.version);
  const assessmentContents = await submittingAssessorsContents(actor.userId, portfolio, viewer, body.portfolio_action);
  const { next, revision } = applyChange(
    actor,
    portfolio,
    viewer,
    {
      action: body.portfolio_action,
      ...(body.fields ? { fields: body.fields } : {}),
      ...(body.auto_save !== undefined ? { autoSave: body.auto_save } : {}),
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.assessments_visibility !== undefined ? { visibility: body.assessments_visibility } : {}),
      ...(assessmentContents ? { assessmentContents } : {}),
    },
    new Date(),
  );
  await requireOwnReferences(portfolio, body.fields);
  await requireOwnUploads(portfolio, body.fields, actor.userId);
  // The owner's files the content names are held so they cannot be deleted under it (issue 14, spec 1 §6): newly
  // named ones before the write (released again if it fails, a stale 409 included), dropped ones after it — only
  // while the portfolio has no revision, since a frozen revision may still name them (heldChange; ADR 0019).
  const files = heldChange(portfolio, next);
  const held = await holdFiles(portfolio, files.added);
  try {
    await savePortfolio(actor, { current: portfolio, next, ...(revision ? { revision } : {}) });
  } catch (error) {
    await releaseFiles(portfolio, held);
    throw error;
  }
  await releaseFiles(portfolio, files.dropped);
  await notifyChange(actor, portfolio, next, body.portfolio_action);
  const message = saveMessage(next.workflowId, body.portfolio_action, revision !== undefined, next.title);
  // An auto-save that kept the state answers what the composer needs, not the document (ADR 0028 §1).
  if (body.auto_save && next.state === portfolio.state) return { saved: autoSaved(next, body.fields ?? {}), message };
  return { portfolio: await withCoverLink(presentPortfolio(actor, next, viewer)), message };
};

/** The new version and state, and the fields stored otherwise than sent (rich text as its allow-list). */
function autoSaved(next: Portfolio, sent: Readonly<Record<string, unknown>>) {
  const fields = Object.fromEntries(
    Object.keys(sent)
      .filter((id) => JSON.stringify(next.content[id]) !== JSON.stringify(sent[id]))
      .map((id) => [id, next.content[id]]),
  );
  return { version: next.version, state: next.state, updated_at: next.updatedAt, fields };
}
