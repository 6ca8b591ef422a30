import type { unpublishRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { rubricLibrary } from './rubric-library';

/**
 * POST /api/rubrics/{id}/unpublish (spec 2 §4): a published rubric that no template or activity uses
 * becomes an editable draft; one in use is refused with the spec's sentence "This Rubric cannot be
 * unpublished because…". A use recorded between the check and the write still wins (the write is
 * conditioned on no use).
 */
export const unpublishRubricUseCase: UseCase<typeof unpublishRubric> = ({ path, body }, { actor }) =>
  rubricLibrary.changeState(actor, path.id, 'unpublish', body.version);
