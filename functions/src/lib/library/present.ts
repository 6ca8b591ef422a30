import type { LibraryPerson, LibraryRecord, LibraryScope, LibraryTransfer } from './records';

/** How the parts every library item has look in the contracts' responses (spec 2 §3 "Rubric", "Template"). */

/** A node by id, named from the tree (a node gone since keeps only its id). */
export function presentNode(scope: LibraryScope, nodeId: string) {
  const node = scope.byId.get(nodeId);
  return { id: nodeId, text: node?.text ?? '', path: node?.path ?? [] };
}

export const presentPerson = (person: LibraryPerson | null) =>
  person ? { id: person.userId, first_name: person.firstName, last_name: person.lastName } : null;

export function presentTransfer(scope: LibraryScope, transfer: LibraryTransfer | null) {
  return transfer
    ? {
        from_node: presentNode(scope, transfer.fromNodeId),
        to_node: presentNode(scope, transfer.toNodeId),
        requested_by: presentPerson(transfer.requestedBy),
        requested_at: transfer.requestedAt,
      }
    : null;
}

/**
 * The fields of a list row every library shares: id, title, state, uri, node, author, the transfer waiting,
 * `incoming` (the row of a transfer waiting on the listed node), version and dates. The context adds its own
 * fields and its row actions.
 */
export function presentLibraryRow<Item extends Omit<LibraryRecord, 'organizationId' | 'usageCount'>>(
  scope: LibraryScope,
  item: Item,
  row: { id: string; uri: string; incoming: boolean },
) {
  return {
    id: row.id,
    title: item.title,
    state: item.state as Item['state'],
    uri: row.uri,
    hierarchy_id: item.nodeId as Item['nodeId'],
    node: item.nodeId ? presentNode(scope, item.nodeId) : null,
    author: presentPerson(item.author),
    transfer: presentTransfer(scope, item.transfer),
    incoming: row.incoming,
    version: item.version,
    created_at: item.createdAt,
    updated_at: item.updatedAt,
  };
}
