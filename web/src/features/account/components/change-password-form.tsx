import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { passwordChangeSchema, validatePasswordChange } from '@tessera/shared';
import * as z from 'zod/mini';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import { useFieldErrorText } from '../../../lib/field-errors';
import { useLocale, useT } from '../../../lib/i18n';
import { applyServerErrors } from '../../../lib/server-errors';
import { formResolver } from '../../../lib/zod-issue';
import { useChangePassword, type PasswordChange } from '../api/change-password';
import { PasswordStrengthMeter } from './password-strength-meter';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];

/** The contract's body schema plus the shared rules of spec 1 §5; messages are catalogue keys. */
const formSchema = passwordChangeSchema.check(
  z.superRefine((value, ctx) => {
    for (const [field, key] of Object.entries(validatePasswordChange(value))) {
      ctx.addIssue({ code: 'custom', path: [field], message: key });
    }
  }),
);

/**
 * Change password (spec 1 §5): old, new and confirm; a strength meter; server field errors shown under their
 * fields, cleared when the field is edited. Paste is allowed in every field (WCAG 2.2 SC 3.3.8, password
 * managers): the spec's paste block is to come back only as an organization setting that defaults to allowing
 * paste (docs/adr/0011-web-design-system.md).
 */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const t = useT('account');
  const locale = useLocale();
  const msg = useT('messages');
  const fieldErrorText = useFieldErrorText();
  const mutation = useChangePassword(userId);
  const form = useForm<PasswordChange>({
    resolver: formResolver(formSchema),
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });
  const { register, handleSubmit, formState, setError, reset, clearErrors, control, setFocus } = form;
  // The form loads after its dialog opened (and focused itself): the first field then takes the focus.
  useEffect(() => {
    if (document.activeElement?.getAttribute('role') === 'dialog') setFocus('old_password');
  }, [setFocus]);
  const newPassword = useWatch({ control, name: 'new_password' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      reset();
    } catch (error) {
      if (!isApiError(error)) return;
      applyServerErrors(error, setError, locale, FIELDS);
    }
  });

  const fieldError = (field: Field) => fieldErrorText(formState.errors[field]?.message);
  const edit = (field: Field) => ({
    ...register(field, { onChange: () => clearErrors(field) }),
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormField
        label={t('oldPassword')}
        type="password"
        autoComplete="current-password"
        error={fieldError('old_password')}
        {...edit('old_password')}
      />
      <FormField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError('new_password')}
        hint={<PasswordStrengthMeter password={newPassword} />}
        {...edit('new_password')}
      />
      <FormField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError('confirm_password')}
        {...edit('confirm_password')}
      />
      <FormAlert message={formState.errors.root?.server?.message} />
      <div role="status" className="status-text">
        {mutation.isSuccess && !formState.isDirty ? msg('identity.password.changed') : null}
      </div>
      <div className="form__actions">
        <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
          {t('changePassword')}
        </Button>
      </div>
    </form>
  );
}
