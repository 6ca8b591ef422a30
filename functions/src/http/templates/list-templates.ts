import { invalidField, nameKey, type listTemplates } from '@tessera/shared';
import { InvalidCursorError } from '../../db/items';
import { listNodeTemplateFolders, listNodeTemplatesPage } from '../../db/templates/templates';
import type { UseCase } from '../../lib/http/types';
import { presentFolder } from './present-folder';
import { presentSummary } from './present';
import { loadScope, requireAdministeredNode } from './scope';

/** Rows a page holds (the list pages by scrolling near its end, spec 2 §2). */
export const TEMPLATE_PAGE_SIZE = 50;

/**
 * GET /api/templates?node= (spec 2 §2 template panel): the templates of a node the caller administers and
 * the transfers waiting on it (rows with `incoming`), with the node's template folders; filtered by folder
 * (`none`: in no folder), searched in the title, sorted by title (or by last change), a page of 50 at a time:
 * `more` and `cursor` say where the next one starts (ADR 0028 §4).
 * Round trips after actor resolution: the tree, then the node's library index (1 to 5 Query pages, usually 1)
 * and its folders (1 Query) in parallel — 2.
 */
export const listTemplatesUseCase: UseCase<typeof listTemplates> = async ({ query }, { actor }) => {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, query.node);
  const [page, folders] = await Promise.all([
    listNodeTemplatesPage(scope.organizationId, node.nodeId, {
      order: query.sort === 'date' ? 'recent' : 'title',
      folder: query.folder ?? null,
      search: nameKey(query.search ?? ''),
      pageSize: TEMPLATE_PAGE_SIZE,
      cursor: query.cursor ?? null,
    }).catch((error: unknown) => {
      // A cursor is the client's to send back untouched; another list's, node's or organisation's is a 400.
      if (error instanceof InvalidCursorError) throw invalidField('cursor', 'system.invalid_cursor');
      throw error;
    }),
    listNodeTemplateFolders(scope.organizationId, node.nodeId),
  ]);
  return {
    items: page.rows.map(({ row, incoming }) => presentSummary(scope, row, incoming)),
    folders: folders.map(presentFolder).sort((a, b) => nameKey(a.name).localeCompare(nameKey(b.name))),
    page_size: TEMPLATE_PAGE_SIZE,
    more: page.more,
    cursor: page.cursor,
  };
};
