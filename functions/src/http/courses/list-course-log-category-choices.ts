import { notFound, type listCourseLogCategoryChoices } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { readNodeContents } from '../../ports/hierarchy';
import { requireCourse } from './scope';

/**
 * GET /api/group-templates/{id}/log-categories: the log categories the course editor offers — those hanging on
 * the course's node and on each node above it, nearest last. Round trips after actor resolution: the tree and
 * the course (1), each path node's contents in parallel (1).
 */
export const listCourseLogCategoryChoicesUseCase: UseCase<typeof listCourseLogCategoryChoices> = async (
  { path },
  { actor },
) => {
  const { scope, course } = await requireCourse(actor, path.id);
  const node = scope.byId.get(course.nodeId);
  if (!node) throw notFound();
  const contents = await Promise.all(node.path.map((nodeId) => readNodeContents(course.organizationId, nodeId)));
  return {
    items: contents.flatMap((content, index) => {
      const holder = scope.byId.get(node.path[index] as string);
      return content.items
        .filter((item) => item.kind === 'log_category')
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((item) => ({ id: item.itemId, name: item.name, node_id: item.nodeId, node_title: holder?.text ?? '' }));
    }),
  };
};
