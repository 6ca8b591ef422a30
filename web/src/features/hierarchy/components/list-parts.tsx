import { useId } from 'react';
import { errorText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useHierarchyT } from '../i18n';

/** The toolbar's search box of a panel list. */
export function SearchField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useHierarchyT();
  const searchId = useId();
  return (
    <div className="field">
      <label htmlFor={searchId} className="field__label">
        {t('common.search')}
      </label>
      <input
        id={searchId}
        type="search"
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

interface ListStatusProps {
  /** The list's query. */
  query: { isPending: boolean; isSuccess: boolean; error: unknown };
  /** How many entries the list has. */
  total: number;
  /** How many the search leaves; omit for a list without search. */
  shown?: number;
  /** What an empty list says. */
  emptyText: string;
}

/** Above a panel list: loading, the failure as an alert, the empty list's sentence or "no match" for the search. */
export function ListStatus({ query, total, shown, emptyText }: ListStatusProps) {
  const t = useHierarchyT();
  const locale = useLocale();
  return (
    <>
      {query.isPending ? <p>{t('common.loading')}</p> : null}
      {query.error ? (
        <p role="alert" className="error-text">
          {errorText(query.error, locale)}
        </p>
      ) : null}
      {query.isSuccess && total === 0 ? <p className="muted">{emptyText}</p> : null}
      {query.isSuccess && total > 0 && shown === 0 ? <p className="muted">{t('common.noMatch')}</p> : null}
    </>
  );
}
