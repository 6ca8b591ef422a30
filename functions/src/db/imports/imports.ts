import { getItem, queryItems, queryStored, type Page } from '../items';
import { CHUNK_PREFIX, importChunkEntity, type ImportChunk } from './entities/import-chunk';
import { importJobEntity, importListing, importPartition } from './entities/import-job';
import { importUploadEntity } from './entities/import-upload';

export type { ImportChunk, ImportRowError } from './entities/import-chunk';
export type { ImportJob, ImportProblem } from './entities/import-job';
export type { ImportUpload } from './entities/import-upload';

/** Access pattern "import upload by id": GetItem `ORG#<orgId>#IMPORT#<uploadId>` / `UPLOAD`, consistent. */
export function getImportUpload(organizationId: string, uploadId: string) {
  return getItem(importUploadEntity, { organizationId, uploadId }, { consistent: true });
}

/** Access pattern "import by id": GetItem `ORG#<orgId>#IMPORT#<importId>` / `IMPORT`. */
export function getImportJob(organizationId: string, importId: string, options: { consistent?: boolean } = {}) {
  return getItem(importJobEntity, { organizationId, importId }, options);
}

/** Access pattern "a chunk's outcome": GetItem `ORG#<orgId>#IMPORT#<importId>` / `CHUNK#<n:6>`, consistent. */
export function getImportChunk(organizationId: string, importId: string, chunk: number) {
  return getItem(importChunkEntity, { organizationId, importId, chunk }, { consistent: true });
}

/** Logs per page of the list. */
export const IMPORT_PAGE_SIZE = 25;

/**
 * Access pattern "an organisation's imports of a kind, newest first": Query byListing
 * `gsi2pk = ORG#<orgId>#IMPORTS#<kind>`, descending (ids are ULIDs), one page of `limit` from `cursor`.
 */
export function listImportJobs(organizationId: string, kind: string, cursor: string | null, limit = IMPORT_PAGE_SIZE) {
  return queryItems(importJobEntity, {
    index: 'byListing',
    partition: importListing(organizationId, kind),
    order: 'desc',
    limit,
    cursor,
  });
}

/**
 * Access pattern "an import's chunks in file order until `errors` row errors": Query
 * `pk = ORG#<orgId>#IMPORT#<importId>`, begins_with(sk, CHUNK#), a page of 20 chunks at a time (each under
 * 60 KB), stopping once the errors read reach `errors` (the log's first 1,000) or the chunks end.
 */
export async function readImportChunks(organizationId: string, importId: string, errors: number) {
  const chunks: ImportChunk[] = [];
  let cursor: string | null = null;
  let seen = 0;
  do {
    const page: Page<ImportChunk> = await queryItems(importChunkEntity, {
      partition: importPartition(organizationId, importId),
      prefix: CHUNK_PREFIX,
      limit: 20,
      cursor,
    });
    chunks.push(...page.items);
    seen += page.items.reduce((sum, chunk) => sum + chunk.errors.length, 0);
    cursor = page.cursor;
  } while (cursor && seen < errors);
  return chunks;
}

/**
 * Access pattern "every chunk of an import, in file order", one page at a time (the error report's writer
 * streams them; a run of 100,000 rows has 200 chunks).
 */
export async function* eachImportChunk(organizationId: string, importId: string): AsyncGenerator<ImportChunk> {
  let cursor: string | null = null;
  do {
    const page: Page<Record<string, unknown>> = await queryStored({
      partition: importPartition(organizationId, importId),
      prefix: CHUNK_PREFIX,
      limit: 20,
      cursor,
      consistent: true,
    });
    for (const stored of page.items) yield importChunkEntity.fromStored(stored);
    cursor = page.cursor;
  } while (cursor);
}
