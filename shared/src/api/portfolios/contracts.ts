import * as z from 'zod/mini';
import { defineContract } from '../contract';
import {
  changeTimeBodySchema,
  commentBodySchema,
  commentItemPathSchema,
  commentListQuerySchema,
  commentListSchema,
  commentPathSchema,
  commentSchema,
  createEvidenceBodySchema,
  createMediaEvidenceBodySchema,
  createPortfolioBodySchema,
  portfolioAttachmentPathSchema,
  portfolioAttachmentQuerySchema,
  portfolioAttachmentSchema,
  portfolioChangeSchema,
  portfolioUpdateSchema,
  portfolioListQuerySchema,
  portfolioPageListSchema,
  portfolioPathSchema,
  portfolioSchema,
  portfolioSearchQuerySchema,
  portfolioSettingsBodySchema,
  portfolioTrashResultSchema,
  portfolioVersionBodySchema,
  portfolioVersionQuerySchema,
  revisionCompareQuerySchema,
  revisionComparisonSchema,
  revisionPathSchema,
  revisionSchema,
  saveEvidenceBodySchema,
  templateUpdateBodySchema,
  timelineQuerySchema,
  abstractsBodySchema,
  componentAbstractsPathSchema,
  portfolioAbstractListSchema,
  portfolioReferenceSchema,
  referencePathSchema,
  referenceQuerySchema,
  updateCommentBodySchema,
  updatePortfolioBodySchema,
  userPortfoliosPathSchema,
  withdrawBodySchema,
  withdrawResultSchema,
} from './schemas';

/**
 * Portfolios: the composer's data, the workflow engine, revisions, comments and annotations (spec 1 §2–8,
 * spec 2 §4, spec 3 §4). The spec's paths are kept (`/api/users/{id}/portfolios...`, the comments path
 * under revisions and assessments); `{uid}` is named `id` as in the identity context's `/api/users/{id}`
 * routes and the portfolio's id `portfolioId`. Everyone signed in may call them: who sees and changes a
 * portfolio is its workflow's rule (owner, participants, admins of its node), and anyone else's portfolio
 * is 404. Every change names the version it read (a stale one is a 409 with the newer content).
 * docs/adr/0018-portfolios.md.
 */
const EVERYONE = 'authenticated' as const;

export const listPortfolios = defineContract({
  id: 'portfolios.listPortfolios',
  context: 'portfolios',
  method: 'GET',
  path: '/api/users/{id}/portfolios',
  audience: EVERYONE,
  summary: 'The caller’s portfolios, newest first, by state (or the trash), category, with one left out; 15 a page.',
  request: { path: userPortfoliosPathSchema, query: portfolioListQuerySchema },
  response: portfolioPageListSchema,
});

export const searchPortfolios = defineContract({
  id: 'portfolios.searchPortfolios',
  context: 'portfolios',
  method: 'GET',
  path: '/api/users/{id}/portfolios/search',
  audience: EVERYONE,
  summary: 'The caller’s portfolios whose title or abstract holds every word of q, with the list’s filters.',
  request: { path: userPortfoliosPathSchema, query: portfolioSearchQuerySchema },
  response: portfolioPageListSchema,
});

export const createPortfolio = defineContract({
  id: 'portfolios.createPortfolio',
  context: 'portfolios',
  method: 'POST',
  path: '/api/users/{id}/portfolios',
  audience: EVERYONE,
  summary:
    'The first save (spec 3 §4): a portfolio from an activity of the caller (its section open, the activity visible; the progress moves to in progress) or directly from a published ePortfolio or form template, its pages and default content copied.',
  successStatus: 201,
  request: { path: userPortfoliosPathSchema, body: createPortfolioBodySchema },
  response: portfolioSchema,
});

export const getPortfolio = defineContract({
  id: 'portfolios.getPortfolio',
  context: 'portfolios',
  method: 'GET',
  path: '/api/users/{id}/portfolios/{portfolioId}',
  audience: EVERYONE,
  summary:
    'A portfolio for the composer: pages, content, component modes, buttons, permissions, revisions, version. `action_as` picks the workflow role (or `admin` for the admin view).',
  request: {
    path: portfolioPathSchema,
    query: z.object({
      assessor: z.optional(z.string().check(z.maxLength(128))),
      action_as: z.optional(z.string().check(z.maxLength(64))),
    }),
  },
  response: portfolioSchema,
});

