import { hasNodeAuthority, type LibraryAuthority } from '@tessera/shared';
import type { LibraryPlaces, LibraryRecord, LibraryScope } from './records';

/**
 * The caller's authority over one item (shared's LibraryAuthority): over its own node, over the node a transfer
 * waits on, and over any node at all (somewhere to put a copy).
 */
export function authorityOver<Scope extends LibraryScope>(
  places: Pick<LibraryPlaces<Scope>, 'administers'>,
  scope: Scope,
  item: Pick<LibraryRecord, 'nodeId' | 'transfer'>,
): LibraryAuthority {
  return {
    home: places.administers(scope, item.nodeId),
    target: places.administers(scope, item.transfer?.toNodeId),
    anywhere: scope.nodes.some((node) => hasNodeAuthority(node.path, scope.permitted)),
  };
}

/** What shared's row actions read of an item. */
export const actionSubject = <State extends string>(item: {
  state: State;
  transfer: LibraryRecord['transfer'];
  usageCount: number;
}) => ({ state: item.state, transferTo: item.transfer?.toNodeId ?? null, usageCount: item.usageCount });
