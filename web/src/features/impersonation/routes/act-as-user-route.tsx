import { Search, UserSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { errorText } from '../../../lib/api-error';
import { fullName, hasRole, useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { useSearchUsers } from '../api/search-users';
import { useStartImpersonation } from '../api/start-impersonation';

/** /support/users — support and provider staff find a user of the organization and act as them. */
export function ActAsUserRoute() {
  const t = useT('impersonation');
  const common = useT('common');
  const msg = useT('messages');
  const locale = useLocale();
  const user = useCurrentUser();
  const [draft, setDraft] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const allowed = hasRole(user, 'support', 'staff') && !user.impersonator;
  const results = useSearchUsers(submitted ?? '', allowed && submitted !== null);
  const start = useStartImpersonation();
  const inputId = useId();

  if (!allowed) {
    return (
      <section className="page">
        <PageHeader title={t('title')} />
        <p>{msg('identity.forbidden')}</p>
      </section>
    );
  }

  const users = (results.data?.users ?? []).filter((candidate) => candidate.id !== user.id);
  const roleLabel = (role: string) => common(`roles.${role}` as never);
  return (
    <section className="page">
      <PageHeader title={t('title')} description={t('intro')} />
      <form
        className="inline-form"
        role="search"
        aria-label={t('searchForm')}
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(draft.trim());
        }}
      >
        <div className="field">
          <label htmlFor={inputId} className="field__label">
            {t('searchLabel')}
          </label>
          <input
            id={inputId}
            className="field__input"
            type="search"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" variant="primary" icon={Search}>
          {t('search')}
        </Button>
      </form>
      <div aria-live="polite">
        {results.isFetching ? <p>{common('loading')}</p> : null}
        {results.error ? <p className="error-text">{errorText(results.error, locale)}</p> : null}
        {results.isSuccess && !results.isFetching ? (
          users.length === 0 ? (
            <p>{t('noUsers')}</p>
          ) : (
            <p className="visually-hidden">{t('found', { count: users.length })}</p>
          )
        ) : null}
      </div>
      {submitted === null ? <EmptyState icon={UserSearch}>{t('startHint')}</EmptyState> : null}
      {users.length > 0 ? (
        <DataTable
          caption={t('resultsCaption')}
          rows={users}
          rowKey={(candidate) => candidate.id}
          columns={[
            { id: 'name', header: t('name'), cell: (candidate) => fullName(candidate) },
            { id: 'email', header: t('email'), cell: (candidate) => candidate.email },
            { id: 'role', header: t('role'), cell: (candidate) => roleLabel(candidate.role) },
            {
              id: 'actions',
              header: t('actions'),
              hiddenHeader: true,
              actions: true,
              cell: (candidate) => (
                <Button variant="primary" disabled={start.isPending} onClick={() => start.mutate(candidate.id)}>
                  {t('actAs', { name: fullName(candidate) })}
                </Button>
              ),
            },
          ]}
        />
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
