import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { ChangePasswordForm } from './change-password-form';

/** The user panel's "Change password" entry and its dialog. */
export function ChangePasswordEntry({ userId, onOpen }: { userId: string; onOpen?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="menu-list__item"
        onClick={() => {
          setOpen(true);
          onOpen?.();
        }}
      >
        {t('account.changePassword')}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('account.changePassword')}>
        <ChangePasswordForm userId={userId} />
      </Dialog>
    </>
  );
}
