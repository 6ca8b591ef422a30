/**
 * The authorization matrix: every contract, called as every demo role, as nobody, and as Other College's
 * users, gets exactly the answer its audience allows. New contracts join automatically because the matrix
 * iterates over `contracts`. Calls go through the local gateway (real JWT verification) with an empty body,
 * so an allowed caller is stopped by validation (400) or the use case (404/409), never by authorization,
 * and nothing is changed.
 */
import { audienceAllows, buildPath, contracts, pathParams, type Contract, type Role } from '@tessera/shared';
import { accessToken } from '../support/gateway';

interface Caller {
  label: string;
  email: string | null;
  organization: 'demo' | 'other' | 'provider' | null;
  roles: Role[] | null;
  token?: string;
  id?: string;
}

const callers: Caller[] = [
  { label: 'anonymous', email: null, organization: null, roles: null },
  { label: 'student', email: 'student@demo.test', organization: 'demo', roles: ['student'] },
  { label: 'faculty', email: 'faculty@demo.test', organization: 'demo', roles: ['faculty'] },
  { label: 'coordinator', email: 'coordinator@demo.test', organization: 'demo', roles: ['coordinator'] },
  { label: 'supervisor', email: 'supervisor@demo.test', organization: 'demo', roles: ['supervisor'] },
  { label: 'mentor', email: 'mentor@demo.test', organization: 'demo', roles: ['mentor'] },
  { label: 'peer assessor', email: 'peer@demo.test', organization: 'demo', roles: ['peer_assessor'] },
  { label: 'admin', email: 'admin@demo.test', organization: 'demo', roles: ['admin'] },
  { label: 'root admin', email: 'rootadmin@demo.test', organization: 'demo', roles: ['admin', 'root_admin'] },
  { label: 'support', email: 'support@demo.test', organization: 'demo', roles: ['support'] },
  { label: 'provider staff', email: 'staff@provider.test', organization: 'provider', roles: ['staff'] },
  { label: 'Other College admin', email: 'admin@other.test', organization: 'other', roles: ['admin'] },
  { label: 'Other College student', email: 'student@other.test', organization: 'other', roles: ['student'] },
];

const USER_PARAMS = new Set(['id', 'uid', 'user_id', 'userId']);
const api = () => process.env.TESSERA_API_URL as string;

async function call(contract: Contract, caller: Caller, userId: string): Promise<number> {
  const params = Object.fromEntries(
    pathParams(contract.path).map((p) => [p, USER_PARAMS.has(p) ? userId : 'matrix-probe']),
  );
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (caller.token) headers.authorization = `Bearer ${caller.token}`;
  const hasBody = contract.method !== 'GET' && contract.method !== 'DELETE';
  const res = await fetch(api() + buildPath(contract.path, params), {
    method: contract.method,
    headers,
    body: hasBody ? '{}' : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

beforeAll(async () => {
  for (const caller of callers) {
    if (!caller.email) continue;
    caller.token = await accessToken(caller.email);
    const me = await fetch(`${api()}/api/users/me`, { headers: { authorization: `Bearer ${caller.token}` } });
    expect(me.status).toBe(200);
    caller.id = ((await me.json()) as { id: string }).id;
  }
});

const cases = contracts.flatMap((contract) =>
  callers.map((caller) => [contract.id, caller.label, contract, caller] as const),
);

describe('authorization matrix: every contract × every caller', () => {
  it.each(cases)('%s as %s', async (_id, _label, contract, caller) => {
    const status = await call(contract, caller, caller.id ?? 'nobody');
    if (caller.roles === null && contract.audience !== 'public') {
      expect(status).toBe(401);
    } else if (!audienceAllows(contract.audience, caller.roles)) {
      expect(status).toBe(403);
    } else {
      expect([401, 403]).not.toContain(status);
      expect(status).toBeLessThan(500);
    }
  });
});

describe('another organisation’s users never learn that a Demo University user exists', () => {
  const outsiders = callers.filter((c) => c.organization === 'other');
  const userScoped = contracts.filter((c) => pathParams(c.path).some((p) => USER_PARAMS.has(p)) && c.method === 'GET');
  const cross = userScoped.flatMap((contract) =>
    outsiders.map((caller) => [contract.id, caller.label, contract, caller] as const),
  );

  it.each(cross)('%s as %s about a Demo University student is 404', async (_id, _label, contract, caller) => {
    const demoStudent = callers.find((c) => c.email === 'student@demo.test');
    const status = await call(contract, caller, demoStudent?.id as string);
    if (audienceAllows(contract.audience, caller.roles)) expect(status).toBe(404);
    else expect(status).toBe(403);
  });
});
