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
