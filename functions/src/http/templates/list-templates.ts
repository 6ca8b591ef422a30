import { nameKey, type listTemplates } from '@tessera/shared';
import { listNodeTemplates, type TemplateRow } from '../../db/templates/templates';
import type { UseCase } from '../../lib/http/types';
import { presentFolder } from './present-folder';
import { presentSummary } from './present';
import { loadScope, requireAdministeredNode } from './scope';

/** Rows a page holds (the list pages by scrolling near its end, spec 2 §2). */
export const TEMPLATE_PAGE_SIZE = 50;

/**
 * GET /api/templates?node= (spec 2 §2 template panel): the templates of a node the caller administers and
 * the transfers waiting on it (rows with `incoming`), with the node's template folders; filtered by folder
 * (`none`: in no folder), searched in the title, sorted by title, in pages of 50.
 * Round trips after actor resolution: the tree, then the node's partition (rows, transfers, folders in one
 * Query) — 2.
 */
export const listTemplatesUseCase: UseCase<typeof listTemplates> = async ({ query }, { actor }) => {
  const scope = await loadScope(actor);
  const node = requireAdministeredNode(scope, query.node);
  const { rows, incoming, folders } = await listNodeTemplates(scope.organizationId, node.nodeId);
  const needle = nameKey(query.search ?? '');
  const inFolder = (row: TemplateRow) =>
    query.folder === undefined || (query.folder === 'none' ? row.folderId === null : row.folderId === query.folder);
  const matching = [
    ...rows.filter(inFolder).map((row) => ({ row, incoming: false })),
    ...(query.folder === undefined || query.folder === 'none' ? incoming.map((row) => ({ row, incoming: true })) : []),
  ]
    .filter(({ row }) => nameKey(row.title).includes(needle))
    .sort(
      (a, b) =>
        nameKey(a.row.title).localeCompare(nameKey(b.row.title)) || a.row.templateId.localeCompare(b.row.templateId),
    );
  const page = query.page ?? 1;
  return {
    items: matching
      .slice((page - 1) * TEMPLATE_PAGE_SIZE, page * TEMPLATE_PAGE_SIZE)
      .map(({ row, incoming: waiting }) => presentSummary(scope, row, waiting)),
    folders: folders.map(presentFolder).sort((a, b) => nameKey(a.name).localeCompare(nameKey(b.name))),
    page,
    page_size: TEMPLATE_PAGE_SIZE,
    total: matching.length,
  };
};
