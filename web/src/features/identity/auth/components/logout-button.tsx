import { useT } from '../../../../lib/i18n';
import { useSignOut } from '../api/sign-out';

export function LogoutButton() {
  const t = useT('auth');
  const signOut = useSignOut();
  return (
    <button type="button" className="menu-list__item" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
      {t('logout')}
    </button>
  );
}
