import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';

/** /{section}/all — where a cleared or left search returns. */
export function SectionAllRoute() {
  const { t } = useTranslation();
  const { section = '' } = useParams();
  return (
    <section className="page">
      <PageHeading title={t('search.allTitle', { section })}>{t('search.allTitle', { section })}</PageHeading>
      <p className="muted">{t('search.allEmpty')}</p>
    </section>
  );
}

export default SectionAllRoute;
