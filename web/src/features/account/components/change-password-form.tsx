import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChangeSchema, validatePasswordChange } from '@tessera/shared';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { isApiError } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { applyServerErrors, fieldErrorText } from '../../../lib/server-errors';
import { useMessage } from '../../../lib/use-message';
import { useChangePassword, type PasswordChange } from '../api/change-password';
import { PasswordStrengthMeter } from './password-strength-meter';

const FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;
type Field = (typeof FIELDS)[number];

/** The contract's body schema plus the shared rules of spec 1 §5; messages are catalogue keys. */
const formSchema = passwordChangeSchema.superRefine((value, ctx) => {
  for (const [field, key] of Object.entries(validatePasswordChange(value))) {
    ctx.addIssue({ code: 'custom', path: [field], message: key });
  }
});

const blockPaste = (event: React.ClipboardEvent<HTMLInputElement>) => event.preventDefault();

/**
 * Change password (spec 1 §5): old, new and confirm; paste blocked in new and confirm; a strength meter;
 * server field errors shown under their fields, cleared when the field is edited.
 */
export function ChangePasswordForm({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const msg = useMessage();
  const mutation = useChangePassword(userId);
  const form = useForm<PasswordChange>({
    resolver: zodResolver(formSchema),
    defaultValues: { old_password: '', new_password: '', confirm_password: '' },
  });
  const { register, handleSubmit, formState, setError, watch, reset, clearErrors } = form;
  const newPassword = watch('new_password');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      reset();
    } catch (error) {
      if (!isApiError(error)) return;
      applyServerErrors(error, setError, locale, FIELDS);
    }
  });

  const fieldError = (field: Field) => fieldErrorText(formState.errors[field]?.message, locale);
  const edit = (field: Field) => ({
    ...register(field, { onChange: () => clearErrors(field) }),
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormField
        label={t('account.oldPassword')}
        type="password"
        autoComplete="current-password"
        error={fieldError('old_password')}
        {...edit('old_password')}
      />
      <FormField
        label={t('account.newPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError('new_password')}
        onPaste={blockPaste}
        hint={<PasswordStrengthMeter password={newPassword} />}
        {...edit('new_password')}
      />
      <FormField
        label={t('account.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError('confirm_password')}
        onPaste={blockPaste}
        {...edit('confirm_password')}
      />
      <p className="field__hint">{t('account.pasteBlocked')}</p>
      <FormAlert message={formState.errors.root?.server?.message} />
      <div role="status" className="status-text">
        {mutation.isSuccess && !formState.isDirty ? msg('identity.password.changed') : null}
      </div>
      <button type="submit" className="button button--primary" disabled={formState.isSubmitting}>
        {t('account.changePassword')}
      </button>
    </form>
  );
}
