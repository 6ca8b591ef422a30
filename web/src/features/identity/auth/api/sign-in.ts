import type * as Auth from '../../../../lib/auth';
import type { SignInFailure } from '../../../../lib/auth';

/**
 * Cognito sign-in then POST /api/sessions (lib/auth). Cognito, the API client and the contracts are loaded
 * here, on submit, so the sign-in screen's first load stays within budget.
 */
export async function signIn(email: string, password: string): Promise<SignInFailure | null> {
  return runSignIn((auth) => auth.signIn(email, password));
}

/** Answers the first sign-in's new-password step (lib/auth `completeNewPassword`), as `signIn` answers. */
export async function completeNewPassword(newPassword: string): Promise<SignInFailure | null> {
  return runSignIn((auth) => auth.completeNewPassword(newPassword));
}

async function runSignIn(step: (auth: typeof Auth) => Promise<void>) {
  try {
    const auth = await import('../../../../lib/auth');
    try {
      await step(auth);
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
