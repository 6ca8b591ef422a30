import type { CsvValue } from '@tessera/shared';
import type { ExtractJob } from '../../db/extracts/extracts';
import { readCourseSections, readNodeCourses, type Course, type Section } from '../../ports/courses';
import { readOrganisationTree, readTerms, type OrganisationNode, type OrganisationTerm } from '../../ports/hierarchy';

/** One row of an extract's file: its cells in the kind's column order (written by the shared CSV writer). */
export type ExtractRow = readonly CsvValue[];

/** A section the extract covers, with its course, node and term as the rows name them. */
export interface ScopedSection {
  section: Section;
  course: Course;
  node: OrganisationNode;
  term: OrganisationTerm | null;
}

/** What every kind reads from: the log, and the sections it covers (read as they are walked). */
export interface ExtractScope {
  job: ExtractJob;
  sections: () => AsyncGenerator<ScopedSection>;
  /** The courses (group templates) of the covered nodes; with term ids, those with a section in one of them. */
  courses: () => AsyncGenerator<{ course: Course; node: OrganisationNode }>;
}

/**
 * The nodes an extract covers: each node the log names (administered by its maker when it was made) and
 * every node under it, from the organisation's tree (one Query), each once, in the tree's order.
 */
export function coveredNodes(tree: readonly OrganisationNode[], nodeIds: readonly string[]): OrganisationNode[] {
  const chosen = new Set(nodeIds);
  return tree.filter((node) => node.path.some((id) => chosen.has(id)));
}

/**
 * The sections of the extract's nodes, one course at a time (a node's courses: one Query of byRelation, every
 * page; a course's sections: one Query, every page), kept to the log's terms when it names any. A kind reads
 * what it needs of each section as it comes, so the consumer holds one section's rows at a time.
 */
export async function extractScope(job: ExtractJob): Promise<ExtractScope> {
  const [tree, terms] = await Promise.all([readOrganisationTree(job.organizationId), readTerms(job.organizationId)]);
  const termById = new Map(terms.map((term) => [term.termId, term]));
  const wantedTerms = job.termIds.length > 0 ? new Set(job.termIds) : null;
  const nodes = coveredNodes(tree, job.nodeIds);
  async function* sections(): AsyncGenerator<ScopedSection> {
    for (const node of nodes) {
      const courses = await readNodeCourses(job.organizationId, node.nodeId);
      for (const course of courses) {
        for (const section of await readCourseSections(job.organizationId, course.courseId)) {
          if (wantedTerms && !(section.termId && wantedTerms.has(section.termId))) continue;
          yield { section, course, node, term: section.termId ? (termById.get(section.termId) ?? null) : null };
        }
      }
    }
  }
  async function* courses(): AsyncGenerator<{ course: Course; node: OrganisationNode }> {
    for (const node of nodes)
      for (const course of await readNodeCourses(job.organizationId, node.nodeId)) {
        if (wantedTerms) {
          const sections = await readCourseSections(job.organizationId, course.courseId);
          if (!sections.some((section) => section.termId && wantedTerms.has(section.termId))) continue;
        }
        yield { course, node };
      }
  }
  return { job, sections, courses };
}
