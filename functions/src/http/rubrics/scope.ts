import type { LibraryPlaces } from '../../lib/library/records';
import { administers, loadNodeScope, requireAdministeredNode, type NodeScope } from '../../ports/hierarchy';

// The node authority rules are the hierarchy port's, shared by every context that hangs things on nodes.
export { administers, loadNodeScope as loadScope, requireAdministeredNode } from '../../ports/hierarchy';
export type RubricScope = NodeScope;

/** The hierarchy's node authority, as the library lifecycle takes it (lib/library; ADR 0025). */
export const rubricPlaces: LibraryPlaces<RubricScope> = { load: loadNodeScope, administers, requireAdministeredNode };
