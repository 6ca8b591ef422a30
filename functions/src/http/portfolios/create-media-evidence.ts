import {
  invalid,
  isComponentContentEmpty,
  mediaEvidenceComponentId,
  mediaEvidencePages,
  notFound,
  type createMediaEvidence,
  type FieldError,
} from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { requireViewer } from '../../ports/portfolios';
import { withCoverLink } from './cover-links';
import { applyChange } from './engine';
import { heldFiles, holdFiles, releaseFiles } from './held-files';
import { requireOwnUploads } from './own-uploads';
import { newEvidenceItem } from './new-evidence';
import { presentPortfolio } from './present';
import { savePortfolio } from './save';

/**
 * POST /api/users/{uid}/portfolios/evidence/media (spec 1 §5 "a title when adding to the timeline"): an insert
 * dialog's "Add to my timeline". A new evidence item of the caller, titled (blank after trim refused), saved as
 * a draft (in_preparation), on the timeline, whose page holds the text component and one component of the
 * dialog's kind with the content given: checked as the composer's save checks that kind (the same engine), its
 * files the caller's own uploads (one BatchGetItem), each file's use recorded so it cannot be deleted while the
 * item holds it (released again if the write fails). Evidence made by POST …/evidence is unchanged
 * (docs/adr/0018-portfolios.md "Evidence items").
 */
export const createMediaEvidenceUseCase: UseCase<typeof createMediaEvidence> = async ({ path, body }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('portfolios.not_found');
  const componentId = mediaEvidenceComponentId(body.kind);
  const errors: Record<string, FieldError> = {};
  const title = body.title.trim();
  if (title === '') errors.title = 'portfolios.title_required';
  if (isComponentContentEmpty(body.kind, body.content)) errors[componentId] = 'components.required';
  if (Object.keys(errors).length > 0) throw invalid('portfolios.evidence.invalid', { fields: errors });

  const now = new Date();
  const stamp = now.toISOString();
  const created = newEvidenceItem(actor, { title, pages: mediaEvidencePages(body.kind), at: stamp });
  const viewer = await requireViewer(actor, created);
  const fields = { [componentId]: body.content };
  const { next } = applyChange(actor, created, viewer, { action: 'save_as_draft', fields }, now);
  await requireOwnUploads(created, fields, actor.userId);
  const held = await holdFiles(next, heldFiles(next));
  try {
    await savePortfolio(actor, { current: null, next });
  } catch (error) {
    await releaseFiles(next, held);
    throw error;
  }
  return withCoverLink(presentPortfolio(actor, next, viewer));
};
