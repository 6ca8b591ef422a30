import type { LibraryPlaces } from '../../lib/library/records';
import {
  administers,
  loadNodeScope,
  requireAdministeredNode,
  type NodeScope,
  type OrganisationNode,
} from '../../ports/hierarchy';

// The node authority rules are the hierarchy port's, shared by every context that hangs things on nodes.
export { administers, loadNodeScope as loadScope, requireAdministeredNode } from '../../ports/hierarchy';
export type TemplateScope = NodeScope;

/** The hierarchy's node authority, as the library lifecycle takes it (lib/library; ADR 0025). */
export const templatePlaces: LibraryPlaces<TemplateScope> = {
  load: loadNodeScope,
  administers,
  requireAdministeredNode,
};

/** Whether `node` reaches what hangs on `ownerNodeId`: it is that node or lies beneath it. */
export const reaches = (node: Pick<OrganisationNode, 'path'>, ownerNodeId: string): boolean =>
  node.path.includes(ownerNodeId);
