import type { unpublishTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { templateLibrary } from './template-library';

/**
 * POST /api/templates/{id}/unpublish: back to the state it had before publishing (spec 2 §4); the unpublished
 * row replaces the published one in the list.
 */
export const unpublishTemplateUseCase: UseCase<typeof unpublishTemplate> = ({ path, body }, { actor }) =>
  templateLibrary.changeState(actor, path.id, 'unpublish', body.version);
