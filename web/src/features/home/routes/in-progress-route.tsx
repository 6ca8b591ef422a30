import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { fullName, useCurrentUser } from '../../../lib/current-user';

/** /via/inprogress — home for every role but admin (spec 1 §2). Portfolio lists arrive with their issue. */
export function InProgressRoute() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <section className="page">
      <PageHeading title={t('home.inProgressTitle')}>{t('home.inProgressTitle')}</PageHeading>
      <p>{t('home.welcome', { name: fullName(user), organization: user.organization.name })}</p>
      <p className="muted">{t('home.inProgressIntro')}</p>
    </section>
  );
}

export default InProgressRoute;
