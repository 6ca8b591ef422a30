import { EVIDENCE_WORKFLOW, INITIAL_WORKFLOW_STATE } from '@tessera/shared';
import { ulid } from 'ulid';
import type { Portfolio } from '../../db/portfolios/portfolios';
import { actorPerson, type Actor } from '../../lib/http/types';

/**
 * A new evidence item of the caller (spec 1 §2, §4: created), as both ways of making one start it: no template
 * (the ePortfolio workflow runs it, docs/adr/0018-portfolios.md "Evidence items"), on the timeline, ordered
 * by `at` until it has a date, with the pages given (the evidence editor's text page, or that page and one
 * media component for an insert dialog's "Add to my timeline").
 */
export function newEvidenceItem(
  actor: Actor,
  { title, pages, at }: { title: string; pages: Portfolio['pages']; at: string },
): Portfolio {
  return {
    organizationId: actor.organisation.organizationId,
    portfolioId: ulid(),
    owner: actorPerson(actor),
    type: 'evidence',
    templateId: null,
    templateTitle: '',
    // Its snapshot (of the pages given) is made when it is first saved (save.ts).
    snapshotId: null,
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
    timelineOrderAt: at,
    displayAssessmentPanel: false,
    rolesAllowedMoveToDone: [],
    pages,
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
    createdAt: at,
    updatedAt: at,
  };
}
