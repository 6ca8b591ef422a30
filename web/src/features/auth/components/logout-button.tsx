import { useTranslation } from 'react-i18next';
import { useSignOut } from '../api/sign-out';

export function LogoutButton() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <button type="button" className="menu-list__item" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      {t('auth.logout')}
    </button>
  );
}
