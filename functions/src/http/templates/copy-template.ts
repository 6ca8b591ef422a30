import type { copyTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { templateLibrary } from './template-library';

/**
 * POST /api/templates/{id}/copy (spec 2 §2 "copy"): a template the caller sees, copied as a new template
 * (state created, no folder) onto a node the caller administers, its own by default, titled as asked or
 * "<title> (copy)" in the caller's language (numbered while taken). The copy takes its own use of each
 * rubric; a node that cannot reach one of them is refused (copy it where it can, or move it).
 */
export const copyTemplateUseCase: UseCase<typeof copyTemplate> = ({ path, body }, { actor }) =>
  templateLibrary.copy(actor, path.id, { nodeId: body.node_id, title: body.title });
