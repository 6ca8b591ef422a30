import { defineContract } from '../contract';
import { csvDownloadSchema } from '../download';
import {
  importLogPageSchema,
  importLogSchema,
  importPathSchema,
  importTemplatePathSchema,
  listImportsQuerySchema,
  presignedImportSchema,
  presignImportBodySchema,
  startImportBodySchema,
} from './schemas';

/**
 * The imports context (issue 24): every import is a job on the imports queue, from a file the browser posts
 * straight to S3. Who may: admins; a kind that hangs on a node (`node_id`) needs node authority over it, an
 * organisation kind (terms) any admin, as the matching screens do. A log is read by who started it and by the
 * admins who may run its kind where it ran; anyone else, other organisations included, gets 404.
 */
const ADMINS = ['admin', 'root_admin'] as const;

export const presignImportUpload = defineContract({
  id: 'imports.presignImportUpload',
  context: 'imports',
  method: 'POST',
  path: '/api/imports/presigned-url',
  audience: ADMINS,
  summary:
    'Check an import file’s name (.csv only: "Invalid file type") and size, then sign a POST policy for one exact key under the caller and the kind.',
  request: { body: presignImportBodySchema },
  response: presignedImportSchema,
});

export const startImport = defineContract({
  id: 'imports.startImport',
  context: 'imports',
  method: 'POST',
  path: '/api/imports',
  audience: ADMINS,
  summary:
    'Start an import of an uploaded file (its key checked to be the caller’s, for this kind): the log is created and the file queued to be read.',
  successStatus: 202,
  request: { body: startImportBodySchema },
  response: importLogSchema,
});

export const getImport = defineContract({
  id: 'imports.getImport',
  context: 'imports',
  method: 'GET',
  path: '/api/imports/{id}',
  audience: ADMINS,
  summary: 'One import’s enrollment log (spec 2 §3) with its progress, its first 1,000 errors and its error report.',
  request: { path: importPathSchema },
  response: importLogSchema,
});

export const listImports = defineContract({
  id: 'imports.listImports',
  context: 'imports',
  method: 'GET',
  path: '/api/imports',
  audience: ADMINS,
  summary: 'The latest import logs of a kind the caller may read, newest first, a page at a time.',
  request: { query: listImportsQuerySchema },
  response: importLogPageSchema,
});

export const getImportTemplate = defineContract({
  id: 'imports.getImportTemplate',
  context: 'imports',
  method: 'GET',
  path: '/api/imports/templates/{kind}',
  audience: ADMINS,
  summary: 'The template CSV of an import kind: its header and example rows.',
  produces: 'text/csv',
  request: { path: importTemplatePathSchema },
  response: csvDownloadSchema,
});

export const importsContracts = [presignImportUpload, startImport, getImport, listImports, getImportTemplate];
