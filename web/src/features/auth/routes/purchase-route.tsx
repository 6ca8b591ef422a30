import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { useMessage } from '../../../lib/use-message';
import { paths } from '../../../lib/paths';
import { AuthLayout } from '../components/auth-layout';

/** /login/purchase — where a switch to an unpaid organisation lands (402, spec 1 §7). */
export function PurchaseRoute() {
  const { t } = useTranslation();
  const msg = useMessage();
  return (
    <AuthLayout>
      <section className="card">
        <PageHeading title={t('auth.purchaseTitle')}>{t('auth.purchaseTitle')}</PageHeading>
        <p>{msg('identity.organization_unpaid')}</p>
        <p className="muted">{t('auth.purchaseHelp')}</p>
        <Link to={paths.root} className="button button--primary">
          {t('auth.purchaseBack')}
        </Link>
      </section>
    </AuthLayout>
  );
}

export default PurchaseRoute;
