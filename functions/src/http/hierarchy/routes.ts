import {
  checkStatementSetDeletable,
  createLabel,
  createLogCategory,
  createNode,
  createSite,
  createSiteCategory,
  createStatementSet,
  createTerm,
  deleteLabel,
  deleteLogCategory,
  deleteNode,
  deleteSite,
  deleteSiteCategory,
  deleteStatementSet,
  deleteTerm,
  describeStatements,
  getHierarchy,
  importCaseFramework,
  importCsv,
  insertNodeAdmin,
  listAdminCandidates,
  listLabels,
  listLogCategories,
  listNodeAdmins,
  listSiteCategories,
  listSites,
  listStatementSets,
  listTerms,
  removeNodeAdmin,
  renameNode,
  updateLabel,
  updateLogCategory,
  updateSite,
  updateSiteCategory,
  updateStatementSet,
  updateTerm,
} from '@tessera/shared';
import { route } from '../../lib/http/route';
import type { Route } from '../../lib/http/router';
import { checkStatementSetDeletableUseCase } from './check-statement-set-deletable';
import { createLabelUseCase } from './create-label';
import { createLogCategoryUseCase } from './create-log-category';
import { createNodeUseCase } from './create-node';
import { createSiteUseCase } from './create-site';
import { createSiteCategoryUseCase } from './create-site-category';
import { createStatementSetUseCase } from './create-statement-set';
import { createTermUseCase } from './create-term';
import { deleteLabelUseCase } from './delete-label';
import { deleteLogCategoryUseCase } from './delete-log-category';
import { deleteNodeUseCase } from './delete-node';
import { deleteSiteUseCase } from './delete-site';
import { deleteSiteCategoryUseCase } from './delete-site-category';
import { deleteStatementSetUseCase } from './delete-statement-set';
import { deleteTermUseCase } from './delete-term';
import { describeStatementsUseCase } from './describe-statements';
import { getHierarchyUseCase } from './get-hierarchy';
import { importCaseFrameworkUseCase } from './import-case-framework';
import { importCsvUseCase } from './import-csv';
import { insertNodeAdminUseCase } from './insert-node-admin';
import { listAdminCandidatesUseCase } from './list-admin-candidates';
import { listLabelsUseCase } from './list-labels';
import { listLogCategoriesUseCase } from './list-log-categories';
import { listNodeAdminsUseCase } from './list-node-admins';
import { listSiteCategoriesUseCase } from './list-site-categories';
import { listSitesUseCase } from './list-sites';
import { listStatementSetsUseCase } from './list-statement-sets';
import { listTermsUseCase } from './list-terms';
import { removeNodeAdminUseCase } from './remove-node-admin';
import { renameNodeUseCase } from './rename-node';
import { updateLabelUseCase } from './update-label';
import { updateLogCategoryUseCase } from './update-log-category';
import { updateSiteUseCase } from './update-site';
import { updateSiteCategoryUseCase } from './update-site-category';
import { updateStatementSetUseCase } from './update-statement-set';
import { updateTermUseCase } from './update-term';

/** The hierarchy Lambda's routes, loaded on its first request (handler.ts). */
export const hierarchyRoutes: readonly Route[] = [
  route(getHierarchy, getHierarchyUseCase),
  route(createNode, createNodeUseCase),
  route(renameNode, renameNodeUseCase),
  route(deleteNode, deleteNodeUseCase),
  route(listNodeAdmins, listNodeAdminsUseCase),
  route(listAdminCandidates, listAdminCandidatesUseCase),
  route(insertNodeAdmin, insertNodeAdminUseCase),
  route(removeNodeAdmin, removeNodeAdminUseCase),
  route(listLabels, listLabelsUseCase),
  route(createLabel, createLabelUseCase),
  route(updateLabel, updateLabelUseCase),
  route(deleteLabel, deleteLabelUseCase),
  route(listSiteCategories, listSiteCategoriesUseCase),
  route(createSiteCategory, createSiteCategoryUseCase),
  route(updateSiteCategory, updateSiteCategoryUseCase),
  route(deleteSiteCategory, deleteSiteCategoryUseCase),
  route(listSites, listSitesUseCase),
  route(createSite, createSiteUseCase),
  route(updateSite, updateSiteUseCase),
  route(deleteSite, deleteSiteUseCase),
  route(listLogCategories, listLogCategoriesUseCase),
  route(createLogCategory, createLogCategoryUseCase),
  route(updateLogCategory, updateLogCategoryUseCase),
  route(deleteLogCategory, deleteLogCategoryUseCase),
  route(listStatementSets, listStatementSetsUseCase),
  route(createStatementSet, createStatementSetUseCase),
  route(importCaseFramework, importCaseFrameworkUseCase),
  route(updateStatementSet, updateStatementSetUseCase),
  route(checkStatementSetDeletable, checkStatementSetDeletableUseCase),
  route(deleteStatementSet, deleteStatementSetUseCase),
  route(describeStatements, describeStatementsUseCase),
  route(listTerms, listTermsUseCase),
  route(createTerm, createTermUseCase),
  route(updateTerm, updateTermUseCase),
  route(deleteTerm, deleteTermUseCase),
  route(importCsv, importCsvUseCase),
];