export const updatePortfolio = defineContract({
  id: 'portfolios.updatePortfolio',
  context: 'portfolios',
  method: 'PUT',
  path: '/api/users/{id}/portfolios/{portfolioId}',
  audience: EVERYONE,
  summary:
    'Later saves and workflow actions (portfolio_action: save_as_draft, advance, withdraw, revise, push_back, mark_as_done; auto_save) at the version read.',
  request: { path: portfolioPathSchema, body: updatePortfolioBodySchema },
  response: portfolioUpdateSchema,
});

export const updatePortfolioSettings = defineContract({
  id: 'portfolios.updatePortfolioSettings',
  context: 'portfolios',
  method: 'PUT',
  path: '/api/users/{id}/portfolios/{portfolioId}/settings',
  audience: EVERYONE,
  summary: 'The owner changes the title, abstract and timeline setting.',
  request: { path: portfolioPathSchema, body: portfolioSettingsBodySchema },
  response: portfolioChangeSchema,
});

export const changePortfolioTime = defineContract({
  id: 'portfolios.changePortfolioTime',
  context: 'portfolios',
  method: 'PUT',
  path: '/api/users/{id}/portfolios/{portfolioId}/change_time',
  audience: EVERYONE,
  summary: 'The owner moves the portfolio on the timeline (timeline_order_datetime).',
  request: { path: portfolioPathSchema, body: changeTimeBodySchema },
  response: portfolioChangeSchema,
});

export const markPortfolioAssessing = defineContract({
  id: 'portfolios.markPortfolioAssessing',
  context: 'portfolios',
  method: 'PUT',
  path: '/api/users/{id}/portfolios/{portfolioId}/mark_assessing',
  audience: EVERYONE,
  summary: 'An assessor starts an observational assessment (created → in_assessment).',
  request: { path: portfolioPathSchema, body: portfolioVersionBodySchema },
  response: portfolioChangeSchema,
});

export const withdrawPortfolio = defineContract({
  id: 'portfolios.withdrawPortfolio',
  context: 'portfolios',
  method: 'PUT',
  path: '/api/users/{id}/portfolios/{portfolioId}/withdraw',
  audience: EVERYONE,
  summary: 'The submitter takes a submission back while can_withdraw; answers can_withdraw and workflow.state.',
  request: { path: portfolioPathSchema, body: withdrawBodySchema },
  response: withdrawResultSchema,
});

export const deletePortfolio = defineContract({
  id: 'portfolios.deletePortfolio',
  context: 'portfolios',
  method: 'DELETE',
  path: '/api/users/{id}/portfolios/{portfolioId}',
  audience: EVERYONE,
  summary: 'The owner moves the portfolio to the trash (restorable).',
  request: { path: portfolioPathSchema, query: portfolioVersionQuerySchema },
  response: portfolioTrashResultSchema,
});

export const restorePortfolio = defineContract({
  id: 'portfolios.restorePortfolio',
  context: 'portfolios',
  method: 'PUT',
  path: '/api/users/{id}/portfolios/{portfolioId}/restore',
  audience: EVERYONE,
  summary: 'The owner takes a portfolio back out of the trash.',
  request: { path: portfolioPathSchema, body: portfolioVersionBodySchema },
  response: portfolioTrashResultSchema,
});

export const getPortfolioRevision = defineContract({
  id: 'portfolios.getPortfolioRevision',
  context: 'portfolios',
  method: 'GET',
  path: '/api/users/{id}/portfolios/{portfolioId}/revisions/{revision}',
  audience: EVERYONE,
  summary: 'A revision exactly as it was submitted: its pages, content, submitter, time and assessments.',
  request: { path: revisionPathSchema },
  response: revisionSchema,
});

export const comparePortfolioRevisions = defineContract({
  id: 'portfolios.comparePortfolioRevisions',
  context: 'portfolios',
  method: 'GET',
  path: '/api/users/{id}/portfolios/{portfolioId}/revision-comparison',
  audience: EVERYONE,
  summary: 'Component by component, what changed between two revisions (word diffs for text).',
  request: { path: portfolioPathSchema, query: revisionCompareQuerySchema },
  response: revisionComparisonSchema,
});

