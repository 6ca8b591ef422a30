import { type CoursesMessageKey } from '../messages/courses';
import { compareText, timeValue } from '../text/sort';

/** Sort options of a course's groups (spec 2 §9): name, code, recently created, least recently created. */

export const GROUP_SORT_OPTIONS = [
  { value: 'name', label: 'courses.sort.name' },
  { value: 'code', label: 'courses.sort.code' },
  { value: 'recently_created', label: 'courses.sort.recently_created' },
  { value: 'least_recently_created', label: 'courses.sort.least_recently_created' },
] as const satisfies ReadonlyArray<{ value: string; label: CoursesMessageKey }>;
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
    name: (a, b) => compareText(a.name || a.title, b.name || b.title),
    code: (a, b) => compareText(a.group_code, b.group_code),
    recently_created: (a, b) => timeValue(b.created_at) - timeValue(a.created_at),
    least_recently_created: (a, b) => timeValue(a.created_at) - timeValue(b.created_at),
  };
  return [...groups].sort(compare[sort]);
}
