import type { CurrentUser } from '@tessera/shared';
import { errorText } from '../../../../lib/api-error';
import { useLocale } from '../../../../lib/i18n';
import { useRevokeImpersonation } from '../api/revoke-impersonation';
import { ImpersonationBannerView } from './impersonation-banner';

/** The impersonation banner with its revoke action, shown while someone acts as this user. */
export function ImpersonationBanner({ user }: { user: CurrentUser }) {
  const revoke = useRevokeImpersonation();
  const locale = useLocale();
  if (!user.impersonator) return null;
  const error = revoke.error ? errorText(revoke.error, locale) : null;
  return (
    <ImpersonationBannerView
      key={user.id}
      user={user}
      onRevoke={() => revoke.mutate()}
      revoking={revoke.isPending}
      error={error}
    />
  );
}
