import { nameKey } from '@tessera/shared';
import type { IndexKeys } from './entity';
import { naturalSortKey } from './sort-key';

/**
 * The keys of the library indexes (ADR 0028 §4, docs/data-model.md "Library indexes"): a node's rubrics and
 * template rows, each kind in its own partition per node, in two orders:
 * - byLibraryTitle `gsi3pk = ORG#<orgId>#LIBRARY#<kind>#NODE#<nodeId>`, `gsi3sk = <titleSortKey(title)>#<id>`;
 * - byLibraryRecent `gsi4pk` the same, `gsi4sk = <updatedAt>#<id>` (read newest first).
 * With them `titleKey` (nameKey of the title), which a list's title search filters on. Every write that changes
 * the title, the node or `updatedAt` writes them again (the entity's `indexes` on a Put, `libraryKeyChanges`
 * in an UpdateItem).
 */
export type LibraryKind = 'RUBRICS' | 'TEMPLATES';

export const libraryPartition = (organizationId: string, kind: LibraryKind, nodeId: string): string =>
  `ORG#${organizationId}#LIBRARY#${kind}#NODE#${nodeId}`;

/**
 * A title as the title order sorts it: its natural sort key (db/sort-key.ts: case and accents folded, numbers
 * zero-padded, so "Rubric 2" sorts before "Rubric 10" and "Émile" with "Emile", as the collator of the old
 * in-memory sort put them).
 */
export function titleSortKey(title: string): string {
  return naturalSortKey(title);
}

export interface LibraryKeySource {
  organizationId: string;
  nodeId: string;
  id: string;
  title: string;
  updatedAt: string;
}

/** The library index keys of an item listed on `nodeId`. */
export function libraryKeys(kind: LibraryKind, item: LibraryKeySource): Required<Pick<IndexKeys, LibraryKeyName>> {
  const partition = libraryPartition(item.organizationId, kind, item.nodeId);
  return {
    gsi3pk: partition,
    gsi3sk: `${titleSortKey(item.title)}#${item.id}`,
    gsi4pk: partition,
    gsi4sk: `${item.updatedAt}#${item.id}`,
    titleKey: nameKey(item.title),
  };
}

export type LibraryKeyName = 'gsi3pk' | 'gsi3sk' | 'gsi4pk' | 'gsi4sk' | 'titleKey';

/** The same keys as an UpdateItem's `set` (null: the item leaves the library indexes, e.g. no node). */
export function libraryKeyChanges(
  kind: LibraryKind,
  item: Omit<LibraryKeySource, 'nodeId'> & { nodeId: string | null },
): Record<LibraryKeyName, string | null> {
  if (!item.nodeId) return { gsi3pk: null, gsi3sk: null, gsi4pk: null, gsi4sk: null, titleKey: null };
  return libraryKeys(kind, { ...item, nodeId: item.nodeId });
}
