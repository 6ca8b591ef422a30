import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { contracts } from '@tessera/shared';
import { startGateway, type Gateway } from '../src/gateway';
import { AccessTokenVerifier } from '../src/jwt';
import { RouteTable } from '../src/routes';

const DEMO_PASSWORD = 'Tessera-demo-1';
const cognitoEndpoint = () => process.env.COGNITO_ENDPOINT as string;
const issuer = () => `${cognitoEndpoint()}/${process.env.USER_POOL_ID}`;

async function signIn(email: string): Promise<{ accessToken: string; idToken: string }> {
  const client = new CognitoIdentityProviderClient({
    region: process.env.AWS_REGION,
    endpoint: cognitoEndpoint(),
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const result = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: process.env.USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD },
      }),
    );
    return {
      accessToken: result.AuthenticationResult?.AccessToken as string,
      idToken: result.AuthenticationResult?.IdToken as string,
    };
  } finally {
    client.destroy();
  }
}

interface Echo {
  context: string;
  event: APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** Sends a raw request (fetch cannot send a body with GET, nor report an early 413 reliably). */
function rawRequest(url: string, options: { method: string; headers?: Record<string, string>; body?: Buffer }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = request(url, { method: options.method, headers: options.headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        // The server may close the socket while a too-large upload is still being written; the response
        // already arrived in that case and was resolved above.
        if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
      });
      req.end(options.body);
    },
  );
}

