import type { checkSectionDeletable } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requireManagedSection, sectionRefusal } from './section-scope';

/** GET /api/groups/{id}/deletable (spec 2 §5 "is-deletable check for group"): a closed section is not. */
export const checkSectionDeletableUseCase: UseCase<typeof checkSectionDeletable> = async ({ path }, { actor }) => {
  const { section } = await requireManagedSection(actor, path.id);
  const refusal = sectionRefusal(section, 'delete', section.version);
  return { is_deletable: refusal === null, message: refusal ? text(refusal.key) : null };
};
