import {
  EVIDENCE_WORKFLOW,
  evidencePages,
  INITIAL_WORKFLOW_STATE,
  notFound,
  type createEvidence,
} from '@tessera/shared';
import { ulid } from 'ulid';
import type { Portfolio } from '../../db/portfolios/portfolios';
import { actorPerson, type UseCase } from '../../lib/http/types';
import { requireViewer } from './access';
import { withCoverLink } from './cover-links';
import { presentPortfolio } from './present';
import { savePortfolio } from './save';

/**
 * POST /api/users/{uid}/portfolios/evidence (spec 1 §2 evidence editor, §4 "A new evidence item starts as
 * created and is saved with save_as_draft"): the caller's own evidence item, with the evidence page (one text
 * component for its content), shown on the timeline, ordered by now until it has a date. No template: the
 * ePortfolio workflow runs it (docs/adr/0018-portfolios.md "Evidence items").
 */
export const createEvidenceUseCase: UseCase<typeof createEvidence> = async ({ path, body }, { actor }) => {
  if (path.id !== actor.userId) throw notFound('portfolios.not_found');
  const now = new Date().toISOString();
  const evidence: Portfolio = {
    organizationId: actor.organisation.organizationId,
    portfolioId: ulid(),
    owner: actorPerson(actor),
    type: 'evidence',
    templateId: null,
    templateTitle: '',
    nodeId: null,
    workflowId: EVIDENCE_WORKFLOW,
    // Titled in the description step (required there); until then as typed, maybe blank.
    title: (body.title ?? '').trim(),
    abstractText: '',
    coverUrl: '',
    coverAttachmentId: null,
    coverAlternativeText: '',
    isUserAltText: false,
    evidenceDate: null,
    isShowNamesToSubmitters: false,
    displayOnTimeline: true,
    timelineOrderAt: now,
    displayAssessmentPanel: false,
    rolesAllowedMoveToDone: [],
    pages: evidencePages(),
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
    createdAt: now,
    updatedAt: now,
  };
  await savePortfolio(actor, { current: null, next: evidence });
  return withCoverLink(presentPortfolio(actor, evidence, await requireViewer(actor, evidence)));
};
