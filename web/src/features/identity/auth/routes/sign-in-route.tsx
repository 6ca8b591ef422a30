import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import { hasStoredSignIn } from '../../../../lib/auth-storage';
import { useT } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';

/** /login — sign in; also where logging out lands (spec 1 §2). */
export function SignInRoute() {
  const t = useT('auth');
  const navigate = useNavigate();

  // Someone still signed in on this browser goes to their home instead.
  useEffect(() => {
    if (!hasStoredSignIn()) return;
    let active = true;
    void import('../../../../lib/auth')
      .then((auth) => auth.isSignedIn())
      .then((signedIn) => {
        if (active && signedIn) void navigate(paths.root, { replace: true });
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [navigate]);
  return (
    <AuthLayout>
      <section className="card">
        <PageHeading title={t('signInTitle')}>{t('signInTitle')}</PageHeading>
        <p className="muted">{t('signInIntro')}</p>
        <SignInForm />
      </section>
    </AuthLayout>
  );
}

export default SignInRoute;
