import { Search, UserSearch as UserSearchIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { isRole, SEARCH_TEXT_MAX_LENGTH, type OrganizationSummary } from '@tessera/shared';
import { Button } from '../../../../components/ui/button';
import { DataTable } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/empty-state';
import { errorText } from '../../../../lib/api-error';
import { fullName } from '../../../../lib/current-user';
import { useLocale, useT } from '../../../../lib/i18n';
import { useSearchUsers } from '../api/search-users';
import { useStartImpersonation } from '../api/start-impersonation';

/**
 * Find a user by name or email and act as them. Support searches their own organisation (`organization`
 * null), provider staff the organisation they chose, and the start names it. The server lists only the users
 * the caller may act as, ranked by exact matches (spec 3 §9): shown in that order. When more users match than
 * it answered, the reader is asked to refine the keywords.
 */
export function UserSearch({ organization }: { organization: OrganizationSummary | null }) {
  const t = useT('userSupport');
  const common = useT('common');
  const locale = useLocale();
  const [draft, setDraft] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const organizationId = organization?.id ?? null;
  const results = useSearchUsers({ q: submitted ?? '', organizationId }, submitted !== null);
  const start = useStartImpersonation();
  const inputId = useId();

  const users = results.data?.users ?? [];
  const settled = results.isSuccess && !results.isFetching;
  const roleLabel = (role: string) => (isRole(role) ? common(`roles.${role}`) : role);
  return (
    <>
      <form
        className="inline-form"
        role="search"
        aria-label={organization ? t('searchFormIn', { organization: organization.name }) : t('searchForm')}
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
            maxLength={SEARCH_TEXT_MAX_LENGTH}
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
        {settled ? (
          users.length === 0 ? (
            <p>{t('noUsers')}</p>
          ) : (
            <p className={results.data.more ? undefined : 'visually-hidden'}>
              {results.data.more ? t('refine', { count: users.length }) : t('found', { count: users.length })}
            </p>
          )
        ) : null}
      </div>
      {submitted === null ? (
        <EmptyState icon={UserSearchIcon}>
          {organization ? t('startHintIn', { organization: organization.name }) : t('startHint')}
        </EmptyState>
      ) : null}
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
                <Button
                  variant="primary"
                  disabled={start.isPending}
                  onClick={() => start.mutate({ userId: candidate.id, organizationId })}
                >
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
    </>
  );
}
