import type * as Cognito from 'amazon-cognito-identity-js';
import type { CognitoUser, CognitoUserPool, CognitoUserSession } from 'amazon-cognito-identity-js';
import { startSession } from '@tessera/shared';
import { api, type Credentials } from './api-client';
import { storeSessionId, storedAccessToken, storedSessionId } from './auth-storage';
import { loadClientConfig } from './client-config';
import { sessionState } from './session-state';

/**
 * Sign-in with Cognito (amazon-cognito-identity-js, USER_PASSWORD_AUTH, the pool's endpoint pointed at
 * the local Cognito when GET /api/config names one). This module (and Cognito with it) is loaded on
 * demand, so the sign-in screen's first load stays small; importing it registers the API credentials.
 */

/** Why a sign-in failed, as a stable code the sign-in page translates. */
export type SignInFailure =
  | 'invalid_credentials'
  | 'password_reset_required'
  | 'not_confirmed'
  | 'new_password_required'
  | 'new_password_refused'
  | 'challenge_expired'
  | 'too_many_attempts'
  | 'unavailable';

export class SignInError extends Error {
  readonly failure: SignInFailure;
  constructor(failure: SignInFailure) {
    super(failure);
    this.name = 'SignInError';
    this.failure = failure;
  }
}

let poolPromise: Promise<CognitoUserPool> | null = null;

async function loadPool(): Promise<CognitoUserPool> {
  poolPromise ??= Promise.all([import('amazon-cognito-identity-js'), loadClientConfig()])
    .then(([cognito, config]) => {
      return new cognito.CognitoUserPool({
        UserPoolId: config.userPoolId,
        ClientId: config.userPoolClientId,
        ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint } : {}),
      });
    })
    .catch((error: unknown) => {
      poolPromise = null;
      throw error;
    });
  return poolPromise;
}

/** Starts loading Cognito and the config early (e.g. while the sign-in form is being filled). */
export function preloadAuth(): void {
  void loadPool().catch(() => undefined);
}

export function failureOf(error: unknown): SignInFailure {
  const code = (error as { code?: string; name?: string } | null)?.code ?? (error as { name?: string } | null)?.name;
  switch (code) {
    // cognito-local answers a wrong password with InvalidPasswordException.
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
    case 'InvalidPasswordException':
      return 'invalid_credentials';
    case 'PasswordResetRequiredException':
      return 'password_reset_required';
    case 'UserNotConfirmedException':
      return 'not_confirmed';
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return 'too_many_attempts';
    default:
      return 'unavailable';
  }
}

/** The current Cognito session (refreshed when its tokens expired), or null when nobody is signed in. */
export async function currentSession(): Promise<CognitoUserSession | null> {
  const pool = await loadPool();
  const user = pool.getCurrentUser();
  if (!user) return null;
  return new Promise((resolve) => {
    user.getSession((error: Error | null, session: CognitoUserSession | null) => {
      resolve(!error && session && session.isValid() ? session : null);
    });
  });
}

export async function isSignedIn(): Promise<boolean> {
  if (storedAccessToken()) return true;
  return (await currentSession()) !== null;
}

/**
 * A first sign-in that must choose a password: an invited person signs in with the temporary password of their
 * invitation, and Cognito answers NEW_PASSWORD_REQUIRED instead of tokens. The user object carries the
 * challenge's session (valid for three minutes at Cognito), so it is kept here until `completeNewPassword`.
 */
let pendingNewPassword: CognitoUser | null = null;

/** Registers the sign-in (POST /api/sessions) and keeps its id for X-Tessera-Session. */
async function registerSession(user: CognitoUser): Promise<void> {
  storeSessionId(null);
  sessionState.reset();
  try {
    const { session_id } = await api(startSession);
    storeSessionId(session_id);
  } catch {
    user.signOut();
    throw new SignInError('unavailable');
  }
}

/**
 * Signs in, then registers the sign-in. A person who must choose a password first is refused with
 * `new_password_required`; the sign-in screen then asks for it and calls `completeNewPassword`.
 */
