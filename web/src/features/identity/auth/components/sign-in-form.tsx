import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '../../../../components/ui/form-field';
import type { SignInFailure } from '../../../../lib/auth';
import { useT } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { FailureAlert } from './failure-alert';
import { preloadSignIn, signIn } from '../api/sign-in';

type FieldError = 'errors.emailRequired' | 'errors.emailInvalid' | 'errors.passwordRequired';
type FieldErrors = { email?: FieldError; password?: FieldError };

/** Field rules of the sign-in form; messages are keys of the auth namespace (errors.*). */
export function validateSignIn(values: { email: string; password: string }): FieldErrors {
  const errors: FieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'errors.emailRequired';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'errors.emailInvalid';
  if (!values.password) errors.password = 'errors.passwordRequired';
  return errors;
}

/**
 * The sign-in form. Deliberately plain React (no form library, no zod) because it is the first screen and
 * its JavaScript budget is 120 KB gzip; forms behind sign-in use react-hook-form with the contracts' schemas.
 */
export function SignInForm({
  onNewPasswordRequired,
  notice = null,
}: {
  /** Cognito asked this person to choose a password (an invitation's first sign-in). */
  onNewPasswordRequired: () => void;
  /** A failure to show on arrival (the new-password step's challenge expired). */
  notice?: SignInFailure | null;
}) {
  const t = useT('auth');
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<SignInFailure | null>(notice);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignIn(values);
    setErrors(found);
    setFailure(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setSubmitting(true);
    const result = await signIn(values.email, values.password);
    setSubmitting(false);
    if (result === 'new_password_required') return onNewPasswordRequired();
    if (result) {
      setFailure(result);
      return;
    }
    await navigate(paths.root, { replace: true });
  };

  const change = (field: 'email' | 'password') => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    // Cognito and the API client download when the user starts filling the form, not with the first screen.
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)} onFocus={preloadSignIn}>
      <FailureAlert failure={failure} />
      <FormField
        ref={emailRef}
        name="email"
        label={t('email')}
        type="email"
        autoComplete="username"
        value={values.email}
        onChange={change('email')}
        error={errors.email ? t(errors.email) : undefined}
      />
      <FormField
        ref={passwordRef}
        name="password"
        label={t('password')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        error={errors.password ? t(errors.password) : undefined}
      />
      <button type="submit" className="button button--primary" disabled={submitting}>
        {submitting ? t('signingIn') : t('signIn')}
      </button>
    </form>
  );
}
