import type { archiveRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { rubricLibrary } from './rubric-library';

/**
 * POST /api/rubrics/{id}/archive (spec 2 §4): irreversible; an archived rubric can no longer be chosen
 * anywhere (it leaves GET /api/rubrics/active and takes no new uses) but still shows where it was used.
 */
export const archiveRubricUseCase: UseCase<typeof archiveRubric> = ({ path, body }, { actor }) =>
  rubricLibrary.changeState(actor, path.id, 'archive', body.version);
