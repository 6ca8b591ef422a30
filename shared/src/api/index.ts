import type { Contract } from './contract';
import { attachmentsContracts } from './attachments/contracts';
import { coursesContracts } from './courses/contracts';
import { portfoliosContracts } from './portfolios/contracts';
import { assessmentsContracts } from './assessments/contracts';
import { reportsContracts } from './reports/contracts';
import { hierarchyContracts } from './hierarchy/contracts';
import { importsContracts } from './imports/contracts';
import { extractsContracts } from './extracts/contracts';
import { identityContracts } from './identity/contracts';
import { rubricsContracts } from './rubrics/contracts';
import { systemContracts } from './system/contracts';
import { templatesContracts } from './templates/contracts';

export * from './contract';
export * from './download';
export * from './identity/contracts';
export * from './identity/schemas';
export * from './system/contracts';
export * from './hierarchy/contracts';
export * from './hierarchy/schemas';
export * from './rubrics/contracts';
export * from './rubrics/schemas';
export * from './templates/contracts';
export * from './templates/schemas';
export * from './courses/contracts';
export * from './courses/schemas';
export * from './portfolios/contracts';
export * from './portfolios/schemas';
export * from './assessments/contracts';
export * from './assessments/schemas';
export * from './reports/contracts';
export * from './reports/schemas';
export * from './attachments/contracts';
export * from './attachments/schemas';
export * from './imports/contracts';
export * from './imports/schemas';
export * from './extracts/contracts';
export * from './extracts/schemas';

/** Every HTTP contract. New contexts add their list here; infra, the gateway and the matrix read it. */
export const contracts: readonly Contract[] = [
  ...systemContracts,
  ...identityContracts,
  ...hierarchyContracts,
  ...rubricsContracts,
  ...templatesContracts,
  ...coursesContracts,
  ...portfoliosContracts,
  ...assessmentsContracts,
  ...reportsContracts,
  ...attachmentsContracts,
  ...importsContracts,
  ...extractsContracts,
];
