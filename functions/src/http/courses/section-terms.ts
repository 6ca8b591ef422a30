import type { Section } from '../../db/courses/sections';
import { readTerm, type OrganisationTerm } from '../../ports/hierarchy';

/** The term a section names, read for its answer (one GetItem when it has one). */
export async function termsOf(section: Section): Promise<Map<string, OrganisationTerm>> {
  const term = section.termId ? await readTerm(section.organizationId, section.termId) : null;
  return new Map(term ? [[term.termId, term]] : []);
}
