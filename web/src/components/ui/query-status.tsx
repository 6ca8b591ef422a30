import { errorText } from '../../lib/api-error';
import { useLocale, useT } from '../../lib/i18n';

/** While a read is on its way, "Loading…"; when it failed, its failure as an alert in the reader's language. */
export function QueryStatus({ query }: { query: { isPending: boolean; error: unknown } }) {
  const t = useT('common');
  const locale = useLocale();
  return (
    <>
      {query.isPending ? <p>{t('loading')}</p> : null}
      {query.error ? (
        <p role="alert" className="error-text">
          {errorText(query.error, locale)}
        </p>
      ) : null}
    </>
  );
}
