import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { Locale } from '@tessera/shared';
import { AppProvider, DataProvider } from '../app/provider';
import { createI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';

interface Probe {
  navigate: NavigateFunction;
  location: { pathname: string; search: string };
}

function RouterProbe({ probe }: { probe: Probe }) {
  probe.navigate = useNavigate();
  const location = useLocation();
  probe.location = { pathname: location.pathname, search: location.search };
  return null;
}

/**
 * Renders `ui` at `path` inside the app's providers and a memory router (declarative mode: jsdom has no
 * fetch Request for the data router). `probe` exposes the current location and navigate.
 */
export function renderWithApp(
  ui: ReactNode,
  { path = '/', locale = 'en' }: { path?: string; locale?: Locale } = {},
): RenderResult & {
  probe: Probe;
  i18n: ReturnType<typeof createI18n>;
  queryClient: ReturnType<typeof createQueryClient>;
} {
  const probe = {} as Probe;
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  const i18n = createI18n(locale);
  const result = render(
    <AppProvider i18n={i18n}>
      <DataProvider queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <RouterProbe probe={probe} />
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </DataProvider>
    </AppProvider>,
  );
  return Object.assign(result, { probe, i18n, queryClient });
}