export const listPortfolioComments = defineContract({
  id: 'portfolios.listPortfolioComments',
  context: 'portfolios',
  method: 'GET',
  path: '/api/users/{id}/portfolios/{portfolioId}/revisions/{revision}/assessments/{assessment}/comments',
  audience: EVERYONE,
  summary:
    'The comments and annotations of a revision’s assessment thread (for_revision: the whole revision), by component.',
  request: { path: commentPathSchema, query: commentListQuerySchema },
  response: commentListSchema,
});

export const createPortfolioComment = defineContract({
  id: 'portfolios.createPortfolioComment',
  context: 'portfolios',
  method: 'POST',
  path: '/api/users/{id}/portfolios/{portfolioId}/revisions/{revision}/assessments/{assessment}/comments',
  audience: EVERYONE,
  summary: 'A comment, or an annotation with highlights in a component, on the commentable revision.',
  successStatus: 201,
  request: { path: commentPathSchema, body: commentBodySchema },
  response: commentSchema,
});

export const updatePortfolioComment = defineContract({
  id: 'portfolios.updatePortfolioComment',
  context: 'portfolios',
  method: 'PUT',
  path: '/api/users/{id}/portfolios/{portfolioId}/revisions/{revision}/assessments/{assessment}/comments/{commentId}',
  audience: EVERYONE,
  summary: 'Its author changes a comment at the version read.',
  request: { path: commentItemPathSchema, body: updateCommentBodySchema },
  response: commentSchema,
});

export const deletePortfolioComment = defineContract({
  id: 'portfolios.deletePortfolioComment',
  context: 'portfolios',
  method: 'DELETE',
  path: '/api/users/{id}/portfolios/{portfolioId}/revisions/{revision}/assessments/{assessment}/comments/{commentId}',
  audience: EVERYONE,
  summary: 'Its author deletes a comment.',
  request: { path: commentItemPathSchema, query: portfolioVersionQuerySchema },
  response: z.object({ id: z.string(), message: z.string() }),
});

export const createEvidence = defineContract({
  id: 'portfolios.createEvidence',
  context: 'portfolios',
  method: 'POST',
  path: '/api/users/{id}/portfolios/evidence',
  audience: EVERYONE,
  summary:
    'The evidence editor’s first save (spec 1 §2, §4): a new evidence item of the caller, created, on the timeline, with one page for its content.',
  successStatus: 201,
  request: { path: userPortfoliosPathSchema, body: createEvidenceBodySchema },
  response: portfolioSchema,
});

export const createMediaEvidence = defineContract({
  id: 'portfolios.createMediaEvidence',
  context: 'portfolios',
  method: 'POST',
  path: '/api/users/{id}/portfolios/evidence/media',
  audience: EVERYONE,
  summary:
    'An insert dialog’s "Add to my timeline" (spec 1 §5): a new evidence item of the caller, titled, in preparation, on the timeline, whose page holds the text component and one image, image gallery, video or attachment component with the content given.',
  successStatus: 201,
  request: { path: userPortfoliosPathSchema, body: createMediaEvidenceBodySchema },
  response: portfolioSchema,
});

export const saveEvidence = defineContract({
  id: 'portfolios.saveEvidence',
  context: 'portfolios',
  method: 'PUT',
  path: '/api/users/{id}/portfolios/{portfolioId}/evidence',
  audience: EVERYONE,
  summary:
    'The owner saves an evidence item (save_as_draft) with its description: title, date (MM/DD/YYYY), abstract, cover image (from uploadCover) and alternative text, and its content; `auto_save` keeps a blank title (the editor auto-saves from the first change, spec 3 §4).',
  request: { path: portfolioPathSchema, body: saveEvidenceBodySchema },
  response: portfolioChangeSchema,
});

export const listTimeline = defineContract({
  id: 'portfolios.listTimeline',
  context: 'portfolios',
  method: 'GET',
  path: '/api/users/{id}/portfolios/timeline',
  audience: EVERYONE,
  summary:
    'The caller’s portfolios and evidence items shown on the timeline, latest timeline_order_datetime first, 15 a page; q matches title and abstract.',
  request: { path: userPortfoliosPathSchema, query: timelineQuerySchema },
  response: portfolioPageListSchema,
});

