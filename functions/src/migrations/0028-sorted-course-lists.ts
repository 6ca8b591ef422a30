import { backfillGroupListsPage } from '../db/courses/group-list-backfill';
import { LIBRARY_STEPS } from './0028-library-indexes';
import { eachOrganisationPages, type PageStep } from './each-organisation-pages';
import type { Migration } from './types';

/** Courses, then sections, then the library's items again (their title keys in the natural order). */
const STEPS: readonly PageStep[] = [
  (organizationId, cursor) => backfillGroupListsPage(organizationId, 'courses', cursor),
  (organizationId, cursor) => backfillGroupListsPage(organizationId, 'sections', cursor),
  ...LIBRARY_STEPS,
];

/**
 * ADR 0028 §4 "Courses and sections as built": the course list and a course's sections read a page of a sorted
 * index per order, which holds only items carrying its keys, and every title order is natural ("Rubric 2"
 * before "Rubric 10", db/sort-key.ts). This step gives the courses and sections written before it the keys of
 * their three orders and their search key, and rewrites the library items' title keys (rubrics, transfer
 * copies, template rows) in the natural form.
 *
 * Idempotent: an item whose keys are already what its entity writes is left alone, each write conditioned on
 * the version and `updatedAt` read (db/library-backfill.ts). Resumable: per organisation, a checkpoint after
 * each page (migrations/each-organisation-pages.ts).
 */
export const sortedCourseListsMigration: Migration = {
  id: '0028-sorted-course-lists',
  summary: 'Sorted list keys on courses and sections, and natural title keys on the library (lists read pages)',
  run: (context) =>
    eachOrganisationPages(context, STEPS, (organizationId, changed) =>
      context.log(`${organizationId}: ${changed} courses, sections and library items given their list keys`),
    ),
};
