import type { publishRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { rubricLibrary } from './rubric-library';

/** POST /api/rubrics/{id}/publish: a draft becomes published (spec 1 §4 snackbar "{title} has been published."). */
export const publishRubricUseCase: UseCase<typeof publishRubric> = ({ path, body }, { actor }) =>
  rubricLibrary.changeState(actor, path.id, 'publish', body.version);
