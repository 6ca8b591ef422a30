import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { validateNewPassword } from '@tessera/shared/account/password';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';
import type { SignInFailure } from '../../../../lib/auth';
import { useT } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import { FailureAlert } from './failure-alert';
import { PasswordStrengthMeter } from '../../account/components/password-strength-meter';
import { completeNewPassword } from '../api/sign-in';

type Field = 'new_password' | 'confirm_password';
type Errors = ReturnType<typeof validateNewPassword>;

/**
 * The first sign-in's second step (an invited person signed in with the temporary password of their
 * invitation, and Cognito asks for a password of their own): the new password twice, with the strength meter
 * and the rules of a password change (spec 1 §5). Loaded only when Cognito asks, so the sign-in screen's
 * first load stays within budget. A challenge that expired (three minutes at Cognito) sends the person back to
 * the sign-in form with a sentence saying so (`onExpired`).
 */
export function NewPasswordForm({ onExpired }: { onExpired: () => void }) {
  const t = useT('auth');
  const msg = useT('messages');
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ new_password: '', confirm_password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  useEffect(() => newPasswordRef.current?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateNewPassword(values);
    setErrors(found);
    setFailure(null);
    if (found.new_password) return newPasswordRef.current?.focus();
    if (found.confirm_password) return confirmRef.current?.focus();
    setSubmitting(true);
    const result = await completeNewPassword(values.new_password);
    setSubmitting(false);
    if (result === 'challenge_expired') return onExpired();
    if (result) return setFailure(result);
    await navigate(paths.root, { replace: true });
  };

  const change = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert failure={failure} />
      <FormField
        ref={newPasswordRef}
        name="new_password"
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        value={values.new_password}
        onChange={change('new_password')}
        error={errors.new_password ? msg(errors.new_password) : undefined}
      />
      <PasswordStrengthMeter password={values.new_password} />
      <FormField
        ref={confirmRef}
        name="confirm_password"
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        value={values.confirm_password}
        onChange={change('confirm_password')}
        error={errors.confirm_password ? msg(errors.confirm_password) : undefined}
      />
      <Button type="submit" variant="primary" disabled={submitting}>
        {submitting ? t('savingPassword') : t('savePassword')}
      </Button>
    </form>
  );
}

export default NewPasswordForm;
