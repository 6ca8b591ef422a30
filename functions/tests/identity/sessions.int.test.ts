import { getCurrentUser, startSession, updateLanguage } from '@tessera/shared';
import { createOrganisation, createUser, signIn, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

const superseded = {
  status: 409,
  body: {
    code: 'session_superseded',
    message:
      'You have logged in on another device. Saving has been disabled on this device. Please logout and sign in again.',
    fields: {},
  },
};

async function student(options: { withLogin?: { password: string } } = {}): Promise<FixtureUser> {
  const org = await createOrganisation();
  return createUser({ memberships: [[org.organizationId, ['student']]], ...options });
}

describe('sessions and the another-device rule (spec 1 §8): the sign-in is the token’s', () => {
  it('lets only the latest sign-in write, with or without any session header; reads are not checked', async () => {
    const user = await student();
    const older = { sub: user.userId, tokenId: 'device-a', authTime: 1_800_000_000 };
    const newer = { sub: user.userId, tokenId: 'device-b', authTime: 1_800_000_060 };
    const first = await invoke<{ session_id: string }>(startSession, { as: older });
    const second = await invoke<{ session_id: string }>(startSession, { as: newer });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.session_id).not.toBe(first.body.session_id);

    const write = (as: typeof older, headers: Record<string, string> = {}) =>
      invoke(updateLanguage, { as, path: { id: user.userId }, body: { default_language: 'en' }, headers });
    expect(await write(older)).toEqual(superseded);
    expect(await write(older, { 'x-tessera-session': second.body.session_id })).toEqual(superseded);
    expect((await write(newer)).status).toBe(200);
    expect((await invoke(getCurrentUser, { as: older })).status).toBe(200);
  });

  it('refuses an older sign-in that tries to register again, so it cannot lock the newer device out', async () => {
    const user = await student();
    const older = { sub: user.userId, tokenId: 'device-a', authTime: 1_800_000_000 };
    const newer = { sub: user.userId, tokenId: 'device-b', authTime: 1_800_000_060 };
    await invoke(startSession, { as: older });
    await invoke(startSession, { as: newer });
    expect(await invoke(startSession, { as: older })).toEqual(superseded);
    const stillNewer = await invoke(updateLanguage, {
      as: newer,
      path: { id: user.userId },
      body: { default_language: 'es' },
    });
    expect(stillNewer.status).toBe(200);
  });

  it('gives a sign-in that registers twice the same session', async () => {
    const user = await student();
    const device = { sub: user.userId, tokenId: 'device-a', authTime: 1_800_000_000 };
    const first = await invoke<{ session_id: string }>(startSession, { as: device });
    const again = await invoke<{ session_id: string }>(startSession, { as: device });
    expect(again).toEqual({ status: 201, body: { session_id: first.body.session_id } });
  });

  it('holds with real Cognito tokens through the gateway: the first device’s writes are refused after a second sign-in', async () => {
    const password = 'Session-pass-1';
    const user = await student({ withLogin: { password } });
    const api = process.env.TESSERA_API_URL as string;
    const call = (token: string, method: string, path: string, body?: unknown) =>
      fetch(`${api}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const first = await signIn(user.email, password);
    expect((await call(first, 'POST', '/api/sessions')).status).toBe(201);
    const second = await signIn(user.email, password);
    expect((await call(second, 'POST', '/api/sessions')).status).toBe(201);
    const language = (token: string) =>
      call(token, 'PUT', `/api/users/${user.userId}/language`, { default_language: 'en' });
    const refused = await language(first);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'session_superseded' });
    expect((await language(second)).status).toBe(200);
    // Both sign-ins may share one second of auth_time; ordering them then is left to the in-process tests.
  });
});
