import { invalidField, templateNameError, type copyTemplate } from '@tessera/shared';
import { ulid } from 'ulid';
import { rowOf, type Template } from '../../db/templates/templates';
import { actorPerson, type UseCase } from '../../lib/http/types';
import { text } from '../../lib/text';
import { historyEntry } from './history';
import { copyTitle } from './copy-title';
import { unreachableRubrics } from './placement';
import { presentSummary } from './present';
import { requireAdministeredNode, requireTemplate } from './scope';
import { writeTemplate } from './template-writes';
import { throwWriteRefusal } from './write-outcome';

/**
 * POST /api/templates/{id}/copy (spec 2 §2 "copy"): a template the caller sees, copied as a new template
 * (state created, no folder) onto a node the caller administers, its own by default, titled as asked or
 * "<title> (copy)" in the caller's language (numbered while taken). The copy takes its own use of each
 * rubric; a node that cannot reach one of them is refused (copy it where it can, or move it).
 */
export const copyTemplateUseCase: UseCase<typeof copyTemplate> = async ({ path, body }, { actor }) => {
  const { scope, template } = await requireTemplate(actor, path.id);
  const node = requireAdministeredNode(scope, body.node_id ?? template.nodeId);
  if ((await unreachableRubrics(scope, template, node)).length > 0) {
    throw invalidField('node_id', 'templates.rubric_unavailable');
  }
  if (body.title !== undefined) {
    const error = templateNameError(body.title, []);
    if (error) throw invalidField('title', error);
  }
  const now = new Date();
  const copyId = ulid(now.getTime());
  for (let attempt = 1; ; attempt += 1) {
    const title = body.title?.trim() ?? copyTitle(template.title, actor.locale, attempt);
    const copy: Template = {
      ...template,
      templateId: copyId,
      nodeId: node.nodeId,
      title,
      state: 'created',
      previousState: null,
      folderId: null,
      author: actorPerson(actor),
      transfer: null,
      usageCount: 0,
      version: 1,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    const result = await writeTemplate({
      current: null,
      next: copy,
      history: historyEntry(actor, copyId, 'copied', now, { title: template.title }),
    });
    if (result.outcome === 'name_taken' && body.title === undefined && attempt < 20) continue;
    throwWriteRefusal(result);
    return {
      template: presentSummary(scope, rowOf(copy)),
      message: text('templates.copied', { title: template.title }),
    };
  }
};
