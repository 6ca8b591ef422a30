import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** i18n wraps everything (the sign-in screen included). */
export function AppProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/**
 * TanStack Query serves the signed-in screens; it is provided by their layout (and by the purchase screen's
 * neighbours when needed) so the sign-in screen's first load does not carry it.
 */
export function DataProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
