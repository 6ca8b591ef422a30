import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../ui/empty-state';
import { ListStatus } from '../ui/list-status';
import { SearchField } from '../ui/search-field';

/**
 * A node library's tab (spec 2 §2 /hierarchy/rubric, /hierarchy/template; ADR 0025): the search and the
 * feature's tools (sort, create) in the toolbar, its filters under it, the list's status (loading, failure,
 * the empty state, "nothing matches" under a search or a narrowed filter), its rows, their paging and the
 * dialogs of their actions (useLibraryActions).
 */
export function LibraryPanel({
  className,
  search,
  tools,
  filters,
  list,
  empty,
  children,
}: {
  className?: string;
  search: { label: string; value: string; onChange: (value: string) => void };
  tools?: ReactNode;
  filters?: ReactNode;
  list: {
    query: { isPending: boolean; isSuccess: boolean; error: unknown };
    /** The rows read so far (lists answer pages and whether more may follow, not a total: ADR 0028 §4). */
    shown: number;
    /** A search or a filter narrows the list: nothing found is "nothing matches", not an empty folder. */
    narrowed: boolean;
  };
  empty: { icon: LucideIcon; text: string; action?: ReactNode };
  /** The rows, their paging and the dialogs. */
  children: ReactNode;
}) {
  return (
    <div className={className ? `panel ${className}` : 'panel'}>
      <div className="panel__toolbar">
        <SearchField label={search.label} value={search.value} onChange={search.onChange} />
        {tools}
      </div>
      {filters}
      <ListStatus
        query={list.query}
        total={list.shown === 0 && list.narrowed ? 1 : list.shown}
        shown={list.shown}
        empty={
          <EmptyState icon={empty.icon} headingLevel={3} action={empty.action}>
            {empty.text}
          </EmptyState>
        }
      />
      {children}
    </div>
  );
}
