import type { TemplateFolder } from '../../db/templates/templates';

/** A template folder as the contracts show it (spec 3 §3 "Template folder": id, name). */
export const presentFolder = (folder: TemplateFolder) => ({
  id: folder.folderId,
  name: folder.name,
  hierarchy_id: folder.nodeId,
  templates_count: folder.templatesCount,
  version: folder.version,
  created_at: folder.createdAt,
});
