import { backfillRubricsPage } from '../db/rubrics/rubric-backfill';
import { backfillTemplateRowsPage } from '../db/templates/template-row-backfill';
import { eachOrganisationPages, type PageStep } from './each-organisation-pages';
import type { Migration } from './types';

/** The kinds of item brought to the library shape, in order (a checkpoint names its index here). */
export const LIBRARY_STEPS: readonly PageStep[] = [
  (organizationId, cursor) => backfillRubricsPage(organizationId, 'rubrics', cursor),
  (organizationId, cursor) => backfillRubricsPage(organizationId, 'transfers', cursor),
  (organizationId, cursor) => backfillTemplateRowsPage(organizationId, 'rows', cursor),
  (organizationId, cursor) => backfillTemplateRowsPage(organizationId, 'transfers', cursor),
];

/**
 * ADR 0028 §4: lists read a page of the library indexes (byLibraryTitle, byLibraryRecent), which hold only items
 * carrying their keys. This step gives the rubrics, rubric transfer copies, template rows and template transfer
 * rows written before them their keys, and each rubric its outline (what a list row shows of the definition).
 *
 * Idempotent: an item already in its library shape is left alone (db/library-backfill.ts compares what it holds with what its entity writes), and each
 * write is conditioned on the version and `updatedAt` it read. Resumable: per organisation, a checkpoint after
 * each page (migrations/each-organisation-pages.ts).
 */
export const libraryIndexesMigration: Migration = {
  id: '0028-library-indexes',
  summary: 'Library index keys and rubric outlines on rubrics and template rows (lists read sorted pages)',
  run: (context) =>
    eachOrganisationPages(context, LIBRARY_STEPS, (organizationId, changed) =>
      context.log(`${organizationId}: ${changed} library items given their index keys`),
    ),
};
