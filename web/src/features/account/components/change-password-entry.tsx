import { DialogButton } from '../../../components/ui/dialog-button';
import { useT } from '../../../lib/i18n';
import { ChangePasswordForm } from './change-password-form';

/** The user panel's "Change password" entry and its dialog. */
export function ChangePasswordEntry({ userId }: { userId: string }) {
  const t = useT('account');
  return (
    <DialogButton label={t('changePassword')} className="menu-list__item">
      {() => <ChangePasswordForm userId={userId} />}
    </DialogButton>
  );
}
