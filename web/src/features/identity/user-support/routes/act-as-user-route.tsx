import { Building2 } from 'lucide-react';
import { useState } from 'react';
import type { OrganizationSummary } from '@tessera/shared';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { hasRole, useCurrentUser } from '../../../../lib/current-user';
import { useT } from '../../../../lib/i18n';
import { OrganizationPicker } from '../components/organization-picker';
import { UserSearch } from '../components/user-search';

/**
 * /support/users — act as a user to help them. Support finds users of their own organization; provider staff
 * first choose an organization (any), then find its users (spec 3 user support).
 */
export function ActAsUserRoute() {
  const t = useT('userSupport');
  const msg = useT('messages');
  const user = useCurrentUser();
  const [organization, setOrganization] = useState<OrganizationSummary | null>(null);
  const allowed = hasRole(user, 'support', 'staff') && !user.impersonator;
  const staff = hasRole(user, 'staff');

  if (!allowed) {
    return (
      <section className="page">
        <PageHeader title={t('title')} />
        <p>{msg('identity.forbidden')}</p>
      </section>
    );
  }

  return (
    <section className="page">
      <PageHeader title={t('title')} description={staff ? t('introStaff') : t('intro')} />
      {staff ? (
        <div className="stack">
          <OrganizationPicker selected={organization} onChange={setOrganization} />
          {organization ? (
            // A new organization starts a new search.
            <UserSearch key={organization.id} organization={organization} />
          ) : (
            <EmptyState icon={Building2}>{t('chooseOrganizationFirst')}</EmptyState>
          )}
        </div>
      ) : (
        <UserSearch organization={null} />
      )}
    </section>
  );
}

export default ActAsUserRoute;
