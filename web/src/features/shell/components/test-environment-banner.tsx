import type { CurrentUser } from '@tessera/shared';
import { shellSentence } from '../../../lib/catalogue-access';
import { useLocale } from '../../../lib/i18n';

/**
 * Shown while the current organisation is a test organisation (spec 1 §2, §8). Its sentence comes from the
 * system context's small part, as the shell's other sentences do: the shell is on every screen, the home
 * included, which does not load the shared catalogue (lib/catalogue-access.ts).
 */
export function TestEnvironmentBanner({ user }: { user: Pick<CurrentUser, 'organization'> }) {
  const locale = useLocale();
  if (user.organization.org_type !== 'test') return null;
  return (
    <p className="banner banner--test" data-testid="test-environment-banner">
      {shellSentence('system.test_environment', locale)}
    </p>
  );
}
