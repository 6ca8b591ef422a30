import {
  changePortfolioTime,
  comparePortfolioRevisions,
  createPortfolio,
  createPortfolioComment,
  deletePortfolio,
  deletePortfolioComment,
  getPortfolio,
  getPortfolioRevision,
  listPortfolioComments,
  listPortfolios,
  markPortfolioAssessing,
  restorePortfolio,
  searchPortfolios,
  updatePortfolio,
  updatePortfolioComment,
  updatePortfolioSettings,
  withdrawPortfolio,
} from '@tessera/shared';
import { route } from '../../lib/http/route';
import { createRouter } from '../../lib/http/router';
import { changePortfolioTimeUseCase } from './change-portfolio-time';
import {
  createPortfolioCommentUseCase,
  deletePortfolioCommentUseCase,
  listPortfolioCommentsUseCase,
  updatePortfolioCommentUseCase,
} from './comments';
import { createPortfolioUseCase } from './create-portfolio';
import { getPortfolioUseCase } from './get-portfolio';
import { listPortfoliosUseCase, searchPortfoliosUseCase } from './list-portfolios';
import { markPortfolioAssessingUseCase } from './mark-portfolio-assessing';
import { portfoliosSentences } from './messages';
import { comparePortfolioRevisionsUseCase, getPortfolioRevisionUseCase } from './revisions';
import { deletePortfolioUseCase, restorePortfolioUseCase } from './trash-portfolio';
import { updatePortfolioUseCase } from './update-portfolio';
import { updatePortfolioSettingsUseCase } from './update-portfolio-settings';
import { withdrawPortfolioUseCase } from './withdraw-portfolio';

/** The portfolios context's Lambda: the composer's data, the workflow engine, revisions and comments. */
export const handler = createRouter(
  [
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
  ],
  { messages: portfoliosSentences },
);
