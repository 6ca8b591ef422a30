import {
  applyPortfolioAssessment,
  changePortfolioTime,
  comparePortfolioRevisions,
  createEvidence,
  createMediaEvidence,
  createPortfolio,
  createPortfolioComment,
  deletePortfolio,
  exportActivityRubricScoresReport,
  exportNodeStandardsReport,
  exportSectionStandardsReport,
  getActivityRubricScoresReport,
  getNodeStandardsReport,
  getSectionStandardsReport,
  deletePortfolioComment,
  getComponentAbstracts,
  getPortfolio,
  getPortfolioAssessment,
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
  updatePortfolioAssessment,
  updatePortfolioComment,
  updatePortfolioSettings,
  withdrawPortfolio,
} from '@tessera/shared';
import { route } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';
import { applyPortfolioAssessmentUseCase } from './apply-portfolio-assessment';
import { changePortfolioTimeUseCase } from './change-portfolio-time';
import { comparePortfolioRevisionsUseCase } from './compare-portfolio-revisions';
import { createEvidenceUseCase } from './create-evidence';
import { createMediaEvidenceUseCase } from './create-media-evidence';
import { createPortfolioCommentUseCase } from './create-portfolio-comment';
import { createPortfolioUseCase } from './create-portfolio';
import { deletePortfolioUseCase } from './delete-portfolio';
import { deletePortfolioCommentUseCase } from './delete-portfolio-comment';
import { exportActivityRubricScoresReportUseCase } from './export-activity-rubric-scores-report';
import { exportNodeStandardsReportUseCase } from './export-node-standards-report';
import { exportSectionStandardsReportUseCase } from './export-section-standards-report';
import { getActivityRubricScoresReportUseCase } from './get-activity-rubric-scores-report';
import { getNodeStandardsReportUseCase } from './get-node-standards-report';
import { getSectionStandardsReportUseCase } from './get-section-standards-report';
import { getComponentAbstractsUseCase } from './get-component-abstracts';
import { getPortfolioReferenceUseCase } from './get-portfolio-reference';
import { getPortfolioAttachmentUseCase } from './get-portfolio-attachment';
import { getPortfolioUseCase } from './get-portfolio';
import { getPortfolioAssessmentUseCase } from './get-portfolio-assessment';
import { getPortfolioRevisionUseCase } from './get-portfolio-revision';
import { listPortfolioAbstractsUseCase } from './list-portfolio-abstracts';
import { listPortfolioCommentsUseCase } from './list-portfolio-comments';
import { listTimelineUseCase } from './list-timeline';
import { listPortfoliosUseCase } from './list-portfolios';
import { markPortfolioAssessingUseCase } from './mark-portfolio-assessing';
import { restorePortfolioUseCase } from './restore-portfolio';
import { saveEvidenceUseCase } from './save-evidence';
import { searchPortfoliosUseCase } from './search-portfolios';
import { updatePortfolioUseCase } from './update-portfolio';
import { updatePortfolioAssessmentUseCase } from './update-portfolio-assessment';
import { updatePortfolioCommentUseCase } from './update-portfolio-comment';
import { updatePortfolioSettingsUseCase } from './update-portfolio-settings';
import { withdrawPortfolioUseCase } from './withdraw-portfolio';

/** The portfolios Lambda's routes, loaded on its first request (handler.ts). */
export const portfoliosRoutes: readonly Route[] = [
  route(listPortfolios, listPortfoliosUseCase),
  route(searchPortfolios, searchPortfoliosUseCase),
  route(createPortfolio, createPortfolioUseCase),
  route(getPortfolio, getPortfolioUseCase),
  route(updatePortfolio, updatePortfolioUseCase),
  route(updatePortfolioSettings, updatePortfolioSettingsUseCase),
  route(changePortfolioTime, changePortfolioTimeUseCase),
  route(markPortfolioAssessing, markPortfolioAssessingUseCase),
  route(withdrawPortfolio, withdrawPortfolioUseCase),
  route(deletePortfolio, deletePortfolioUseCase),
  route(restorePortfolio, restorePortfolioUseCase),
  route(getPortfolioRevision, getPortfolioRevisionUseCase),
  route(comparePortfolioRevisions, comparePortfolioRevisionsUseCase),
  route(listPortfolioComments, listPortfolioCommentsUseCase),
  route(createPortfolioComment, createPortfolioCommentUseCase),
  route(updatePortfolioComment, updatePortfolioCommentUseCase),
  route(deletePortfolioComment, deletePortfolioCommentUseCase),
  route(getPortfolioAssessment, getPortfolioAssessmentUseCase),
  route(getSectionStandardsReport, getSectionStandardsReportUseCase),
  route(exportSectionStandardsReport, exportSectionStandardsReportUseCase),
  route(getNodeStandardsReport, getNodeStandardsReportUseCase),
  route(exportNodeStandardsReport, exportNodeStandardsReportUseCase),
  route(getActivityRubricScoresReport, getActivityRubricScoresReportUseCase),
  route(exportActivityRubricScoresReport, exportActivityRubricScoresReportUseCase),
  route(updatePortfolioAssessment, updatePortfolioAssessmentUseCase),
  route(applyPortfolioAssessment, applyPortfolioAssessmentUseCase),
  route(createEvidence, createEvidenceUseCase),
  route(createMediaEvidence, createMediaEvidenceUseCase),
  route(saveEvidence, saveEvidenceUseCase),
  route(listTimeline, listTimelineUseCase),
  route(listPortfolioAbstracts, listPortfolioAbstractsUseCase),
  route(getComponentAbstracts, getComponentAbstractsUseCase),
  route(getPortfolioReference, getPortfolioReferenceUseCase),
  route(getPortfolioAttachment, getPortfolioAttachmentUseCase),
];
