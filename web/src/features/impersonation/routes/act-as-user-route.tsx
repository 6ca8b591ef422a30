import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorText } from '../../../lib/api-error';
import { fullName, hasRole, useCurrentUser } from '../../../lib/current-user';
import { useLocale } from '../../../lib/i18n';
import { useMessage } from '../../../lib/use-message';
import { useSearchUsers } from '../api/search-users';
import { useStartImpersonation } from '../api/start-impersonation';

/** /support/users — support and provider staff find a user of the organisation and act as them. */
export function ActAsUserRoute() {
  const { t } = useTranslation();
  const msg = useMessage();
  const locale = useLocale();
  const user = useCurrentUser();
  const [draft, setDraft] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const allowed = hasRole(user, 'support', 'staff') && !user.impersonator;
  const results = useSearchUsers(submitted ?? '', allowed && submitted !== null);
  const start = useStartImpersonation();
  const inputId = useId();
  const resultsId = useId();

  if (!allowed) {
    return (
      <section className="page">
        <PageHeading title={t('impersonation.title')}>{t('impersonation.title')}</PageHeading>
        <p>{msg('identity.forbidden')}</p>
      </section>
    );
  }

  const users = (results.data?.users ?? []).filter((candidate) => candidate.id !== user.id);
  return (
    <section className="page">
      <PageHeading title={t('impersonation.title')}>{t('impersonation.title')}</PageHeading>
      <p>{t('impersonation.intro')}</p>
      <form
        className="inline-form"
        role="search"
        aria-label={t('impersonation.searchForm')}
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(draft.trim());
        }}
      >
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            {t('impersonation.searchLabel')}
          </label>
          <input
            id={inputId}
            className="field__input"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--primary">
          {t('impersonation.search')}
        </button>
      </form>
      <div id={resultsId} aria-live="polite">
        {results.isFetching ? <p>{t('common.loading')}</p> : null}
        {results.error ? <p className="error-text">{errorText(results.error, locale)}</p> : null}
        {results.isSuccess && !results.isFetching ? (
          users.length === 0 ? (
            <p>{t('impersonation.noUsers')}</p>
          ) : (
            <p className="visually-hidden">{t('impersonation.found', { count: users.length })}</p>
          )
        ) : null}
      </div>
      {users.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{t('impersonation.resultsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('impersonation.name')}</th>
              <th scope="col">{t('impersonation.email')}</th>
              <th scope="col">{t('impersonation.role')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('impersonation.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((candidate) => (
              <tr key={candidate.id}>
                <td>{fullName(candidate)}</td>
                <td>{candidate.email}</td>
                <td>{t(`roles.${candidate.role}`)}</td>
                <td>
                  <button
                    type="button"
                    className="button button--primary"
                    disabled={start.isPending}
                    onClick={() => start.mutate(candidate.id)}
                  >
                    {t('impersonation.actAs', { name: fullName(candidate) })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {start.error ? (
        <p role="alert" className="error-text">
          {errorText(start.error, locale)}
        </p>
      ) : null}
    </section>
  );
}

export default ActAsUserRoute;
