import type { changeSectionStatus } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { presentSection } from './present';
import { explainRefusedSectionWrite, requireManagedSection, requireSectionChange } from './section-scope';
import { termsOf } from './section-terms';
import { writeSection } from './section-writes';

/**
 * PUT /api/groups/{id}/change-status (change_group_status, spec 2 §4): open or close a section at the
 * version read; a conditioned write, so two toggles from the same read cannot both win.
 */
export const changeSectionStatusUseCase: UseCase<typeof changeSectionStatus> = async ({ path, body }, { actor }) => {
  const { section } = await requireManagedSection(actor, path.id);
  requireSectionChange(section, 'status', body.version);
  const next = { ...section, status: body.status, version: section.version + 1, updatedAt: new Date().toISOString() };
  const result = await writeSection(section, next);
  if (result.outcome !== 'saved') return explainRefusedSectionWrite(section, 'status', body.version);
  return presentSection(next, true, await termsOf(next));
};
