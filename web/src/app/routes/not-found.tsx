import { MapPinOff } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/** Any path no route knows. */
export function NotFoundRoute() {
  const t = useT('common');
  return (
    <section className="page">
      <PageHeader title={t('notFound.title')} />
      <EmptyState
        icon={MapPinOff}
        action={
          <Link to={paths.root} className={buttonClass('primary')}>
            {t('notFound.home')}
          </Link>
        }
      >
        {t('notFound.body')}
      </EmptyState>
    </section>
  );
}

export default NotFoundRoute;
