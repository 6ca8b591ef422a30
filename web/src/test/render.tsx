import { render, type RenderResult } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { CurrentUser, Locale } from '@tessera/shared';
import { DataProvider } from '../app/data-provider';
import { AppProvider } from '../app/provider';
import { ToastProvider } from '../components/ui/toast';
import { currentUserKeys } from '../lib/current-user-cache';
import { createQueryClient } from '../lib/query-client';
import { createTestI18n } from './i18n';

interface Probe {
  navigate: NavigateFunction;
  location: { pathname: string; search: string };
}

function RouterProbe({ report }: { report: (probe: Probe) => void }) {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    report({ navigate, location: { pathname: location.pathname, search: location.search } });
  });
  return null;
}

/**
 * Renders `ui` at `path` inside the app's providers (i18n with every namespace, TanStack Query, toasts) and a
 * memory router (declarative mode: jsdom has no fetch Request for the data router). `probe` exposes the
 * current location and navigate. `currentUser` is put in the cache first, as the signed-in layout does before
 * its screens render.
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', locale = 'en', currentUser }: { path?: string; locale?: Locale; currentUser?: CurrentUser } = {},
): RenderResult & {
  probe: Probe;
  i18n: ReturnType<typeof createTestI18n>;
  queryClient: ReturnType<typeof createQueryClient>;
} {
  const probe = {} as Probe;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  if (currentUser) queryClient.setQueryData(currentUserKeys.all, currentUser);
  const i18n = createTestI18n(locale);
  const result = render(
    <AppProvider i18n={i18n}>
      <DataProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <RouterProbe report={(next) => Object.assign(probe, next)} />
          <ToastProvider>
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          </ToastProvider>
        </MemoryRouter>
      </DataProvider>
    </AppProvider>,
  );
  return Object.assign(result, { probe, i18n, queryClient });
}
