import { where } from '../expressions';
import { createItem, getItem, queryItems, updateItem } from '../items';
import { extractJobEntity, extractListing, type ExtractJob } from './entities/extract-job';

export type { ExtractJob } from './entities/extract-job';

type ExtractKey = { organizationId: string; extractId: string };

/** Access pattern "extract by id": GetItem `ORG#<orgId>#EXTRACT#<extractId>` / `EXTRACT`. */
export function getExtractJob(organizationId: string, extractId: string, options: { consistent?: boolean } = {}) {
  return getItem(extractJobEntity, { organizationId, extractId }, options);
}

/** Logs read per list (the page shows the latest one or two of the caller's). */
export const EXTRACT_PAGE_SIZE = 25;

/**
 * Access pattern "an organisation's extracts of a kind, newest first": Query byListing
 * `gsi2pk = ORG#<orgId>#EXTRACTS#<type>`, descending (ids are ULIDs), one page of `limit`.
 */
export async function listExtractJobs(organizationId: string, type: string, limit = EXTRACT_PAGE_SIZE) {
  const page = await queryItems(extractJobEntity, {
    index: 'byListing',
    partition: extractListing(organizationId, type),
    order: 'desc',
    limit,
  });
  return page.items;
}

/** A new log, created once (`attribute_not_exists`): its id is new. */
export async function insertExtractJob(job: ExtractJob): Promise<void> {
  await createItem(extractJobEntity, job);
}

/** The job began (or began again after a crash): created|started → started, its count back to 0. */
export function markExtractStarted(key: ExtractKey, now: string): Promise<boolean> {
  return updateItem(
    extractJobEntity,
    key,
    { set: { state: 'started', rowsWritten: 0, updatedAt: now } },
    { if: where.in('state', ['created', 'started']) },
  );
}

/** Progress: rows written so far, while it runs. */
export function recordExtractRows(key: ExtractKey, rowsWritten: number, now: string): Promise<boolean> {
  return updateItem(
    extractJobEntity,
    key,
    { set: { rowsWritten, updatedAt: now } },
    { if: where.eq('state', 'started') },
  );
}

/** The file is complete in the bucket: started → finished with its rows (once). */
export function finishExtractJob(key: ExtractKey, rowsWritten: number, now: string): Promise<boolean> {
  return updateItem(
    extractJobEntity,
    key,
    { set: { state: 'finished', rowsWritten, updatedAt: now, finishedAt: now } },
    { if: where.eq('state', 'started') },
  );
}

/** The job failed for good (its last delivery): created|started → exception with the sentence's key. */
export function failExtractJob(key: ExtractKey, problem: string, now: string): Promise<boolean> {
  return updateItem(
    extractJobEntity,
    key,
    { set: { state: 'exception', problem, updatedAt: now, finishedAt: now } },
    { if: where.in('state', ['created', 'started']) },
  );
}
