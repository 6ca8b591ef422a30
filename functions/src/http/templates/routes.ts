import {
  acceptTemplateTransfer,
  checkTemplateDeletable,
  checkTemplateMove,
  copyTemplate,
  createTemplate,
  createTemplateFolder,
  createTemplateTheme,
  deleteTemplate,
  deleteTemplateFolder,
  deleteTemplateTheme,
  getTemplate,
  getThemeFrame,
  getWorkflow,
  listHomepageTemplates,
  listTemplateFolders,
  listTemplateHistories,
  listTemplateThemes,
  listTemplates,
  listWorkflows,
  moveTemplate,
  publishTemplate,
  rejectTemplateTransfer,
  renameTemplateFolder,
  transferTemplate,
  unpublishTemplate,
  updateTemplate,
  updateTemplateTheme,
} from '@tessera/shared';
import { route } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';
import { acceptTemplateTransferUseCase } from './accept-template-transfer';
import { checkTemplateDeletableUseCase } from './check-template-deletable';
import { checkTemplateMoveUseCase } from './check-template-move';
import { copyTemplateUseCase } from './copy-template';
import { createTemplateUseCase } from './create-template';
import { createTemplateFolderUseCase } from './create-template-folder';
import { createTemplateThemeUseCase } from './create-template-theme';
import { deleteTemplateUseCase } from './delete-template';
import { deleteTemplateFolderUseCase } from './delete-template-folder';
import { deleteTemplateThemeUseCase } from './delete-template-theme';
import { getTemplateUseCase } from './get-template';
import { getThemeFrameUseCase } from './get-theme-frame';
import { getWorkflowUseCase } from './get-workflow';
import { listHomepageTemplatesUseCase } from './list-homepage-templates';
import { listTemplateFoldersUseCase } from './list-template-folders';
import { listTemplateHistoriesUseCase } from './list-template-histories';
import { listTemplateThemesUseCase } from './list-template-themes';
import { listTemplatesUseCase } from './list-templates';
import { listWorkflowsUseCase } from './list-workflows';
import { moveTemplateUseCase } from './move-template';
import { publishTemplateUseCase } from './publish-template';
import { rejectTemplateTransferUseCase } from './reject-template-transfer';
import { renameTemplateFolderUseCase } from './rename-template-folder';
import { transferTemplateUseCase } from './transfer-template';
import { unpublishTemplateUseCase } from './unpublish-template';
import { updateTemplateUseCase } from './update-template';
import { updateTemplateThemeUseCase } from './update-template-theme';

/** The templates Lambda's routes, loaded on its first request (handler.ts). */
export const templatesRoutes: readonly Route[] = [
  route(listTemplates, listTemplatesUseCase),
  route(listHomepageTemplates, listHomepageTemplatesUseCase),
  route(getTemplate, getTemplateUseCase),
  route(createTemplate, createTemplateUseCase),
  route(updateTemplate, updateTemplateUseCase),
  route(copyTemplate, copyTemplateUseCase),
  route(checkTemplateDeletable, checkTemplateDeletableUseCase),
  route(deleteTemplate, deleteTemplateUseCase),
  route(publishTemplate, publishTemplateUseCase),
  route(unpublishTemplate, unpublishTemplateUseCase),
  route(checkTemplateMove, checkTemplateMoveUseCase),
  route(moveTemplate, moveTemplateUseCase),
  route(transferTemplate, transferTemplateUseCase),
  route(acceptTemplateTransfer, acceptTemplateTransferUseCase),
  route(rejectTemplateTransfer, rejectTemplateTransferUseCase),
  route(listTemplateHistories, listTemplateHistoriesUseCase),
  route(listTemplateFolders, listTemplateFoldersUseCase),
  route(createTemplateFolder, createTemplateFolderUseCase),
  route(renameTemplateFolder, renameTemplateFolderUseCase),
  route(deleteTemplateFolder, deleteTemplateFolderUseCase),
  route(listTemplateThemes, listTemplateThemesUseCase),
  route(createTemplateTheme, createTemplateThemeUseCase),
  route(updateTemplateTheme, updateTemplateThemeUseCase),
  route(deleteTemplateTheme, deleteTemplateThemeUseCase),
  route(getThemeFrame, getThemeFrameUseCase),
  route(listWorkflows, listWorkflowsUseCase),
  route(getWorkflow, getWorkflowUseCase),
];
