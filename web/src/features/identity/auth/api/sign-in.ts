import type { SignInFailure } from '../../../../lib/auth';

/**
 * Cognito sign-in then POST /api/sessions (lib/auth). Cognito, the API client and the contracts are loaded
 * here, on submit, so the sign-in screen's first load stays within budget.
 */
export async function signIn(email: string, password: string): Promise<SignInFailure | null> {
  try {
    const auth = await import('../../../../lib/auth');
    try {
      await auth.signIn(email, password);
      // Nothing cached for a previous user may survive into this sign-in.
      (await import('../../../../lib/query-client')).queryClient.clear();
      return null;
    } catch (error) {
      return error instanceof auth.SignInError ? error.failure : 'unavailable';
    }
  } catch {
    return 'unavailable';
  }
}

let preloaded = false;

/** Starts downloading Cognito and the pool configuration while the form is being filled in (once). */
export function preloadSignIn(): void {
  if (preloaded) return;
  preloaded = true;
  void import('../../../../lib/auth').then((auth) => auth.preloadAuth()).catch(() => undefined);
}
