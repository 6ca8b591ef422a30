import { templateDeleteRefusal, type checkTemplateDeletable } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { requireTemplate } from './template-library';

/**
 * GET /api/templates/{id}/deletable (spec 2 §7 is_deletable, §8 "Template not deletable: error modal"):
 * not while published nor while a course or activity uses it; the sentence is the modal's.
 */
export const checkTemplateDeletableUseCase: UseCase<typeof checkTemplateDeletable> = async ({ path }, { actor }) => {
  const { template } = await requireTemplate(actor, path.id);
  const refusal = templateDeleteRefusal(template);
  return { is_deletable: refusal === null, message: refusal ? text(refusal) : null };
};
