import { type HierarchyMessageKey } from '../messages/hierarchy';

/**
 * Sort options of the hierarchy lists (spec 2 §9): groups by name, code, recently created, least recently
 * created; rubrics by title or date; statement sets by title or abbreviation. Text sorts ignore case and
 * accents and order numbers naturally ("Unit 2" before "Unit 10"); ties keep the list's order.
 */

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byText = (a: string | null | undefined, b: string | null | undefined): number =>
  collator.compare(a ?? '', b ?? '');
const time = (value: string | null | undefined): number => {
  const parsed = Date.parse(value ?? '');
  return Number.isNaN(parsed) ? 0 : parsed;
};

export const GROUP_SORT_OPTIONS = [
  { value: 'name', label: 'hierarchy.sort.name' },
  { value: 'code', label: 'hierarchy.sort.code' },
  { value: 'recently_created', label: 'hierarchy.sort.recently_created' },
  { value: 'least_recently_created', label: 'hierarchy.sort.least_recently_created' },
] as const satisfies ReadonlyArray<{ value: string; label: HierarchyMessageKey }>;
export type GroupSort = (typeof GROUP_SORT_OPTIONS)[number]['value'];

export interface SortableGroup {
  /** Groups carry a title and a name; the name is sorted on, the title when there is no name. */
  name?: string | null;
  title?: string | null;
  group_code?: string | null;
  created_at?: string | null;
}

export function sortGroups<T extends SortableGroup>(groups: readonly T[], sort: GroupSort): T[] {
  const compare: Record<GroupSort, (a: T, b: T) => number> = {
    name: (a, b) => byText(a.name || a.title, b.name || b.title),
    code: (a, b) => byText(a.group_code, b.group_code),
    recently_created: (a, b) => time(b.created_at) - time(a.created_at),
    least_recently_created: (a, b) => time(a.created_at) - time(b.created_at),
  };
  return [...groups].sort(compare[sort]);
}

export const RUBRIC_SORT_OPTIONS = [
  { value: 'title', label: 'hierarchy.sort.title' },
  { value: 'date', label: 'hierarchy.sort.date' },
] as const satisfies ReadonlyArray<{ value: string; label: HierarchyMessageKey }>;
export type RubricSort = (typeof RUBRIC_SORT_OPTIONS)[number]['value'];

/** Rubrics by title (A–Z) or by date: the last change (updated_at, else created_at), newest first. */
export function sortRubrics<T extends { title: string; created_at?: string | null; updated_at?: string | null }>(
  rubrics: readonly T[],
  sort: RubricSort,
): T[] {
  if (sort === 'title') return [...rubrics].sort((a, b) => byText(a.title, b.title));
  return [...rubrics].sort((a, b) => time(b.updated_at ?? b.created_at) - time(a.updated_at ?? a.created_at));
}

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
    sort === 'title' ? byText(a.title, b.title) : byText(a.abbreviation, b.abbreviation),
  );
}
