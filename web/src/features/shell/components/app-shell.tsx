import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '@tessera/shared';
import { Disclosure } from '../../../components/ui/disclosure';
import { ExternalLink } from '../../../components/ui/external-link';
import { fullName, hasRole } from '../../../lib/current-user';
import { paths } from '../../../lib/paths';
import { AnotherDeviceBanner } from './another-device-banner';
import { AppSwitcher } from './app-switcher';
import { Avatar } from './avatar';
import { TestEnvironmentBanner } from './test-environment-banner';

interface AppShellProps {
  user: CurrentUser;
  /** Banners other features contribute (impersonation). */
  banners?: ReactNode;
  search?: ReactNode;
  notifications?: ReactNode;
  /** The user panel's entries; `close` hides the panel. */
  userPanel: (close: (options?: { restoreFocus?: boolean }) => void) => ReactNode;
  children: ReactNode;
}

/** The application shell of spec 1 §2: top navigation, user panel, banners, then the page. */
export function AppShell({ user, banners, search, notifications, userPanel, children }: AppShellProps) {
  const { t } = useTranslation();
  const isHierarchyRoute = useLocation().pathname.startsWith('/hierarchy/');
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <header className="shell__header">
        {banners}
        <TestEnvironmentBanner user={user} />
        <AnotherDeviceBanner />
        <nav className="topnav" aria-label={t('shell.mainNavigation')}>
          <Link to={user.home} className="topnav__brand">
            {t('common.appName')}
          </Link>
          <AppSwitcher user={user} />
          {hasRole(user, 'admin', 'root_admin') ? (
            <ul className="topnav__tabs">
              {/* Tabs follow the route: /hierarchy/* activates Hierarchy, so /import/import-hierarchy does not (spec 1 §2). */}
              <li>
                <Link
                  to={paths.hierarchy}
                  className="topnav__link"
                  aria-current={isHierarchyRoute ? 'page' : undefined}
                >
                  {t('shell.hierarchy')}
                </Link>
              </li>
              <li>
                <NavLink to={paths.termCreation} className="topnav__link">
                  {t('shell.terms')}
                </NavLink>
              </li>
            </ul>
          ) : null}
          {hasRole(user, 'support') ? (
            <ExternalLink href={paths.helpCenter} className="topnav__link">
              {t('shell.helpCenter')}
            </ExternalLink>
          ) : null}
          <div className="topnav__spacer" />
          {search}
          {notifications}
          <Disclosure
            label={
              <>
                <Avatar user={user} />
                <span className="user-button__name">{fullName(user)}</span>
              </>
            }
            ariaLabel={t('shell.userPanelFor', { name: fullName(user) })}
            buttonClassName="button button--ghost user-button"
            panelClassName="disclosure__panel disclosure__panel--end user-panel"
          >
            {(close) => (
              <div>
                <div className="user-panel__identity">
                  <Avatar user={user} />
                  <div>
                    <p className="user-panel__name">{fullName(user)}</p>
                    <p className="user-panel__meta">{user.email}</p>
                    <p className="user-panel__meta">{user.organization.name}</p>
                  </div>
                </div>
                {userPanel(close)}
              </div>
            )}
          </Disclosure>
        </nav>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
