import { type RubricsMessageKey } from '../messages/rubrics';
import { compareText, timeValue } from '../text/sort';

/** Sort options of the rubric list (spec 2 §9): title or date. */

export const RUBRIC_SORT_OPTIONS = [
  { value: 'title', label: 'rubrics.sort.title' },
  { value: 'date', label: 'rubrics.sort.date' },
] as const satisfies ReadonlyArray<{ value: string; label: RubricsMessageKey }>;
export type RubricSort = (typeof RUBRIC_SORT_OPTIONS)[number]['value'];

/** Rubrics by title (A–Z) or by date: the last change (updated_at, else created_at), newest first. */
export function sortRubrics<T extends { title: string; created_at?: string | null; updated_at?: string | null }>(
  rubrics: readonly T[],
  sort: RubricSort,
): T[] {
  if (sort === 'title') return [...rubrics].sort((a, b) => compareText(a.title, b.title));
  return [...rubrics].sort((a, b) => timeValue(b.updated_at ?? b.created_at) - timeValue(a.updated_at ?? a.created_at));
}
