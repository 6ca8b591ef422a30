import { useEffect, useState, type ClipboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PASSWORD_CHANGED_FADE_MS, passwordChangeSchema, validatePasswordChange } from '@tessera/shared';
import * as z from 'zod/mini';
import { FormAlert } from '../../../../components/ui/form-alert';
import { FormField } from '../../../../components/ui/form-field';
import { isApiError } from '../../../../lib/api-error';
import { Button } from '../../../../components/ui/button';
import { useFieldErrorText } from '../../../../lib/field-errors';
import { useLocale, useT } from '../../../../lib/i18n';
import { applyServerErrors } from '../../../../lib/server-errors';
import { formResolver } from '../../../../lib/zod-issue';
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

/** Refuses a paste, copy or cut (the browser then leaves the field and the clipboard as they were). */
const refuse = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

/**
 * Change password (spec 1 §5): old, new and confirm; a strength meter; server field errors shown under their
 * fields, cleared when the field is edited. Paste is allowed in every field unless the organization turned it
 * off (`allowPaste` false, ADR 0014): then the new and confirm fields refuse paste, and copy (spec 1 §5,
 * spec 2 §5), and say so under them. The current-password field always accepts paste (password managers).
 */
export function ChangePasswordForm({ userId, allowPaste = true }: { userId: string; allowPaste?: boolean }) {
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
  // The success message fades after 1.5 seconds (spec 2 §9); announced when it appears (role="status").
  const [changed, setChanged] = useState({ count: 0, shown: false });
  useEffect(() => {
    if (changed.count === 0) return undefined;
    const timer = setTimeout(() => setChanged((now) => ({ ...now, shown: false })), PASSWORD_CHANGED_FADE_MS);
    return () => clearTimeout(timer);
  }, [changed.count]);
  const changedShown = changed.shown && mutation.isSuccess && !formState.isDirty;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      reset();
      setChanged((now) => ({ count: now.count + 1, shown: true }));
    } catch (error) {
      if (!isApiError(error)) return;
      applyServerErrors(error, setError, locale, FIELDS);
    }
  });

  const fieldError = (field: Field) => fieldErrorText(formState.errors[field]?.message);
  const edit = (field: Field) => ({
    ...register(field, { onChange: () => clearErrors(field) }),
  });
  const clipboard = allowPaste ? {} : { onPaste: refuse, onCopy: refuse, onCut: refuse };
  const pasteNote = allowPaste ? null : <p className="field__note">{t('pasteBlocked')}</p>;

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
        hint={
          <>
            <PasswordStrengthMeter password={newPassword} />
            {pasteNote}
          </>
        }
        {...clipboard}
        {...edit('new_password')}
      />
      <FormField
        label={t('confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError('confirm_password')}
        hint={pasteNote}
        {...clipboard}
        {...edit('confirm_password')}
      />
      <FormAlert message={formState.errors.root?.server?.message} />
      <div role="status" className="status-text">
        {changedShown ? <span className="status-text--fading">{msg('identity.password.changed')}</span> : null}
      </div>
      <div className="form__actions">
        <Button type="submit" variant="primary" disabled={formState.isSubmitting}>
          {t('changePassword')}
        </Button>
      </div>
    </form>
  );
}