export const listPortfolioAbstracts = defineContract({
  id: 'portfolios.listPortfolioAbstracts',
  context: 'portfolios',
  method: 'POST',
  path: '/api/users/{id}/portfolios/abstracts',
  audience: EVERYONE,
  summary:
    'The abstracts of the caller’s own portfolios and evidence items named in portfolio_ids (spec 1 §7), in that order; ids that name none of them are left out.',
  request: { path: userPortfoliosPathSchema, body: abstractsBodySchema },
  response: portfolioAbstractListSchema,
});

export const getComponentAbstracts = defineContract({
  id: 'portfolios.getComponentAbstracts',
  context: 'portfolios',
  method: 'GET',
  path: '/api/portfolios/{portfolioId}/abstracts/{componentId}',
  audience: EVERYONE,
  summary:
    'The abstracts of the items a gallery, timeline or portfolio reference of a portfolio names, for whoever reads that portfolio (its owner, its assessors).',
  request: { path: componentAbstractsPathSchema },
  response: portfolioAbstractListSchema,
});

export const getPortfolioReference = defineContract({
  id: 'portfolios.getPortfolioReference',
  context: 'portfolios',
  method: 'GET',
  path: '/api/portfolios/{portfolioId}/references/{ref}',
  audience: EVERYONE,
  summary:
    'A portfolio or evidence item referenced by a portfolio (now, or in one of its revisions), read-only, for whoever reads the referencing portfolio.',
  request: { path: referencePathSchema, query: referenceQuerySchema },
  response: portfolioReferenceSchema,
});

export const getPortfolioAttachment = defineContract({
  id: 'portfolios.getPortfolioAttachment',
  context: 'portfolios',
  method: 'GET',
  path: '/api/users/{id}/portfolios/{portfolioId}/attachments/{attachmentId}',
  audience: EVERYONE,
  summary:
    'A file the portfolio (now, or one of its revisions) holds in a component the caller sees, with fresh preview and download links, for whoever reads the portfolio (its owner, its assessors).',
  request: { path: portfolioAttachmentPathSchema, query: portfolioAttachmentQuerySchema },
  response: portfolioAttachmentSchema,
});

export const acceptTemplateUpdate = defineContract({
  id: 'portfolios.acceptTemplateUpdate',
  context: 'portfolios',
  method: 'POST',
  path: '/api/users/{id}/portfolios/{portfolioId}/template-update/accept',
  audience: EVERYONE,
  summary:
    'The owner takes the offered template version (template_update) at the version read: the portfolio runs it, the answers it names as lost are dropped. 409 when stale or when the template moved on.',
  request: { path: portfolioPathSchema, body: templateUpdateBodySchema },
  response: portfolioSchema,
});

export const declineTemplateUpdate = defineContract({
  id: 'portfolios.declineTemplateUpdate',
  context: 'portfolios',
  method: 'POST',
  path: '/api/users/{id}/portfolios/{portfolioId}/template-update/decline',
  audience: EVERYONE,
  summary:
    'The owner keeps the template version the portfolio runs: that offered version is not offered again (a newer one is). 409 when stale.',
  request: { path: portfolioPathSchema, body: templateUpdateBodySchema },
  response: portfolioSchema,
});

export const portfoliosContracts = [
  listPortfolios,
  searchPortfolios,
  createPortfolio,
  getPortfolio,
  updatePortfolio,
  updatePortfolioSettings,
  changePortfolioTime,
  markPortfolioAssessing,
  withdrawPortfolio,
  deletePortfolio,
  restorePortfolio,
  getPortfolioRevision,
  comparePortfolioRevisions,
  listPortfolioComments,
  createPortfolioComment,
  updatePortfolioComment,
  deletePortfolioComment,
  createEvidence,
  createMediaEvidence,
  saveEvidence,
  listTimeline,
  listPortfolioAbstracts,
  getComponentAbstracts,
  getPortfolioReference,
  getPortfolioAttachment,
  acceptTemplateUpdate,
  declineTemplateUpdate,
] as const;
