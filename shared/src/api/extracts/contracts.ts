import * as z from 'zod/mini';
import { defineContract } from '../contract';
import {
  createExtractBodySchema,
  createExtractScheduleBodySchema,
  extractScheduleFileByTokenQuerySchema,
  extractScheduleFileSchema,
  extractScheduleListSchema,
  extractSchedulePathSchema,
  extractScheduleSchema,
  extractScheduleTokenSchema,
  updateExtractScheduleBodySchema,
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

/**
 * Scheduled extracts (issue 25, ADR 0032 "Schedules"): an admin schedules a kind with its filters daily or
 * weekly; each run is an extract log and a file; the latest file has a stable route. A schedule is read and
 * changed by its maker and the admins of every node it covers (the extract log's rule); anyone else gets 404.
 */
export const createExtractSchedule = defineContract({
  id: 'extracts.createExtractSchedule',
  context: 'extracts',
  method: 'POST',
  path: '/api/extract-schedules',
  audience: ADMINS,
  summary: 'Schedule an extract of a kind with its filters, daily or weekly at an hour (UTC).',
  successStatus: 201,
  request: { body: createExtractScheduleBodySchema },
  response: extractScheduleSchema,
});

export const listExtractSchedules = defineContract({
  id: 'extracts.listExtractSchedules',
  context: 'extracts',
  method: 'GET',
  path: '/api/extract-schedules',
  audience: ADMINS,
  summary: 'The extract schedules the caller may read, newest first.',
  response: extractScheduleListSchema,
});

export const updateExtractSchedule = defineContract({
  id: 'extracts.updateExtractSchedule',
  context: 'extracts',
  method: 'PUT',
  path: '/api/extract-schedules/{id}',
  audience: ADMINS,
  summary: 'Change a schedule’s kind, filters, timing or pause it (409 when the version read is stale).',
  request: { path: extractSchedulePathSchema, body: updateExtractScheduleBodySchema },
  response: extractScheduleSchema,
});

export const deleteExtractSchedule = defineContract({
  id: 'extracts.deleteExtractSchedule',
  context: 'extracts',
  method: 'DELETE',
  path: '/api/extract-schedules/{id}',
  audience: ADMINS,
  summary: 'Delete a schedule: no more runs; its logs stay, its files expire with the retention.',
  request: { path: extractSchedulePathSchema },
  response: z.object({ deleted: z.literal(true) }),
});

export const rotateExtractScheduleToken = defineContract({
  id: 'extracts.rotateExtractScheduleToken',
  context: 'extracts',
  method: 'POST',
  path: '/api/extract-schedules/{id}/token',
  audience: ADMINS,
  summary: 'A new machine token for the schedule’s download route, shown once; the previous token stops working.',
  request: { path: extractSchedulePathSchema },
  response: extractScheduleTokenSchema,
});

export const getExtractScheduleFile = defineContract({
  id: 'extracts.getExtractScheduleFile',
  context: 'extracts',
  method: 'GET',
  path: '/api/extract-schedules/{id}/file',
  audience: ADMINS,
  summary: 'A fresh short-lived link to the schedule’s latest file (404 before its first finished run).',
  request: { path: extractSchedulePathSchema },
  response: extractScheduleFileSchema,
});

export const getExtractScheduleFileByToken = defineContract({
  id: 'extracts.getExtractScheduleFileByToken',
  context: 'extracts',
  method: 'GET',
  path: '/api/extract-schedules/{id}/machine-file',
  audience: 'public',
  summary:
    'For machines: the schedule’s latest file’s fresh short-lived link, with the schedule’s token (404 otherwise).',
  request: { path: extractSchedulePathSchema, query: extractScheduleFileByTokenQuerySchema },
  response: extractScheduleFileSchema,
});

export const extractsContracts = [
  createExtract,
  getExtract,
  listExtracts,
  createExtractSchedule,
  listExtractSchedules,
  updateExtractSchedule,
  deleteExtractSchedule,
  rotateExtractScheduleToken,
  getExtractScheduleFile,
  getExtractScheduleFileByToken,
];
