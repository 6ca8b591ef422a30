import { lazy, Suspense } from 'react';
import type { CurrentUser } from '@tessera/shared';
import { DialogButton } from '../../../components/ui/dialog-button';
import { useT } from '../../../lib/i18n';

// The dialog (and the crop library behind it) loads when it opens, not with every signed-in page.
const AvatarDialog = lazy(() => import('./avatar-dialog').then((module) => ({ default: module.AvatarDialog })));

/** The user panel's "Change profile picture" entry (spec 2 §5, §7). */
export function AvatarEntry({ user }: { user: Pick<CurrentUser, 'id' | 'avatar_small'> }) {
  const t = useT('account');
  const common = useT('common');
  return (
    <DialogButton label={t('avatar.entry')} className="menu-list__item">
      {({ close }) => (
        <Suspense fallback={<p>{common('loading')}</p>}>
          <AvatarDialog user={user} close={close} />
        </Suspense>
      )}
    </DialogButton>
  );
}
