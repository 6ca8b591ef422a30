import type { ExtractRow, ExtractScope } from '../scope';

/**
 * The groups extract (docs/extracts.md "groups"): one row per section of a group template on the extract's
 * nodes, with its course, node and term by id and name. Reads only the walk's Queries (no read per section).
 */
export async function* groupRows({ sections }: ExtractScope): AsyncGenerator<ExtractRow> {
  for await (const { section, course, node, term } of sections()) {
    yield [
      section.groupId,
      section.groupCode,
      section.name || section.title,
      section.title,
      course.courseId,
      course.name,
      course.code,
      node.nodeId,
      node.text,
      term?.termId ?? section.termId ?? '',
      term?.name ?? '',
      section.status,
      section.startDate ?? '',
      section.endDate ?? '',
      section.membersCount,
      section.owners.map((owner) => owner.userId).join(';'),
      section.owners.map((owner) => `${owner.firstName} ${owner.lastName}`.trim()).join(';'),
      section.createdAt,
      section.updatedAt,
    ];
  }
}
