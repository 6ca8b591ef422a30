import { useTranslation } from 'react-i18next';
import { DialogButton } from '../../../components/ui/dialog-button';
import { ChangePasswordForm } from './change-password-form';

/** The user panel's "Change password" entry and its dialog. */
export function ChangePasswordEntry({ userId }: { userId: string }) {
  const { t } = useTranslation();
  return (
    <DialogButton label={t('account.changePassword')} className="menu-list__item">
      {() => <ChangePasswordForm userId={userId} />}
    </DialogButton>
  );
}
