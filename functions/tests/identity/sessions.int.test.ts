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

const write = (user: FixtureUser, as: { sub: string; tokenId: string; authTime: number }) =>
  invoke(updateLanguage, { as, path: { id: user.userId }, body: { default_language: 'en' } });

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

  it('makes any request of a newer sign-in register it: a device cannot keep the older one writing by never registering (issue 21)', async () => {
    const user = await student();
    const older = { sub: user.userId, tokenId: 'device-a', authTime: 1_800_000_000 };
    const newer = { sub: user.userId, tokenId: 'device-b', authTime: 1_800_000_060 };
    const newest = { sub: user.userId, tokenId: 'device-c', authTime: 1_800_000_120 };
    expect((await invoke(startSession, { as: older })).status).toBe(201);
    // The newer device writes without ever calling POST /api/sessions: from then on it is the latest sign-in.
    expect((await write(user, newer)).status).toBe(200);
    expect(await write(user, older)).toEqual(superseded);
    // A read is enough too.
    expect((await invoke(getCurrentUser, { as: newest })).status).toBe(200);
    expect(await write(user, newer)).toEqual(superseded);
    expect((await write(user, newest)).status).toBe(200);
    // Registering afterwards names the session the first request made.
    const registered = await invoke<{ session_id: string }>(startSession, { as: newest });
    expect(registered.status).toBe(201);
    expect((await invoke<{ session_id: string }>(startSession, { as: newest })).body).toEqual(registered.body);
  });

  it('orders two sign-ins of the same second by registration, once each: the replaced one cannot take the session back (issue 21)', async () => {
    const user = await student();
    const first = { sub: user.userId, tokenId: 'device-a', authTime: 1_800_000_000 };
    const second = { sub: user.userId, tokenId: 'device-b', authTime: 1_800_000_000 };
    expect((await invoke(startSession, { as: first })).status).toBe(201);
    const registered = await invoke<{ session_id: string }>(startSession, { as: second });
    expect(registered.status).toBe(201);
    // Tokens are stamped to the second: the first cannot be told older, but it registered before and was replaced.
    expect(await invoke(startSession, { as: first })).toEqual(superseded);
    expect(await write(user, first)).toEqual(superseded);
    expect((await invoke(getCurrentUser, { as: first })).status).toBe(200);
    expect(await write(user, first)).toEqual(superseded);
    expect((await write(user, second)).status).toBe(200);
    expect(await invoke(startSession, { as: second })).toEqual({ status: 201, body: registered.body });
    // A third sign-in of that second, by its first request, replaces the second; neither comes back.
    const third = { sub: user.userId, tokenId: 'device-c', authTime: 1_800_000_000 };
    expect((await write(user, third)).status).toBe(200);
    expect(await write(user, second)).toEqual(superseded);
    expect(await invoke(startSession, { as: second })).toEqual(superseded);
    expect(await write(user, first)).toEqual(superseded);
  });

  it('registers two sign-ins of one second arriving together one after the other, never back and forth', async () => {
    const user = await student();
    const devices = ['device-a', 'device-b'].map((tokenId) => ({ sub: user.userId, tokenId, authTime: 1_800_000_000 }));
    await Promise.all(devices.map((device) => invoke(getCurrentUser, { as: device })));
    const statuses = await Promise.all(devices.map(async (device) => (await write(user, device)).status));
    // One of them holds the session; the other was replaced and stays so.
    expect([...statuses].sort()).toEqual([200, 409]);
    for (const device of devices) expect((await write(user, device)).status).toBe(statuses[devices.indexOf(device)]);
  });

  it('registers a newer sign-in once when its first requests arrive together, and none of them is refused', async () => {
    const user = await student();
    const older = { sub: user.userId, tokenId: 'device-a', authTime: 1_800_000_000 };
    const newer = { sub: user.userId, tokenId: 'device-b', authTime: 1_800_000_060 };
    await invoke(startSession, { as: older });
    const answers = await Promise.all([
      invoke<{ session_id: string }>(startSession, { as: newer }),
      write(user, newer),
      invoke(getCurrentUser, { as: newer }),
      write(user, newer),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 200, 200, 200]);
    expect(await write(user, older)).toEqual(superseded);
    expect((await invoke(startSession, { as: newer })).body).toEqual(answers[0].body);
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
