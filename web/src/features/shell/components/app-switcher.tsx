import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@tessera/shared';
import { Disclosure } from '../../../components/ui/disclosure';
import { ExternalLink } from '../../../components/ui/external-link';
import { appSwitcherEntries } from '../utils/app-switcher-entries';

/** The app switcher (spec 1 §2); removed when no entries remain. */
export function AppSwitcher({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const entries = appSwitcherEntries(user);
  if (entries.length === 0) return null;
  return (
    <Disclosure label={t('shell.apps')} buttonClassName="button button--ghost" panelClassName="disclosure__panel">
      {(close) => (
        <ul className="menu-list" aria-label={t('shell.apps')}>
          {entries.map((entry) => (
            <li key={entry.id}>
              {entry.newTab ? (
                <ExternalLink href={entry.href} className="menu-list__item">
                  {t(`shell.app.${entry.id}`)}
                </ExternalLink>
              ) : (
                <Link to={entry.href} className="menu-list__item" onClick={() => close()}>
                  {t(`shell.app.${entry.id}`)}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </Disclosure>
  );
}
