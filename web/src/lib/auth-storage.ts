/**
 * What this browser remembers about the sign-in, readable without loading Cognito: the session id of
 * POST /api/sessions (sent as X-Tessera-Session) and whether Cognito holds a user at all.
 */
const SESSION_KEY = 'tessera.session_id';

export function storedSessionId(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

export function storeSessionId(id: string | null): void {
  try {
    if (id) localStorage.setItem(SESSION_KEY, id);
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    /* storage unavailable: the session header is then simply not sent */
  }
}

/**
 * Whether this browser holds a Cognito sign-in at all (the library's LastAuthUser key), checked without
 * loading the library, so anonymous visitors of the sign-in page never download it up front.
 */
export function hasStoredSignIn(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key && key.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/** Seconds of validity an access token read from storage must still have to be used without refreshing. */
const TOKEN_MARGIN_S = 60;

/** A JWT's `exp` (seconds), or null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/**
 * The access token Cognito stored for the last signed-in user, when it is still valid for at least a minute:
 * most signed-in pages can call the API without downloading the Cognito library, which is then loaded only to
 * refresh an expiring token (lib/auth). Null when there is none or it is about to expire.
 */
export function storedAccessToken(now = Date.now()): string | null {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key || !key.startsWith('CognitoIdentityServiceProvider.') || !key.endsWith('.LastAuthUser')) continue;
      const user = localStorage.getItem(key);
      if (!user) continue;
      const token = localStorage.getItem(`${key.slice(0, -'.LastAuthUser'.length)}.${user}.accessToken`);
      const expiry = token ? tokenExpiry(token) : null;
      if (token && expiry !== null && expiry - TOKEN_MARGIN_S > now / 1000) return token;
    }
  } catch {
    return null;
  }
  return null;
}
