import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';

/** /help_center — the support role's help centre, opened in a new tab from the top navigation (spec 1 §2). */
export function HelpCenterRoute() {
  const t = useT('home');
  return (
    <section className="page">
      <PageHeader title={t('helpCenterTitle')} description={t('helpCenterIntro')} />
    </section>
  );
}

export default HelpCenterRoute;
