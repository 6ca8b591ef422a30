import type { publishTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { changeState } from './state-changes';

/** POST /api/templates/{id}/publish: published, remembering the previous state (spec 2 §4). */
export const publishTemplateUseCase: UseCase<typeof publishTemplate> = ({ path, body }, { actor }) =>
  changeState(actor, path.id, 'publish', body.version);
