import type { getSection } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { presentSection } from './present';
import { readSection } from './section-scope';
import { termsOf } from './section-terms';

/**
 * GET /api/groups/{id}: for admins of its course's node and its owners (ADR 0017). Round trips after actor
 * resolution: the tree and the section (1), its term (1) — 2.
 */
export const getSectionUseCase: UseCase<typeof getSection> = async ({ path }, { actor }) => {
  const { section, manages } = await readSection(actor, path.id);
  return presentSection(section, manages, await termsOf(section));
};
