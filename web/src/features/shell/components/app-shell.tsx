import { Menu } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { CurrentUser } from '@tessera/shared';
import { Dialog } from '../../../components/ui/dialog';
import { ExternalLink } from '../../../components/ui/external-link';
import { IconButton } from '../../../components/ui/icon-button';
import { Logo } from '../../../components/ui/logo';
import { ResponsivePanel } from '../../../components/ui/popover';
import { fullName, hasRole } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { appSwitcherEntries } from '../utils/app-switcher-entries';
import { AnotherDeviceBanner } from './another-device-banner';
import { Avatar } from './avatar';
import { TestEnvironmentBanner } from './test-environment-banner';

interface AppShellProps {
  user: CurrentUser;
  /** Banners other features contribute (impersonation). */
  banners?: ReactNode;
  search?: ReactNode;
  notifications?: ReactNode;
  /** The user panel's entries; `close` hides the panel. */
  userPanel: (close: () => void) => ReactNode;
  children: ReactNode;
}

interface NavEntry {
  id: string;
  label: string;
  href: string;
  newTab: boolean;
  current?: boolean;
}

/**
 * The application shell of spec 1 §2: the top navigation (brand, app switcher, the admin tabs that follow the
 * route, help centre, search, notifications, user panel), the banners, then the page. On a phone the links
 * collapse into the Menu sheet and the panels open as sheets, so the header stays one row.
 */
export function AppShell({ user, banners, search, notifications, userPanel, children }: AppShellProps) {
  const t = useT('shell');
  const common = useT('common');
  const { pathname } = useLocation();
  const apps = appSwitcherEntries(user).map((entry) => ({ ...entry, label: t(`app.${entry.id}`) }));
  const admin = hasRole(user, 'admin', 'root_admin');
  // Tabs follow the route: /hierarchy/* activates Hierarchy, so /import/import-hierarchy does not (spec 1 §2).
  const tabs: NavEntry[] = admin
    ? [
        {
          id: 'hierarchy',
          label: t('hierarchy'),
          href: paths.hierarchy,
          newTab: false,
          current: pathname.startsWith('/hierarchy/'),
        },
        {
          id: 'terms',
          label: t('terms'),
          href: paths.termCreation,
          newTab: false,
          current: pathname === paths.termCreation,
        },
        {
          id: 'imports',
          label: t('imports'),
          href: paths.imports,
          newTab: false,
          current: pathname === '/import' || pathname.startsWith('/import/'),
        },
        {
          id: 'organization',
          label: t('organizationSettings'),
          href: paths.organizationSettings,
          newTab: false,
          current: pathname === paths.organizationSettings,
        },
      ]
    : [];
  const help: NavEntry[] = hasRole(user, 'support')
    ? [{ id: 'help', label: t('helpCenter'), href: paths.helpCenter, newTab: true }]
    : [];

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="shell__header">
        {banners}
        <TestEnvironmentBanner user={user} />
        <AnotherDeviceBanner />
        <nav className="topnav" aria-label={t('mainNavigation')}>
          <PhoneMenu entries={[...apps, ...tabs, ...help]} />
          <Link to={user.home} className="topnav__brand">
            <Logo />
            {common('appName')}
          </Link>
          <div className="topnav__desktop-only topnav__links">
            {apps.length > 0 ? (
              <ResponsivePanel trigger={t('apps')} triggerClassName="button button--ghost" title={t('apps')}>
                {(close) => (
                  <ul className="menu-list" aria-label={t('apps')}>
                    {apps.map((entry) => (
                      <li key={entry.id}>
                        {entry.newTab ? (
                          <ExternalLink href={entry.href} className="menu-list__item">
                            {entry.label}
                          </ExternalLink>
                        ) : (
                          <Link to={entry.href} className="menu-list__item" onClick={close}>
                            {entry.label}
                          </Link>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </ResponsivePanel>
            ) : null}
            {tabs.length > 0 || help.length > 0 ? (
              <ul className="topnav__links">
                {[...tabs, ...help].map((entry) => (
                  <li key={entry.id}>
                    <NavLinkEntry entry={entry} />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
          <div className="topnav__spacer" />
          {search}
          {notifications}
          <ResponsivePanel
            trigger={
              <>
                <Avatar user={user} />
                <span className="user-button__name">{fullName(user)}</span>
              </>
            }
            triggerLabel={t('userPanelFor', { name: fullName(user) })}
            triggerClassName="button button--ghost user-button"
            title={t('userPanel')}
          >
            {(close) => (
              <div className="user-panel">
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
          </ResponsivePanel>
        </nav>
      </header>
      {/* In a frame (the composer's portfolio viewer) the page's main landmark is named, so it is not a second
          unnamed main beside the page framing it. */}
      <main
        id="main"
        className="shell__main"
        tabIndex={-1}
        aria-label={window.self !== window.top ? t('framedMain') : undefined}
      >
        {children}
      </main>
    </div>
  );
}

function NavLinkEntry({ entry, onNavigate }: { entry: NavEntry; onNavigate?: () => void }) {
  const className = 'topnav__link';
  if (entry.newTab) {
    return (
      <ExternalLink href={entry.href} className={className}>
        {entry.label}
      </ExternalLink>
    );
  }
  return (
    <Link
      to={entry.href}
      className={className}
      aria-current={entry.current ? 'page' : undefined}
      onClick={() => onNavigate?.()}
    >
      {entry.label}
    </Link>
  );
}

/** The phone's Menu button: the top navigation's links in a sheet (nothing to show: no button). */
function PhoneMenu({ entries }: { entries: NavEntry[] }) {
  const t = useT('shell');
  const [open, setOpen] = useState(false);
  if (entries.length === 0) return null;
  return (
    <>
      <IconButton
        label={t('menu')}
        icon={Menu}
        className="topnav__menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      />
      <Dialog open={open} onClose={() => setOpen(false)} title={t('menu')} variant="sheet-start">
        <ul className="menu-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <NavLinkEntry entry={entry} onNavigate={() => setOpen(false)} />
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
