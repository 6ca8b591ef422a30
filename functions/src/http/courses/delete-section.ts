import type { deleteSection } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { explainRefusedSectionWrite, requireManagedSection, requireSectionChange } from './section-scope';
import { writeSection } from './section-writes';

/**
 * DELETE /api/groups/{id}?version=N: an open section at the version read, with no members (the condition on
 * membersCount read); its code's guard is released and its course counts one section less in the same write.
 */
export const deleteSectionUseCase: UseCase<typeof deleteSection> = async ({ path, query }, { actor }) => {
  const { section } = await requireManagedSection(actor, path.id);
  requireSectionChange(section, 'delete', query.version);
  const result = await writeSection(section, null);
  if (result.outcome !== 'saved') return explainRefusedSectionWrite(section, 'delete', query.version);
  return { ok: true as const, message: text('courses.section.deleted', { title: section.title }) };
};
