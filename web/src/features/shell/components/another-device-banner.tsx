import { shellSentence } from '../../../lib/catalogue-access';
import { useLocale } from '../../../lib/i18n';
import { useSessionState } from '../../../lib/session-state';

/** Shown once a save was refused because the user signed in on another device (409 session_superseded). */
export function AnotherDeviceBanner() {
  const locale = useLocale();
  const { superseded } = useSessionState();
  return (
    <div
      role="alert"
      data-testid="another-device-banner"
      className={superseded ? 'banner banner--warning' : 'banner--empty'}
    >
      {superseded ? shellSentence('identity.another_device', locale) : null}
    </div>
  );
}
