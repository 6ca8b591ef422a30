import type { CurrentUser } from '@tessera/shared';
import { useT } from '../../../lib/i18n';

/** Shown while the current organisation is a test organisation (spec 1 §2, §8). */
export function TestEnvironmentBanner({ user }: { user: Pick<CurrentUser, 'organization'> }) {
  const msg = useT('messages');
  if (user.organization.org_type !== 'test') return null;
  return (
    <p className="banner banner--test" data-testid="test-environment-banner">
      {msg('system.test_environment')}
    </p>
  );
}
