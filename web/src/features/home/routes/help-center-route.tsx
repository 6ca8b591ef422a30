import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';

/** /help_center — the support role's help centre, opened in a new tab from the top navigation (spec 1 §2). */
export function HelpCenterRoute() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <PageHeading title={t('home.helpCenterTitle')}>{t('home.helpCenterTitle')}</PageHeading>
      <p>{t('home.helpCenterIntro')}</p>
    </section>
  );
}

export default HelpCenterRoute;
