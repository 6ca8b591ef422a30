import { useSyncExternalStore } from 'react';

/**
 * Browser-wide session facts the API client learns from responses: whether a newer sign-in took over
 * saving (409 session_superseded, spec 1 §8) and whether the server no longer accepts our token (401).
 */
interface SessionState {
  superseded: boolean;
  unauthorized: boolean;
}

let state: SessionState = { superseded: false, unauthorized: false };
const listeners = new Set<() => void>();

function set(next: Partial<SessionState>): void {
  const merged = { ...state, ...next };
  if (merged.superseded === state.superseded && merged.unauthorized === state.unauthorized) return;
  state = merged;
  for (const listener of listeners) listener();
}

export const sessionState = {
  get: (): SessionState => state,
  markSuperseded: (): void => set({ superseded: true }),
  markUnauthorized: (): void => set({ unauthorized: true }),
  reset: (): void => set({ superseded: false, unauthorized: false }),
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSessionState(): SessionState {
  return useSyncExternalStore(sessionState.subscribe, sessionState.get, sessionState.get);
}
