import { useQuery } from '@tanstack/react-query';
import { UserRoundSearch } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ChangePasswordEntry } from '../../features/identity/account/components/change-password-entry';
import { AvatarEntry } from '../../features/attachments/components/avatar-entry';
import { useUpdateLanguage } from '../../features/identity/account/api/update-language';
import { LanguageSwitcher } from '../../features/identity/account/components/language-switcher';
import { useSession } from '../../features/identity/auth/api/get-session';
import { LogoutButton } from '../../features/identity/auth/components/logout-button';
import { takeSignInLanguage } from '../../features/identity/auth/utils/sign-in-language';
import { ImpersonationBanner } from '../../features/identity/impersonation/components/impersonation-banner-container';
import { NotificationsMenu } from '../../features/identity/notifications/components/notifications-menu';
import { OrganizationSwitchEntry } from '../../features/identity/organizations/components/organization-switch-entry';
import { SearchBox } from '../../features/portfolios/search/components/search-box';
import { AppShell } from '../../features/shell/components/app-shell';
import type { CurrentUser } from '@tessera/shared';
import { isApiError } from '../../lib/api-error';
import { loadCatalogueModule } from '../../lib/catalogue-access';
import { signOut } from '../../lib/auth';
import { currentUserQueryOptions, hasRole, useCurrentUser } from '../../lib/current-user';
import { setLocale, useT } from '../../lib/i18n';
import { ToastProvider } from '../../components/ui/toast';
import { isFramedView, paths } from '../../lib/paths';
import { queryClient } from '../../lib/query-client';
import { useScreenKey } from '../../lib/same-screen';
import { useSessionState } from '../../lib/session-state';
import { DataProvider } from '../data-provider';
import { Loading, Screen } from '../router';
import { RouteError } from './route-error';
import { RouteFocus } from './route-focus';

/** The signed-in frame: a Cognito session and the current user first, then the shell of spec 1 §2. */
export function AppLayout() {
  return (
    <DataProvider queryClient={queryClient}>
      <SignedInGate />
    </DataProvider>
  );
}

function SignedInGate() {
  const session = useSession();
  const user = useQuery({ ...currentUserQueryOptions(), enabled: session.data === true });
  if (session.isPending || (session.data && user.isPending)) return <Loading />;
  if (!session.data || (isApiError(user.error) && user.error.status === 401)) return <SignOutToLogin />;
  if (user.error) return <RouteError />;
  return <SignedInShell />;
}

function SignOutToLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    void signOut()
      .catch(() => undefined)
      .finally(() => {
        queryClient.clear();
        void navigate(paths.login, { replace: true });
      });
  }, [navigate]);
  return <Loading />;
}

/** `/` opens the user's home (spec 1 §2: /via/academics for admin, /via/inprogress otherwise). */
export function HomeRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user.home} replace />;
}

/**
 * The interface speaks the user's language. A language chosen on the sign-in page just before signing in
 * becomes the user's language (saved with PUT …/language); otherwise the profile's language applies.
 */
function useUserLanguage(userId: string, locale: CurrentUser['locale']): void {
  const updateLanguage = useUpdateLanguage(userId);
  const chosenOnSignIn = useRef<ReturnType<typeof takeSignInLanguage> | undefined>(undefined);
  useEffect(() => {
    chosenOnSignIn.current ??= takeSignInLanguage();
    const chosen = chosenOnSignIn.current;
    if (chosen && chosen !== locale) {
      chosenOnSignIn.current = null;
      void setLocale(chosen);
      updateLanguage.mutate(chosen);
      return;
    }
    if (!updateLanguage.isPending) void setLocale(locale);
    // Only the profile's language decides later switches; the mutation object is stable enough for this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale]);
}

/**
 * The homes a sign-in opens (spec 1 §2) and `/`, which redirects to one: they show no shared catalogue
 * sentence, so the catalogue (every context's sentences and the ICU formatter, about 27 KB gzip) is not
 * loaded for them (docs/architecture.md §10, the signed-in home's budget).
 */
const HOME_PATHS: readonly string[] = [paths.root, paths.inProgress, paths.academics];
const speaksNoCatalogue = (pathname: string) => HOME_PATHS.includes(pathname.replace(/\/+$/, '') || '/');

/** The namespaces the shell and its panels speak, loaded with it (not when a panel first opens). */
const SHELL_NAMESPACES = ['shell', 'account', 'organizations', 'impersonation', 'notifications', 'search'];

function SignedInShell() {
  useTranslation(SHELL_NAMESPACES);
  const t = useT('shell');
  const account = useT('account');
  const user = useCurrentUser();
  const screenKey = useScreenKey();
  const { unauthorized } = useSessionState();
  const { pathname, search } = useLocation();
  const framed = isFramedView(search);
  useUserLanguage(user.id, user.locale);
  // The shared catalogue is for the screens past the home: it starts with the first of them, beside that
  // screen's own chunks, never on the home (lib/catalogue-access.ts).
  useEffect(() => {
    if (!speaksNoCatalogue(pathname)) void loadCatalogueModule();
  }, [pathname]);

  if (unauthorized) return <SignOutToLogin />;
  if (framed) return <FramedPage screenKey={screenKey} />;

  return (
    <ToastProvider>
      <AppShell
        user={user}
        banners={<ImpersonationBanner user={user} />}
        search={<SearchBox />}
        notifications={<NotificationsMenu userId={user.id} />}
        userPanel={(close) => (
          <ul className="menu-list">
            <li>
              <OrganizationSwitchEntry userId={user.id} />
            </li>
            <li>
              <Link to={paths.profile} className="menu-list__item" onClick={() => close()}>
                {account('profile.entry')}
              </Link>
            </li>
            <li>
              <AvatarEntry user={user} />
            </li>
            <li>
              {/* ADR 0014: an absent setting is the default, paste allowed. */}
              <ChangePasswordEntry userId={user.id} allowPaste={user.organization.allow_password_paste !== false} />
            </li>
            {hasRole(user, 'support', 'staff') && !user.impersonator ? (
              <li>
                <Link to={paths.supportUsers} className="menu-list__item" onClick={() => close()}>
                  <UserRoundSearch className="icon" aria-hidden="true" />
                  {t('actAsUser')}
                </Link>
              </li>
            ) : null}
            <li>
              <LanguageSwitcher userId={user.id} />
            </li>
            <li>
              <LogoutButton />
            </li>
          </ul>
        )}
      >
        <RouteFocus />
        <Screen resetKey={screenKey} standalone={false}>
          <Outlet />
        </Screen>
      </AppShell>
    </ToastProvider>
  );
}

/**
 * A page inside a frame of the app's own (`?frame=1`: the composer's portfolio viewer, issue 12): the page alone,
 * without the shell's header, navigation and banners (the page framing it has them). Its main landmark is named,
 * so it is not a second unnamed main beside the framing page's.
 */
function FramedPage({ screenKey }: { screenKey: string }) {
  const t = useT('shell');
  return (
    <ToastProvider>
      <main id="main" className="shell__main shell__main--framed" tabIndex={-1} aria-label={t('framedMain')}>
        <RouteFocus />
        <Screen resetKey={screenKey} standalone={false}>
          <Outlet />
        </Screen>
      </main>
    </ToastProvider>
  );
}

export default AppLayout;
