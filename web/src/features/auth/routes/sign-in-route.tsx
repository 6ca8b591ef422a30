import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';

/** /login — sign in; also where logging out lands (spec 1 §2). */
export function SignInRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <section className="card">
        <PageHeading title={t('auth.signInTitle')}>{t('auth.signInTitle')}</PageHeading>
        <p className="muted">{t('auth.signInIntro')}</p>
        <SignInForm />
      </section>
    </AuthLayout>
  );
}

export default SignInRoute;
