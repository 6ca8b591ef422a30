import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * TanStack Query serves the signed-in screens; it is provided by their layout. A module apart from the app's
 * provider, which the entry imports, so the first route carries no part of TanStack Query and the signed-in
 * chunk holds it (vite.config.ts).
 */
export function DataProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
