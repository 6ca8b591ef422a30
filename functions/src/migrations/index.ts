import { activityCountersMigration } from './0028-activity-counters';
import { assessmentSummariesMigration } from './0028-assessment-summaries';
import { awaitingAssessmentMigration } from './0028-awaiting-assessment';
import { libraryIndexesMigration } from './0028-library-indexes';
import { portfolioStorageMigration } from './0028-portfolio-storage';
import { snapshotCountsMigration } from './0028-snapshot-counts';
import { sortedCourseListsMigration } from './0028-sorted-course-lists';
import type { Migration } from './types';

/**
 * Every migration in the order `npm run migrate` applies them (ids sort the same way). Add a step's module
 * here; never remove or reorder one that has shipped (deployments record the ids they applied).
 */
export const MIGRATIONS: readonly Migration[] = [
  activityCountersMigration,
  assessmentSummariesMigration,
  awaitingAssessmentMigration,
  libraryIndexesMigration,
  portfolioStorageMigration,
  snapshotCountsMigration,
  sortedCourseListsMigration,
];
