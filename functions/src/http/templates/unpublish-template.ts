import type { unpublishTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { changeState } from './state-changes';

/** POST /api/templates/{id}/unpublish: back to the state it had before publishing (spec 2 §4). */
export const unpublishTemplateUseCase: UseCase<typeof unpublishTemplate> = ({ path, body }, { actor }) =>
  changeState(actor, path.id, 'unpublish', body.version);