export async function signIn(email: string, password: string): Promise<void> {
  let cognito: typeof Cognito;
  let pool: CognitoUserPool;
  try {
    [cognito, pool] = await Promise.all([import('amazon-cognito-identity-js'), loadPool()]);
  } catch {
    throw new SignInError('unavailable');
  }
  pendingNewPassword = null;
  const user = new cognito.CognitoUser({ Username: email.trim(), Pool: pool });
  user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
  const details = new cognito.AuthenticationDetails({ Username: email.trim(), Password: password });
  await new Promise<CognitoUserSession>((resolve, reject) => {
    user.authenticateUser(details, {
      onSuccess: resolve,
      onFailure: (error: unknown) => reject(new SignInError(failureOf(error))),
      newPasswordRequired: () => {
        pendingNewPassword = user;
        reject(new SignInError('new_password_required'));
      },
      mfaRequired: () => reject(new SignInError('unavailable')),
      totpRequired: () => reject(new SignInError('unavailable')),
    });
  });
  await registerSession(user);
}

/** Why Cognito refused a new password: its policy, the challenge's session expired, or what any sign-in meets. */
export function newPasswordFailureOf(error: unknown): SignInFailure {
  const code = (error as { code?: string; name?: string } | null)?.code ?? (error as { name?: string } | null)?.name;
  if (code === 'InvalidPasswordException' || code === 'InvalidParameterException') return 'new_password_refused';
  // The challenge's session lasts three minutes; after it Cognito answers NotAuthorizedException.
  if (code === 'NotAuthorizedException' || code === 'ExpiredCodeException') return 'challenge_expired';
  return failureOf(error);
}

/**
 * Answers the NEW_PASSWORD_REQUIRED challenge of the last sign-in with the password the person chose, then
 * registers the sign-in as `signIn` does. Without a pending challenge (the page was reloaded) the person
 * signs in again (`challenge_expired`).
 */
export async function completeNewPassword(newPassword: string): Promise<void> {
  const user = pendingNewPassword;
  if (!user) throw new SignInError('challenge_expired');
  await new Promise<CognitoUserSession>((resolve, reject) => {
    user.completeNewPasswordChallenge(
      newPassword,
      {},
      {
        onSuccess: resolve,
        onFailure: (error: unknown) => reject(new SignInError(newPasswordFailureOf(error))),
        mfaRequired: () => reject(new SignInError('unavailable')),
        totpRequired: () => reject(new SignInError('unavailable')),
      },
    );
  });
  pendingNewPassword = null;
  await registerSession(user);
}

/**
 * Cognito RevokeToken for a refresh token: after it, the token can no longer mint access tokens. Called
 * directly (amazon-cognito-identity-js revokes only tokens carrying `origin_jti`, which the local emulator's
 * lack). A failure is not fatal to logging out: the device forgets the tokens either way.
 */
async function revokeRefreshToken(refreshToken: string): Promise<void> {
  const config = await loadClientConfig();
  const endpoint = config.cognitoEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com/`;
  await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.RevokeToken',
    },
    body: JSON.stringify({ Token: refreshToken, ClientId: config.userPoolClientId }),
  }).catch(() => undefined);
}

/**
 * Logs out (the /login link of spec 1 §2): revokes the refresh token at Cognito, so a copy of it cannot sign
 * anyone in again, then forgets the tokens and the session id on this device.
 */
export async function signOut(): Promise<void> {
  storeSessionId(null);
  try {
    const pool = await loadPool();
    const refreshToken = (await currentSession().catch(() => null))?.getRefreshToken().getToken();
    if (refreshToken) await revokeRefreshToken(refreshToken);
    pool.getCurrentUser()?.signOut();
  } finally {
    sessionState.reset();
  }
}

/**
 * Signs this device in again after its password changed: the change signs every device out (the server
 * refuses tokens from before it), so the device that made it takes fresh tokens with the new password.
 */
export async function renewSignIn(newPassword: string): Promise<void> {
  const pool = await loadPool();
  const username = pool.getCurrentUser()?.getUsername();
  if (!username) throw new SignInError('unavailable');
  pool.getCurrentUser()?.signOut();
  await signIn(username, newPassword);
}

/** The access token (refreshed when needed) and session id every API call carries. */
export async function currentCredentials(): Promise<Credentials> {
  // A stored token still valid for a minute is used as is: Cognito (and its download) only for a refresh.
  const stored = storedAccessToken();
  if (stored) return { accessToken: stored, sessionId: storedSessionId() };
  const session = await currentSession().catch(() => null);
  return { accessToken: session?.getAccessToken().getJwtToken() ?? null, sessionId: storedSessionId() };
}
