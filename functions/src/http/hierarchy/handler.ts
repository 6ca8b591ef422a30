import {
  checkStatementSetDeletable,
  createNode,
  createStatementSet,
  createTerm,
  deleteNode,
  deleteStatementSet,
  deleteTerm,
  describeStatements,
  getHierarchy,
  importCaseFramework,
  importCsv,
  insertNodeAdmin,
  labelContracts,
  listAdminCandidates,
  listNodeAdmins,
  listStatementSets,
  listTerms,
  logCategoryContracts,
  removeNodeAdmin,
  renameNode,
  siteCategoryContracts,
  siteContracts,
  updateStatementSet,
  updateTerm,
} from '@tessera/shared';
import { route } from '../../lib/http/route';
import { createRouter, type Route } from '../../lib/http/router';
import {
  insertNodeAdminUseCase,
  listAdminCandidatesUseCase,
  listNodeAdminsUseCase,
  removeNodeAdminUseCase,
} from './admins';
import { importCsvUseCase } from './import-csv';
import { itemUseCases } from './items';
import { createNodeUseCase, deleteNodeUseCase, getHierarchyUseCase, renameNodeUseCase } from './nodes';
import {
  checkStatementSetDeletableUseCase,
  createStatementSetUseCase,
  deleteStatementSetUseCase,
  describeStatementsUseCase,
  importCaseFrameworkUseCase,
  listStatementSetsUseCase,
  updateStatementSetUseCase,
} from './statement-sets';
import { createTermUseCase, deleteTermUseCase, listTermsUseCase, updateTermUseCase } from './terms';

const collection = (
  contracts: typeof labelContracts | typeof siteContracts | typeof siteCategoryContracts | typeof logCategoryContracts,
  kind: Parameters<typeof itemUseCases>[0],
): Route[] => {
  const useCases = itemUseCases(kind, contracts);
  return [
    route(contracts.list, useCases.list),
    route(contracts.create, useCases.create),
    route(contracts.update, useCases.update),
    route(contracts.remove, useCases.remove),
  ];
};

/** The hierarchy context's Lambda: nodes, admins, labels, sites, log categories, statement sets, terms, imports. */
export const handler = createRouter([
  route(getHierarchy, getHierarchyUseCase),
  route(createNode, createNodeUseCase),
  route(renameNode, renameNodeUseCase),
  route(deleteNode, deleteNodeUseCase),
  route(listNodeAdmins, listNodeAdminsUseCase),
  route(listAdminCandidates, listAdminCandidatesUseCase),
  route(insertNodeAdmin, insertNodeAdminUseCase),
  route(removeNodeAdmin, removeNodeAdminUseCase),
  ...collection(labelContracts, 'label'),
  ...collection(siteCategoryContracts, 'site_category'),
  ...collection(siteContracts, 'site'),
  ...collection(logCategoryContracts, 'log_category'),
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
]);
