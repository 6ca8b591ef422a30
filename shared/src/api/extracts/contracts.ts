import { defineContract } from '../contract';
import {
  createExtractBodySchema,
  extractLogListSchema,
  extractLogSchema,
  extractPathSchema,
  listExtractsQuerySchema,
} from './schemas';

/**
 * The extracts context (issue 25, docs/adr/0032-extracts.md; spec 2 §7 "Extracts"): an extract is a job on the
 * extracts queue that writes one CSV file to the extracts bucket; its log is read until it is finished, then
 * downloaded through a presigned GET of minutes. Who may: admins, over the nodes they administer only (an
 * admin of a child node extracts that node's data, never its parent's), as the screens do; a log is read by
 * the admin who made it. Another organisation's log is 404.
 */
const ADMINS = ['admin', 'root_admin'] as const;

export const createExtract = defineContract({
  id: 'extracts.createExtract',
  context: 'extracts',
  method: 'POST',
  path: '/api/extracts',
  audience: ADMINS,
  summary:
    'Create an extract of a kind, optionally with node ids (each administered by the caller) and term ids: its log is created and the extract queued.',
  successStatus: 202,
  request: { body: createExtractBodySchema },
  response: extractLogSchema,
});

export const getExtract = defineContract({
  id: 'extracts.getExtract',
  context: 'extracts',
  method: 'GET',
  path: '/api/extracts/{id}',
  audience: ADMINS,
  summary: 'One extract log (spec 2 §3): its status, progress and, once finished, a short-lived download link.',
  request: { path: extractPathSchema },
  response: extractLogSchema,
});

export const listExtracts = defineContract({
  id: 'extracts.listExtracts',
  context: 'extracts',
  method: 'GET',
  path: '/api/extracts',
  audience: ADMINS,
  summary: 'The caller’s latest extract logs of a kind, newest first.',
  request: { query: listExtractsQuerySchema },
  response: extractLogListSchema,
});

export const extractsContracts = [createExtract, getExtract, listExtracts];
