import type { checkRubricUnpublishable } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { rubricLibrary } from './rubric-library';

/**
 * GET /api/rubrics/{id}/unpublishable (spec 2 §4 "Unpublish first checks eligibility"): a published rubric
 * in use is not eligible — the answer carries the cannot-unpublish modal's sentence (spec 2 §8); otherwise
 * the confirm modal opens. A rubric the caller could not unpublish for another reason (not published,
 * archived, transferred, default, no authority) is refused as the unpublish itself would be.
 */
export const checkRubricUnpublishableUseCase: UseCase<typeof checkRubricUnpublishable> = async (
  { path },
  { actor },
) => {
  const { scope, item } = await rubricLibrary.requireItem(actor, path.id);
  const refusal = rubricLibrary.refusalOf(scope, item, 'unpublish');
  if (refusal?.key === 'rubrics.cannot_unpublish')
    return { unpublishable: false, message: text('rubrics.cannot_unpublish') };
  if (refusal) throw refusal;
  return { unpublishable: true, message: null };
};
