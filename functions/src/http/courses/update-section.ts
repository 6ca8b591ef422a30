import type { updateSection } from '@tessera/shared';
import type { Section } from '../../db/courses/sections';
import type { UseCase } from '../../lib/http/types';
import { presentSection } from './present';
import { throwSectionRefusal } from './section-outcome';
import { checkSectionFields } from './section-rules';
import { explainRefusedSectionWrite, requireManagedSection, requireSectionChange } from './section-scope';
import { termsOf } from './section-terms';
import { writeSection } from './section-writes';

/** PUT /api/groups/{id}: the section editor's save at the version read (else 409); the code's guard moves with it. */
export const updateSectionUseCase: UseCase<typeof updateSection> = async ({ path, body }, { actor }) => {
  const { section } = await requireManagedSection(actor, path.id);
  requireSectionChange(section, 'save', body.version);
  const fields = await checkSectionFields(section.organizationId, body, section);
  const next: Section = { ...section, ...fields, version: section.version + 1, updatedAt: new Date().toISOString() };
  const result = await writeSection(section, next);
  if (result.outcome === 'conflict') return explainRefusedSectionWrite(section, 'save', body.version);
  throwSectionRefusal(result);
  return presentSection(next, true, await termsOf(next));
};
