import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';

/** /{section}/all — where a cleared or left search returns. */
export function SectionAllRoute() {
  const t = useT('search');
  return (
    <section className="page">
      <PageHeader title={t('allTitle')} />
      <EmptyState icon={Inbox}>{t('allEmpty')}</EmptyState>
    </section>
  );
}

export default SectionAllRoute;
