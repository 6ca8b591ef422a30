import { useT } from '../../lib/i18n';
import { QueryStatus } from './query-status';

interface ListStatusProps {
  /** The list's query. */
  query: { isPending: boolean; isSuccess: boolean; error: unknown };
  /** How many entries the list has. */
  total: number;
  /** How many the search leaves; omit for a list without search. */
  shown?: number;
  /** What an empty list shows (an EmptyState). */
  empty: React.ReactNode;
}

/** Above a list: loading, the failure as an alert, the empty state, or "nothing matches" for the search. */
export function ListStatus({ query, total, shown, empty }: ListStatusProps) {
  const t = useT('common');
  return (
    <>
      <QueryStatus query={query} />
      {query.isSuccess && total === 0 ? empty : null}
      {query.isSuccess && total > 0 && shown === 0 ? <p className="muted">{t('noMatch')}</p> : null}
    </>
  );
}
