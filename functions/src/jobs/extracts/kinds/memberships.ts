import { readSectionRoster } from '../../../ports/courses';
import type { ExtractRow, ExtractScope } from '../scope';

/**
 * The memberships extract (docs/extracts.md "memberships"): one row per member of each section (students,
 * coordinators, mentors, peer assessors, with their role), from the section's `MEMBER#` Query (every page).
 * The sections' owners are in the groups extract (owner_ids), where the section names them.
 */
export async function* membershipRows({ job, sections }: ExtractScope): AsyncGenerator<ExtractRow> {
  for await (const { section, course, node, term } of sections()) {
    const { members } = await readSectionRoster(job.organizationId, section.groupId);
    for (const member of members)
      yield [
        section.groupId,
        section.groupCode,
        section.name || section.title,
        course.courseId,
        course.name,
        node.nodeId,
        term?.termId ?? section.termId ?? '',
        member.userId,
        member.email,
        member.firstName,
        member.lastName,
        member.role,
        member.addedAt,
      ];
  }
}
