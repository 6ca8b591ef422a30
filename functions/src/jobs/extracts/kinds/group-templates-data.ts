import type { ExtractRow, ExtractScope } from '../scope';

/**
 * The group-templates-data extract (docs/extracts.md "group-templates-data"): one row per course (group template)
 * of the covered folders, with its counts and the ids of what it is built from. A node's courses are one Query
 * of byRelation (every page); with term ids, a course is kept when one of its sections (one Query) is in them.
 */
export async function* groupTemplateRows({ courses }: ExtractScope): AsyncGenerator<ExtractRow> {
  for await (const { course, node } of courses())
    yield [
      course.courseId,
      course.name,
      course.code,
      course.category,
      node.nodeId,
      node.text,
      course.sectionCount,
      course.activityPlanCount,
      course.ownerTemplateIds.join(';'),
      course.homepageTemplateIds.join(';'),
      Object.keys(course.planTemplateUses).join(';'),
      course.logCategoryIds.join(';'),
      course.createdAt,
      course.updatedAt,
    ];
}
