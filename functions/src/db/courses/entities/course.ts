import * as z from 'zod/mini';
import { COURSE_CATEGORIES } from '@tessera/shared';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { naturalSortKey, searchKeyOf } from '../../sort-key';

/**
 * A course (spec 2 §3 "Group template (course)") on a hierarchy node. Listed with the node's other courses in
 * the three orders of the course list (spec 2 §9; ADR 0028 §4), each a partition `ORG#<orgId>#COURSES#NODE#<nodeId>`
 * of one index: byRelation `COURSE#<createdAt>#<id>` (created; newest first read backwards), byListing
 * `<naturalSortKey(name)>#<id>` (name), byLibraryTitle `<naturalSortKey(code)>#<id>` (code; that index projects
 * only the library's attributes, so the page's courses are then read by key), and `titleKey` (name and code)
 * for the search. A course is only ever written whole (a Put), so its keys follow its name and code.
 * Counters move in the transactions that change what they count, so the deletion rule (spec 2 §5) reads
 * them from this one item: `sectionCount` (its sections), `activityPlanCount` (its plans). The owner and
 * homepage templates each hold one use of their template (ports/templates.ts); `planTemplateUses` counts,
 * per template, the plans that use it: those templates cannot be removed from the course. Log categories work
 * the same way: each holds one reference on its hierarchy item; `logCategoryUses` counts the entries under it.
 */
export const courseRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    courseId: z.string(),
    nodeId: z.string(),
    name: z.string(),
    code: z.string(),
    category: z.enum(COURSE_CATEGORIES),
    ownerTemplateIds: z.array(z.string()),
    homepageTemplateIds: z.array(z.string()),
    planTemplateUses: z.record(z.string(), z.number()),
    /** Log categories (hierarchy items of the node or above) the sections log under; each holds one reference. */
    logCategoryIds: z.array(z.string()),
    /** Per log category, the time-log entries under it in the course's sections: those cannot be removed. */
    logCategoryUses: z.record(z.string(), z.number()),
    /** Moves with every entry write that changes `logCategoryUses`, so the editor's put keeps what it read. */
    logEntryChanges: z.number(),
    sectionCount: z.number(),
    activityPlanCount: z.number(),
    version: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
);
export type Course = RecordOf<typeof courseRecord>;

export const nodeCoursesPartition = (organizationId: string, nodeId: string): string =>
  `ORG#${organizationId}#COURSES#NODE#${nodeId}`;

export const courseEntity = defineEntity<Course>()({
  name: 'course',
  keyFields: ['organizationId', 'courseId'],
  key: ({ organizationId, courseId }) => ({ pk: `ORG#${organizationId}`, sk: `COURSE#${courseId}` }),
  indexes: (course) => {
    const partition = nodeCoursesPartition(course.organizationId, course.nodeId);
    return {
      gsi1pk: partition,
      gsi1sk: `COURSE#${course.createdAt}#${course.courseId}`,
      gsi2pk: partition,
      gsi2sk: `${naturalSortKey(course.name)}#${course.courseId}`,
      gsi3pk: partition,
      gsi3sk: `${naturalSortKey(course.code)}#${course.courseId}`,
      titleKey: searchKeyOf([course.name, course.code]),
    };
  },
  defaults: {
    code: '',
    ownerTemplateIds: [],
    homepageTemplateIds: [],
    planTemplateUses: {},
    logCategoryIds: [],
    logCategoryUses: {},
    logEntryChanges: 0,
    sectionCount: 0,
    activityPlanCount: 0,
  },
  record: courseRecord,
});
