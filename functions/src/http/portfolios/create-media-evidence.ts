import {
  EVIDENCE_WORKFLOW,
  INITIAL_WORKFLOW_STATE,
  invalid,
  isComponentContentEmpty,
  mediaEvidenceComponentId,
  mediaEvidencePages,
  notFound,
  type createMediaEvidence,
  type FieldError,
} from '@tessera/shared';
import { ulid } from 'ulid';
import type { Portfolio } from '../../db/portfolios/portfolios';
import { actorPerson, type UseCase } from '../../lib/http/types';
import { requireViewer } from './access';
import { withCoverLink } from './cover-links';
import { applyChange } from './engine';
import { heldFiles, holdFiles, releaseFiles } from './held-files';
import { requireOwnUploads } from './own-uploads';
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
  const created: Portfolio = {
    organizationId: actor.organisation.organizationId,
    portfolioId: ulid(),
    owner: actorPerson(actor),
    type: 'evidence',
    templateId: null,
    templateTitle: '',
    nodeId: null,
    workflowId: EVIDENCE_WORKFLOW,
    title,
    abstractText: '',
    coverUrl: '',
    coverAttachmentId: null,
    coverAlternativeText: '',
    isUserAltText: false,
    evidenceDate: null,
    isShowNamesToSubmitters: false,
    displayOnTimeline: true,
    timelineOrderAt: stamp,
    displayAssessmentPanel: false,
    rolesAllowedMoveToDone: [],
    pages: mediaEvidencePages(body.kind),
    content: {},
    state: INITIAL_WORKFLOW_STATE,
    participants: [],
    revisions: [],
    submittedAt: null,
    assessDoneAt: null,
    groupId: null,
    activityId: null,
    groupTitle: null,
    activityStatus: null,
    scoreSync: null,
    linkedToLms: false,
    trashedAt: null,
    version: 1,
    createdAt: stamp,
    updatedAt: stamp,
  };
  const viewer = await requireViewer(actor, created);
  const fields = { [componentId]: body.content };
  const { next } = applyChange(actor, created, viewer, { action: 'save_as_draft', fields }, now);
  await requireOwnUploads(created, fields);
  const held = await holdFiles(actor, heldFiles(next));
  try {
    await savePortfolio(actor, { current: null, next });
  } catch (error) {
    await releaseFiles(actor, held);
    throw error;
  }
  return withCoverLink(presentPortfolio(actor, next, viewer));
};
