import type { publishTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { templateLibrary } from './template-library';

/** POST /api/templates/{id}/publish: published, remembering the previous state (spec 2 §4). */
export const publishTemplateUseCase: UseCase<typeof publishTemplate> = ({ path, body }, { actor }) =>
  templateLibrary.changeState(actor, path.id, 'publish', body.version);
