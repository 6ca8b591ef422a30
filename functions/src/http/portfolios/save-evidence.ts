import { invalid, notFound, parseEvidenceDate, type FieldError, type saveEvidence } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { withCoverLink } from './cover-links';
import { applyChange } from './engine';
import { evidenceCover, holdCover, releaseCover } from './evidence-cover';
import { heldChange, holdFiles, releaseFiles } from './held-files';
import { requireTitleChange } from '../../ports/portfolios';
import { requireOwnerChange } from './owner-changes';
import { presentPortfolio } from './present';
import { requireOwnUploads } from './own-uploads';
import { requireOwnReferences } from './references';
import { savePortfolio } from './save';
import { saveMessage } from './save-message';

/**
 * PUT /api/users/{uid}/portfolios/{id}/evidence (spec 1 §2, §4): the owner saves an evidence item with
 * save_as_draft (created → in_preparation, as any ePortfolio) and its description: title (required, except on
 * an auto-save, which keeps what was typed so far: spec 3 §4, the editor auto-saves from the first change), date as
 * typed ("Please enter a valid date in the format mm/dd/yyyy."; the date orders the item on the timeline),
 * abstract, cover image reference and alternative text; `fields` its content, checked as any save. Every
 * refusal names its fields and changes nothing. At the version read (409 with the newer content).
 */
export const saveEvidenceUseCase: UseCase<typeof saveEvidence> = async ({ path, body }, { actor }) => {
  const { portfolio, viewer } = await requireOwnerChange(actor, path, body.version);
  if (portfolio.type !== 'evidence') throw notFound('portfolios.not_found');
  const errors: Record<string, FieldError> = {};
  const title = body.title.trim();
  if (title === '' && body.auto_save !== true) errors.title = 'portfolios.title_required';
  const date = parseEvidenceDate(body.date);
  if ('error' in date) errors.date = date.error;
  if (Object.keys(errors).length > 0) throw invalid('portfolios.evidence.invalid', { fields: errors });
  requireTitleChange(portfolio, title);
  const cover = await evidenceCover(actor, portfolio, body.cover_image_id, body.cover_alternative_text);
  const now = new Date();
  const { next } = applyChange(
    actor,
    portfolio,
    viewer,
    { action: 'save_as_draft', ...(body.fields ? { fields: body.fields } : {}) },
    now,
  );
  await requireOwnReferences(portfolio, body.fields);
  await requireOwnUploads(portfolio, body.fields, actor.userId);
  const evidenceDate = 'date' in date ? date.date : null;
  const saved = {
    ...next,
    ...cover,
    title,
    abstractText: body.abstract_text.trim(),
    evidenceDate,
    // Dated evidence sits on the timeline at its date; undated keeps where it was (its creation, or a change_time).
    timelineOrderAt:
      evidenceDate !== null
        ? `${evidenceDate}T00:00:00.000Z`
        : portfolio.evidenceDate !== null
          ? portfolio.createdAt
          : portfolio.timelineOrderAt,
  };
  const coverChanged = saved.coverAttachmentId !== portfolio.coverAttachmentId;
  // The files of a media evidence item's components are held as its cover is (ADR 0018 "Evidence items").
  const files = heldChange(portfolio, saved);
  const held = await holdFiles(portfolio, files.added);
  if (coverChanged) {
    try {
      await holdCover(actor, saved.coverAttachmentId);
    } catch (error) {
      await releaseFiles(portfolio, held);
      throw error;
    }
  }
  try {
    await savePortfolio(actor, { current: portfolio, next: saved });
  } catch (error) {
    if (coverChanged) await releaseCover(actor, saved.coverAttachmentId);
    await releaseFiles(portfolio, held);
    throw error;
  }
  if (coverChanged) await releaseCover(actor, portfolio.coverAttachmentId);
  await releaseFiles(portfolio, files.dropped);
  return {
    portfolio: await withCoverLink(presentPortfolio(actor, saved, viewer)),
    message: saveMessage(saved.workflowId, 'save_as_draft', false, title),
  };
};
