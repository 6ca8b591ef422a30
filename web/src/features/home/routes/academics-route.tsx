import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { fullName, useCurrentUser } from '../../../lib/current-user';

/** /via/academics — the admin role's home (spec 1 §2). Its administration panels arrive with spec 2's issues. */
export function AcademicsRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <section className="page">
      <PageHeading title={t('home.academicsTitle')}>{t('home.academicsTitle')}</PageHeading>
      <p>{t('home.welcome', { name: fullName(user), organization: user.organization.name })}</p>
      <p className="muted">{t('home.academicsIntro')}</p>
    </section>
  );
}

export default AcademicsRoute;
