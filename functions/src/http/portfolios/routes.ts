import {
  changePortfolioTime,
  comparePortfolioRevisions,
  createEvidence,
  createMediaEvidence,
  createPortfolio,
  createPortfolioComment,
  deletePortfolio,
  deletePortfolioComment,
  getComponentAbstracts,
  getPortfolio,
  getPortfolioReference,
  getPortfolioAttachment,
  getPortfolioRevision,
  listPortfolioAbstracts,
  listPortfolioComments,
  listPortfolios,
  listTimeline,
  markPortfolioAssessing,
  restorePortfolio,
  saveEvidence,
  searchPortfolios,
  updatePortfolio,
  updatePortfolioComment,
  updatePortfolioSettings,
  withdrawPortfolio,
  acceptTemplateUpdate,
  declineTemplateUpdate,
} from '@tessera/shared';
import { lazyRoute } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';

/** The portfolios Lambda's routes, loaded on its first request (handler.ts). */
export const portfoliosRoutes: readonly Route[] = [
  lazyRoute(listPortfolios, () => import('./list-portfolios').then((m) => m.listPortfoliosUseCase)),
  lazyRoute(searchPortfolios, () => import('./search-portfolios').then((m) => m.searchPortfoliosUseCase)),
  lazyRoute(createPortfolio, () => import('./create-portfolio').then((m) => m.createPortfolioUseCase)),
  lazyRoute(getPortfolio, () => import('./get-portfolio').then((m) => m.getPortfolioUseCase)),
  lazyRoute(updatePortfolio, () => import('./update-portfolio').then((m) => m.updatePortfolioUseCase)),
  lazyRoute(updatePortfolioSettings, () =>
    import('./update-portfolio-settings').then((m) => m.updatePortfolioSettingsUseCase),
  ),
  lazyRoute(changePortfolioTime, () => import('./change-portfolio-time').then((m) => m.changePortfolioTimeUseCase)),
  lazyRoute(markPortfolioAssessing, () =>
    import('./mark-portfolio-assessing').then((m) => m.markPortfolioAssessingUseCase),
  ),
  lazyRoute(withdrawPortfolio, () => import('./withdraw-portfolio').then((m) => m.withdrawPortfolioUseCase)),
  lazyRoute(deletePortfolio, () => import('./delete-portfolio').then((m) => m.deletePortfolioUseCase)),
  lazyRoute(restorePortfolio, () => import('./restore-portfolio').then((m) => m.restorePortfolioUseCase)),
  lazyRoute(getPortfolioRevision, () => import('./get-portfolio-revision').then((m) => m.getPortfolioRevisionUseCase)),
  lazyRoute(comparePortfolioRevisions, () =>
    import('./compare-portfolio-revisions').then((m) => m.comparePortfolioRevisionsUseCase),
  ),
  lazyRoute(listPortfolioComments, () =>
    import('./list-portfolio-comments').then((m) => m.listPortfolioCommentsUseCase),
  ),
  lazyRoute(createPortfolioComment, () =>
    import('./create-portfolio-comment').then((m) => m.createPortfolioCommentUseCase),
  ),
  lazyRoute(updatePortfolioComment, () =>
    import('./update-portfolio-comment').then((m) => m.updatePortfolioCommentUseCase),
  ),
  lazyRoute(deletePortfolioComment, () =>
    import('./delete-portfolio-comment').then((m) => m.deletePortfolioCommentUseCase),
  ),
  lazyRoute(createEvidence, () => import('./create-evidence').then((m) => m.createEvidenceUseCase)),
  lazyRoute(createMediaEvidence, () => import('./create-media-evidence').then((m) => m.createMediaEvidenceUseCase)),
  lazyRoute(saveEvidence, () => import('./save-evidence').then((m) => m.saveEvidenceUseCase)),
  lazyRoute(listTimeline, () => import('./list-timeline').then((m) => m.listTimelineUseCase)),
  lazyRoute(listPortfolioAbstracts, () =>
    import('./list-portfolio-abstracts').then((m) => m.listPortfolioAbstractsUseCase),
  ),
  lazyRoute(getComponentAbstracts, () =>
    import('./get-component-abstracts').then((m) => m.getComponentAbstractsUseCase),
  ),
  lazyRoute(getPortfolioReference, () =>
    import('./get-portfolio-reference').then((m) => m.getPortfolioReferenceUseCase),
  ),
  lazyRoute(getPortfolioAttachment, () =>
    import('./get-portfolio-attachment').then((m) => m.getPortfolioAttachmentUseCase),
  ),
  lazyRoute(acceptTemplateUpdate, () => import('./accept-template-update').then((m) => m.acceptTemplateUpdateUseCase)),
  lazyRoute(declineTemplateUpdate, () =>
    import('./decline-template-update').then((m) => m.declineTemplateUpdateUseCase),
  ),
];
