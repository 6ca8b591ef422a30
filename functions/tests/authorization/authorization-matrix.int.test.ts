/**
 * The authorization matrix: every contract, called as every demo role, as nobody, and as Other College's
 * users, gets exactly the answer its audience allows. New contracts join automatically because the matrix
 * iterates over `contracts`. Calls go through the local gateway (real JWT verification) with an empty body,
 * so an allowed caller is stopped by validation (400) or the use case (404/409), never by authorization,
 * and nothing is changed.
 */
import {
  audienceAllows,
  buildPath,
  contracts,
  createTemplateTheme,
  listTemplateThemes,
  pathParams,
  updateTemplateTheme,
  type Contract,
  type Role,
} from '@tessera/shared';
import { DEMO_TEMPLATE_THEMES } from '../../src/seed/seed-templates';
import { fixture, upload } from '../attachments/support';
import { accessToken, callGateway } from '../support/gateway';

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

/**
 * Theme logos (issue 21, probe finding 1): a theme's logo is one of the caller's cropped logo uploads, named by
 * id. Every caller names files that are not that — another organisation's upload, another user's upload made
 * for something else, a storage key or a link — on create and on update: nobody but an administrator gets
 * past the audience, an administrator is refused on the field (400), and no theme changes.
 */
describe('theme logos: every caller × files that are not their logo', () => {
  const files = {} as { demoUpload: string; otherUpload: string; demoKey: string };
  const themes = [createTemplateTheme, updateTemplateTheme];

  beforeAll(async () => {
    const demo = await upload('student', 'matrix-probe.pdf', fixture('lesson-plan.pdf'));
    const other = await upload('otherStudent', 'matrix-probe.pdf', fixture('lesson-plan.pdf'));
    files.demoUpload = demo.admitted.body.id;
    files.otherUpload = other.admitted.body.id;
    files.demoKey = demo.signed.key;
  });

  /** The seeded theme's version as the caller reads it (1 where the caller cannot read it). */
  const seededVersion = async (token: string, themeId: string): Promise<number> => {
    const { status, text } = await callGateway(listTemplateThemes, token);
    if (status !== 200) return 1;
    const items = (JSON.parse(text) as { items: { id: string; version: number }[] }).items;
    return items.find((item) => item.id === themeId)?.version ?? 1;
  };

  const logos: [string, () => Record<string, unknown>][] = [
    ['another organisation’s upload id', () => ({ logo_id: files.otherUpload })],
    ['a Demo University student’s upload of another purpose', () => ({ logo_id: files.demoUpload })],
    ['a storage key as logo_url', () => ({ logo_url: files.demoKey })],
    ['a storage key as logo_id', () => ({ logo_id: files.demoKey })],
    ['a link as logo_url', () => ({ logo_url: `https://example.org/${files.demoKey}?X-Amz-Signature=0` })],
  ];
  const cases = themes.flatMap((contract) =>
    callers.flatMap((caller) =>
      logos.map(([logo, body]) => [contract.id, caller.label, logo, contract, caller, body] as const),
    ),
  );

  it.each(cases)('%s as %s naming %s', async (_id, _label, _logo, contract, caller, logo) => {
    const name = `Matrix logo ${caller.label}`;
    const themeProbe = {
      name,
      header_background_color: '#8B86CA',
      assignment_name_color: '#212121',
      title_color: '#4A4A4A',
      ...logo(),
    };
    const seeded = caller.organization === 'other' ? DEMO_TEMPLATE_THEMES.other : DEMO_TEMPLATE_THEMES.demo;
    const version = caller.token ? await seededVersion(caller.token, seeded) : 1;
    const request =
      contract === createTemplateTheme
        ? { body: themeProbe }
        : { path: { id: seeded }, body: { ...themeProbe, version } };
    const { status, text } = await callGateway(contract, caller.token ?? null, request);
    if (caller.roles === null) expect(status).toBe(401);
    else if (!audienceAllows(contract.audience, caller.roles)) expect(status).toBe(403);
    else {
      expect(status).toBe(400);
      expect(Object.keys((JSON.parse(text) as { fields: Record<string, string> }).fields)).toEqual([
        'logo_url' in themeProbe ? 'logo_url' : 'logo_id',
      ]);
    }
    if (caller.token) {
      const listed = await callGateway(listTemplateThemes, caller.token);
      expect(listed.text).not.toContain(name);
    }
  });
});
