import { Link } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { buttonClass } from '../../../../components/ui/button';
import { useT } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { AuthLayout } from '../components/auth-layout';

/** /login/purchase — where a switch to an unpaid organisation lands (402, spec 1 §7). */
export function PurchaseRoute() {
  const t = useT('auth');
  const msg = useT('messages');
  return (
    <AuthLayout>
      <section className="card">
        <PageHeading title={t('purchaseTitle')}>{t('purchaseTitle')}</PageHeading>
        <p>{msg('identity.organization_unpaid')}</p>
        <p className="muted">{t('purchaseHelp')}</p>
        <Link to={paths.root} className={buttonClass('primary')}>
          {t('purchaseBack')}
        </Link>
      </section>
    </AuthLayout>
  );
}

export default PurchaseRoute;
