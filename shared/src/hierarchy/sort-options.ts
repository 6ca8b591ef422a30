import { type HierarchyMessageKey } from '../messages/hierarchy';
import { compareText } from '../text/sort';

/** Sort options of the statement sets (spec 2 §9): title or abbreviation. */

export const STATEMENT_SET_SORT_OPTIONS = [
  { value: 'title', label: 'hierarchy.sort.title' },
  { value: 'abbreviation', label: 'hierarchy.sort.abbreviation' },
] as const satisfies ReadonlyArray<{ value: string; label: HierarchyMessageKey }>;
export type StatementSetSort = (typeof STATEMENT_SET_SORT_OPTIONS)[number]['value'];

export function sortStatementSets<T extends { title: string; abbreviation?: string | null }>(
  sets: readonly T[],
  sort: StatementSetSort,
): T[] {
  return [...sets].sort((a, b) =>
    sort === 'title' ? compareText(a.title, b.title) : compareText(a.abbreviation, b.abbreviation),
  );
}
