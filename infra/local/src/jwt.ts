import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

/**
 * The JWT authorizer API Gateway runs for authenticated routes (issuer = the user pool, audience = the web
 * client), done with `jose` against the local pool's JWKS: RS256 signature, `iss`, `exp`/`nbf`, an ACCESS
 * token (`token_use`), issued to our client (`client_id`, which Cognito access tokens carry instead of `aud`).
 */
export class AccessTokenVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly options: { issuer: string; jwksUrl: string; clientId: string }) {
    this.jwks = createRemoteJWKSet(new URL(options.jwksUrl));
  }

  /** The verified claims, or null for a token the authorizer rejects. */
  async verify(token: string): Promise<JWTPayload | null> {
    try {
      const { payload } = await jwtVerify(token, this.jwks, { issuer: this.options.issuer, algorithms: ['RS256'] });
      if (payload.token_use !== 'access') return null;
      const audience = payload.client_id ?? payload.aud;
      const audiences = Array.isArray(audience) ? audience : [audience];
      if (!audiences.includes(this.options.clientId)) return null;
      return payload;
    } catch {
      return null;
    }
  }
}

/**
 * Claims as API Gateway HTTP APIs hand them to Lambda: every value a string, arrays as `[a b]`
 * (`"cognito:groups": "[admin root_admin]"`, `"exp": "1700000000"`), so local code parses what AWS sends.
 */
export function apiGatewayClaims(payload: JWTPayload): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) out[name] = `[${value.join(' ')}]`;
    else if (typeof value === 'object') out[name] = JSON.stringify(value);
    else out[name] = String(value);
  }
  return out;
}
