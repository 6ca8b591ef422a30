import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '../../../lib/query-keys';

/**
 * Query keys of the templates feature. A template (`detail`) is read by courses too; the hierarchy's nodes and the alignable statement sets it reads are other
 * features' resources, under lib/query-keys.ts's keys.
 */
export const templatesKeys = {
  all: ['templates'] as const,
  /** The library's pages, among every list of templates (lib/query-keys.ts templateLists). */
  lists: () => [...resourceKeys.templateLists(), 'library'] as const,
  list: (params: object) => [...templatesKeys.lists(), params] as const,
  /** A template, read by courses too (lib/query-keys.ts). */
  detail: resourceKeys.template,
  histories: (id: string) => [...templatesKeys.all, 'histories', id] as const,
  snapshots: (id: string) => [...templatesKeys.all, 'snapshots', id] as const,
  workflows: () => [...templatesKeys.all, 'workflows'] as const,
  workflow: (id: string) => [...templatesKeys.all, 'workflow', id] as const,
  themes: () => [...templatesKeys.all, 'themes'] as const,
  themeFrame: (type: string, withForm: boolean) => [...templatesKeys.all, 'theme-frame', type, withForm] as const,
  activeRubrics: (nodeId: string) => [...templatesKeys.all, 'active-rubrics', nodeId] as const,
  moveCheck: (id: string, nodeId: string) => [...templatesKeys.all, 'move-check', id, nodeId] as const,
};

/**
 * After any change every list of templates is read again, courses' offers included (a move or a transfer changes
 * two nodes' lists; a publish or unpublish what a course may hold).
 */
export function refreshTemplateLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: resourceKeys.templateLists() });
}
