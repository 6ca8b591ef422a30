import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/ui/page-heading';
import { paths } from '../../lib/paths';

/** Any path no route knows. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <PageHeading title={t('notFound.title')}>{t('notFound.title')}</PageHeading>
      <p>{t('notFound.body')}</p>
      <Link to={paths.root}>{t('notFound.home')}</Link>
    </section>
  );
}

export default NotFoundRoute;
