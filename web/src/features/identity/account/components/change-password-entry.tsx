import { lazy, Suspense } from 'react';
import { DialogButton } from '../../../../components/ui/dialog-button';
import { useT } from '../../../../lib/i18n';
// The form (react-hook-form, its resolver) loads when the dialog opens, not with every signed-in page.
const ChangePasswordForm = lazy(() =>
  import('./change-password-form').then((module) => ({ default: module.ChangePasswordForm })),
);

/**
 * The user panel's "Change password" entry and its dialog; `allowPaste` is the organization's setting
 * (ADR 0014: paste into the new-password fields, allowed unless turned off).
 */
export function ChangePasswordEntry({ userId, allowPaste }: { userId: string; allowPaste: boolean }) {
  const t = useT('account');
  const common = useT('common');
  return (
    <DialogButton label={t('changePassword')} className="menu-list__item">
      {() => (
        <Suspense fallback={<p>{common('loading')}</p>}>
          <ChangePasswordForm userId={userId} allowPaste={allowPaste} />
        </Suspense>
      )}
    </DialogButton>
  );
}