describe('local gateway (echo handlers, the test cloud’s cognito-local as the JWT issuer)', () => {
  let gateway: Gateway;
  let webDist: string;
  let student: { accessToken: string; idToken: string };

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'tessera-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'app.js'), 'console.log("app");');
    gateway = await startGateway({
      port: 0,
      webDist,
      region: 'us-east-1',
      verifier: new AccessTokenVerifier({
        issuer: issuer(),
        jwksUrl: `${issuer()}/.well-known/jwks.json`,
        clientId: process.env.USER_POOL_CLIENT_ID as string,
      }),
      loadHandler: async (context) => async (event) => ({
        statusCode: 200,
        headers: { 'content-type': 'application/json', 'x-echo': 'yes' },
        body: JSON.stringify({ context, event }),
      }),
      log: () => undefined,
    });
    student = await signIn('student@demo.test');
  });

  afterAll(async () => {
    await gateway.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = async (path: string, token?: string) => {
    const res = await fetch(gateway.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
  };
  const echo = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(gateway.url + path, init);
    expect(res.status).toBe(200);
    return (await res.json()) as Echo;
  };
  const auth = () => ({ authorization: `Bearer ${student.accessToken}` });

  describe('routing from the contracts', () => {
    it('sends /api/users/me to its literal route, not to /api/users/{id} (most specific route wins)', async () => {
      const { context, event } = await echo('/api/users/me', { headers: auth() });
      expect(context).toBe('identity');
      expect(event.routeKey).toBe('GET /api/users/me');
      expect(event.pathParameters).toBeUndefined();
    });

    it('sends other user ids to the parameter route with decoded path parameters', async () => {
      const { event } = await echo('/api/users/user%20one', { headers: auth() });
      expect(event.routeKey).toBe('GET /api/users/{id}');
      expect(event.rawPath).toBe('/api/users/user%20one');
      expect(event.pathParameters).toEqual({ id: 'user one' });
    });

    it('orders literals before parameters whatever order the contracts are declared in', () => {
      const reversed = new RouteTable([...contracts].reverse());
      expect(reversed.match('GET', '/api/users/me')?.routeKey).toBe('GET /api/users/me');
      expect(reversed.match('GET', '/api/users/search')?.routeKey).toBe('GET /api/users/search');
      expect(reversed.match('GET', '/api/users/u1')?.routeKey).toBe('GET /api/users/{id}');
      expect(reversed.match('POST', '/users/u1/login')?.routeKey).toBe('POST /users/{id}/login');
    });

    it('answers an unknown /api route with a JSON 404 route_not_found', async () => {
      const res = await get('/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.type).toMatch(/application\/json/);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'route_not_found' });
    });

    it('answers a known path with a method it does not declare with a JSON 404', async () => {
      const res = await fetch(`${gateway.url}/api/health`, { method: 'DELETE' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'route_not_found' });
    });
  });

  describe('the JWT authorizer', () => {
    it('refuses an authenticated route without a token with 401', async () => {
      const res = await get('/api/users/me');
      expect(res.status).toBe(401);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'unauthorized', message: 'Unauthorized' });
    });

    it.each([
      ['a malformed token', () => 'not-a-jwt'],
      [
        'a token with a forged signature',
        () => `${student.accessToken.slice(0, student.accessToken.lastIndexOf('.'))}.AAAA`,
      ],
      ['an ID token instead of the access token', () => student.idToken],
    ])('refuses %s with 401', async (_label, token) => {
      expect((await get('/api/users/me', token())).status).toBe(401);
    });

    it('passes the verified access token’s claims as API Gateway does (strings, under authorizer.jwt.claims)', async () => {
      const { event } = await echo('/api/users/me', { headers: auth() });
      const claims = event.requestContext.authorizer.jwt.claims;
      expect(claims).toMatchObject({ token_use: 'access', client_id: process.env.USER_POOL_CLIENT_ID, iss: issuer() });
      expect(typeof claims.sub).toBe('string');
      expect(typeof claims.exp).toBe('string');
    });

    it('runs public routes without the authorizer (no claims, even with a token)', async () => {
      const { context, event } = await echo('/api/health', { headers: auth() });
      expect(context).toBe('system');
      expect(event.requestContext.authorizer).toBeUndefined();
    });
  });

  describe('the payload-2.0 event', () => {
    it('carries the route key, raw path and query, lower-cased headers, cookies and a JSON body', async () => {
      const { event } = await echo('/api/users/u1/language?a=1&a=2&b=x%20y', {
        method: 'PUT',
        headers: { ...auth(), 'Content-Type': 'application/json', 'X-Tessera-Session': 's1', cookie: 'k=v; m=n' },
        body: JSON.stringify({ default_language: 'es' }),
      });
      expect(event).toMatchObject({
        version: '2.0',
        routeKey: 'PUT /api/users/{id}/language',
        rawPath: '/api/users/u1/language',
        rawQueryString: 'a=1&a=2&b=x%20y',
        queryStringParameters: { a: '1,2', b: 'x y' },
        pathParameters: { id: 'u1' },
        cookies: ['k=v', 'm=n'],
        body: '{"default_language":"es"}',
        isBase64Encoded: false,
        requestContext: {
          http: { method: 'PUT', path: '/api/users/u1/language' },
          routeKey: 'PUT /api/users/{id}/language',
          stage: '$default',
        },
      });
      expect(event.headers).toMatchObject({ 'content-type': 'application/json', 'x-tessera-session': 's1' });
      expect(event.headers.cookie).toBeUndefined();
    });

    it('base64-encodes a binary body', async () => {
      const bytes = Buffer.from([0, 1, 2, 255]);
      const { event } = await echo('/api/users/u1/language', {
        method: 'PUT',
        headers: { ...auth(), 'content-type': 'application/octet-stream' },
        body: bytes,
      });
      expect(event.isBase64Encoded).toBe(true);
      expect(Buffer.from(event.body as string, 'base64')).toEqual(bytes);
    });

    it('writes the handler’s structured result (status, headers, body)', async () => {
      const res = await fetch(`${gateway.url}/api/health`);
      expect(res.headers.get('x-echo')).toBe('yes');
      expect(res.headers.get('apigw-requestid')).toBeTruthy();
    });
  });

  it('answers a 2 MB request body with a JSON 413 without reading it all', async () => {
    const res = await rawRequest(`${gateway.url}/api/users/u1/language`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/json' },
      body: Buffer.alloc(2 * 1024 * 1024, 'a'),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers a chunked upload that grows past 1 MB with 413', async () => {
    const res = await rawRequest(`${gateway.url}/api/users/u1/language`, {
      method: 'PUT',
      headers: { ...auth(), 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: Buffer.alloc(2 * 1024 * 1024, 'a'),
    });
    expect(res.status).toBe(413);
  });

  describe('the web app', () => {
    it('serves a built file with its content type', async () => {
      const res = await get('/assets/app.js');
      expect(res.status).toBe(200);
      expect(res.type).toMatch(/javascript/);
      expect(res.text).toContain('console.log');
    });

    it.each(['/', '/hierarchy/statement', '/website-admin/organizations?tab=2'])(
      'falls back to index.html for the SPA route %s',
      async (path) => {
        const res = await get(path);
        expect(res.status).toBe(200);
        expect(res.type).toMatch(/text\/html/);
        expect(res.text).toContain('<div id="root">');
      },
    );

    it('keeps paths that belong to a contract (POST /users/{id}/login) away from the web app', async () => {
      const res = await get('/users/u1/login');
      expect(res.status).toBe(404);
      expect(JSON.parse(res.text)).toMatchObject({ code: 'route_not_found' });
    });

    it('never serves a file outside the build directory', async () => {
      const res = await rawRequest(`${gateway.url}/..%2f..%2f..%2fetc%2fpasswd`, { method: 'GET' });
      expect(res.status).toBe(200);
      expect(res.body).toContain('<div id="root">');
    });
  });
});

describe('the local cloud (real handlers behind the gateway at TESSERA_API_URL)', () => {
  const api = () => process.env.TESSERA_API_URL as string;

  it('answers GET /api/health with 200 {"status":"ok"}', async () => {
    const res = await fetch(`${api()}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('signs a demo user in with USER_PASSWORD_AUTH and returns them from GET /api/users/me', async () => {
    // A new sign-in's first request makes it the user's latest (issue 21): a demo user no other suite calls as,
    // so the run's shared sign-ins of the others stay theirs (functions/tests/support/demo-sign-ins.ts).
    const { accessToken } = await signIn('student8@demo.test');
    const res = await fetch(`${api()}/api/users/me`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(res.status).toBe(200);
    const me = (await res.json()) as { email: string; roles: string[]; organization: { id: string } };
    expect(me.email).toBe('student8@demo.test');
    expect(me.roles).toContain('student');
    expect(me.organization.id).toBe('org_demo');
  });

  it('refuses GET /api/users/me without a token with 401', async () => {
    expect((await fetch(`${api()}/api/users/me`)).status).toBe(401);
  });

  it('publishes the client configuration of the local pool on GET /api/config', async () => {
    const res = await fetch(`${api()}/api/config`);
    expect(await res.json()).toMatchObject({
      userPoolId: process.env.USER_POOL_ID,
      userPoolClientId: process.env.USER_POOL_CLIENT_ID,
      cognitoEndpoint: process.env.COGNITO_ENDPOINT,
    });
  });
});
