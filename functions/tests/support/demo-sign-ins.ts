import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { DEMO_PASSWORD, DEMO_USERS } from '../../src/seed/seed-demo';

/**
 * One sign-in per demo user for a whole test run, shared by every worker (issue 21). A sign-in's first request
 * registers it, and from then on every other sign-in of that user is superseded (spec 1 §8), so the suites
 * that call through the gateway with real Cognito tokens and the in-process calls of the same demo users must
 * be the same sign-in, as one person's browser is. The integration setup signs each demo user in once
 * (cognito-local, USER_PASSWORD_AUTH) and hands the access tokens to the workers in TESSERA_TEST_SIGN_INS;
 * the gateway support uses the token, the in-process events carry its sign-in (jti, auth_time).
 */
const VARIABLE = 'TESSERA_TEST_SIGN_INS';

export async function signInDemoUsers(cognito: { endpoint: string; region: string; clientId: string }): Promise<void> {
  const client = new CognitoIdentityProviderClient({
    region: cognito.region,
    endpoint: cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const tokens: Record<string, string> = {};
  for (const { email } of Object.values(DEMO_USERS)) {
    const answer = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: cognito.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
      }),
    );
    const token = answer.AuthenticationResult?.AccessToken;
    if (token) tokens[email] = token;
  }
  process.env[VARIABLE] = JSON.stringify(tokens);
}

let shared: { byEmail: Map<string, string>; bySub: Map<string, { tokenId: string; authTime: number }> } | null = null;

function sharedSignIns() {
  if (shared) return shared;
  const tokens = JSON.parse(process.env[VARIABLE] ?? '{}') as Record<string, string>;
  const bySub = new Map<string, { tokenId: string; authTime: number }>();
  for (const token of Object.values(tokens)) {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      sub: string;
      jti: string;
      origin_jti?: string;
      auth_time: number;
    };
    bySub.set(claims.sub, { tokenId: claims.origin_jti ?? claims.jti, authTime: claims.auth_time });
  }
  shared = { byEmail: new Map(Object.entries(tokens)), bySub };
  return shared;
}

/** The run's access token of a demo user (undefined for anyone else, or outside the integration setup). */
export const demoAccessToken = (email: string): string | undefined => sharedSignIns().byEmail.get(email);

/** The sign-in behind that token, by user id: what an in-process call of the demo user carries by default. */
export const demoSignIn = (sub: string): { tokenId: string; authTime: number } | undefined =>
  sharedSignIns().bySub.get(sub);
