import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { buildPath, type Contract } from '@tessera/shared';
import { demoAccessToken } from './demo-sign-ins';

/**
 * Calls through the local gateway, as a browser would: a real Cognito access token (cognito-local,
 * USER_PASSWORD_AUTH), the JWT check, the route table from the contracts, the Lambda handlers.
 */
export const DEMO_PASSWORD = 'Tessera-demo-1';
const api = () => process.env.TESSERA_API_URL as string;

/** A demo user's access token is the run's shared sign-in (demo-sign-ins.ts); anyone else signs in here. */
export async function accessToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const shared = password === DEMO_PASSWORD ? demoAccessToken(email) : undefined;
  if (shared) return shared;
  const cognito = new CognitoIdentityProviderClient({
    region: process.env.AWS_REGION,
    endpoint: process.env.COGNITO_ENDPOINT,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const auth = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: process.env.USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = auth.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`no access token for ${email}`);
  return token;
}

export interface GatewayRequest {
  path?: Record<string, string>;
  query?: Record<string, string>;
  /** Sent as JSON; a string is sent as it is. */
  body?: unknown;
}

export async function callGateway(
  contract: Contract,
  token: string | null,
  request: GatewayRequest = {},
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  const hasBody = contract.method !== 'GET' && request.body !== undefined;
  const res = await fetch(api() + buildPath(contract.path, request.path ?? {}) + query, {
    method: contract.method,
    headers,
    ...(hasBody ? { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) } : {}),
  });
  return { status: res.status, text: await res.text() };
}
