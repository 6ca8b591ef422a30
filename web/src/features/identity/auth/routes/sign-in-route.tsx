import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '../../../../components/ui/page-heading';
import type { SignInFailure } from '../../../../lib/auth';
import { hasStoredSignIn } from '../../../../lib/auth-storage';
import { useT } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { AuthLayout } from '../components/auth-layout';
import { SignInForm } from '../components/sign-in-form';

// An invitation's first sign-in only: its form (and the strength meter) download when Cognito asks for it.
const NewPasswordForm = lazy(() => import('../components/new-password-form'));

/**
 * /login — sign in; also where logging out lands (spec 1 §2). A person invited by an import signs in with the
 * invitation's temporary password and then chooses their own (the second step, same address).
 */
export function SignInRoute() {
  const t = useT('auth');
  const navigate = useNavigate();
  const [step, setStep] = useState<'credentials' | 'new-password'>('credentials');
  const [notice, setNotice] = useState<SignInFailure | null>(null);

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
      {step === 'new-password' ? (
        <section className="card">
          <PageHeading title={t('newPasswordTitle')}>{t('newPasswordTitle')}</PageHeading>
          <p className="muted">{t('newPasswordIntro')}</p>
          <Suspense fallback={<p className="muted">{t('signingIn')}</p>}>
            <NewPasswordForm
              onExpired={() => {
                setNotice('challenge_expired');
                setStep('credentials');
              }}
            />
          </Suspense>
        </section>
      ) : (
        <section className="card">
          <PageHeading title={t('signInTitle')}>{t('signInTitle')}</PageHeading>
          <p className="muted">{t('signInIntro')}</p>
          <SignInForm
            notice={notice}
            onNewPasswordRequired={() => {
              setNotice(null);
              setStep('new-password');
            }}
          />
        </section>
      )}
    </AuthLayout>
  );
}

export default SignInRoute;
