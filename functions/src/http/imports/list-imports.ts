import { invalidField, type listImports } from '@tessera/shared';
import { InvalidCursorError } from '../../db/items';
import { listImportJobs } from '../../db/imports/imports';
import type { UseCase } from '../../lib/http/types';
import { importReader } from './access';
import { presentImport } from './present';

/**
 * GET /api/imports?kind=: the latest logs of a kind, newest first, a page of the organisation's listing (25
 * read), keeping those the caller may read (access.ts); `next_cursor` continues after the last read. A row's
 * errors are counted, not listed (the log's own GET lists them).
 */
export const listImportsUseCase: UseCase<typeof listImports> = async ({ query }, { actor }) => {
  const mayRead = importReader(actor);
  let page;
  try {
    page = await listImportJobs(actor.organisation.organizationId, query.kind, query.cursor ?? null);
  } catch (error) {
    if (error instanceof InvalidCursorError) throw invalidField('cursor', 'system.invalid_cursor');
    throw error;
  }
  const readable = [];
  for (const job of page.items) if (await mayRead(job)) readable.push(job);
  return { items: await Promise.all(readable.map((job) => presentImport(job))), next_cursor: page.cursor };
};
