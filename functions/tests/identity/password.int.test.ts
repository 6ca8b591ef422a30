import { jest } from '@jest/globals';
import { changePassword, getCurrentUser } from '@tessera/shared';
import { createOrganisation, createUser, demoUserId, signIn, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

const PASSWORD = 'Original-pass-1';

/** Everything but Date stays real: the SDK's and the handlers' timers and I/O run as they do. */
const EVERY_TIMER = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** A Cognito access token's claims (its payload, already checked by whoever issued it to the test). */
function claimsOf(token: string): { jti: string; auth_time: number } {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { jti: string; auth_time: number };
}
const authTimeOf = (token: string) => claimsOf(token).auth_time;
const tokenIdOf = (token: string) => claimsOf(token).jti;

describe('PUT /api/users/{id}/password (spec 1 §5)', () => {
  let user: FixtureUser;
  let token: string;

  beforeAll(async () => {
    const org = await createOrganisation();
    user = await createUser({ memberships: [[org.organizationId, ['student']]], withLogin: { password: PASSWORD } });
    token = await signIn(user.email, PASSWORD);
  });

  const change = (body: Record<string, string>, sub = user.userId, id = user.userId) =>
    invoke(changePassword, {
      as: { sub },
      path: { id },
      body,
      headers: { authorization: `Bearer ${token}` },
    });

  it.each([
    [
      { old_password: ' ', new_password: 'Abcdefg1', confirm_password: 'Abcdefg1' },
      { old_password: 'Please enter your current password.' },
    ],
    [
      { old_password: PASSWORD, new_password: 'Abc 1', confirm_password: 'Abc 1' },
      { new_password: 'Password must be at least 8 characters.' },
    ],
    [
      { old_password: PASSWORD, new_password: 'abcdefgh', confirm_password: 'abcdefgh' },
      { new_password: 'Password is too weak. Use upper and lower case letters and a digit.' },
    ],
    [
      { old_password: PASSWORD, new_password: 'Abcdefg1', confirm_password: 'Abcdefg2' },
      { confirm_password: 'Passwords do not match.' },
    ],
  ])('refuses %j with field errors %j', async (body, fields) => {
    const answer = await change(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'system.invalid_request', fields });
  });

  it('reports a wrong current password on old_password', async () => {
    const answer = await change({
      old_password: 'Not-the-pass-1',
      new_password: 'Abcdefg1',
      confirm_password: 'Abcdefg1',
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        code: 'identity.password.old_wrong',
        message: 'Your current password is incorrect.',
        fields: { old_password: 'Your current password is incorrect.' },
      },
    });
  });

  it('answers 404 for someone else’s password', async () => {
    const answer = await change(
      { old_password: PASSWORD, new_password: 'Abcdefg1', confirm_password: 'Abcdefg1' },
      user.userId,
      await demoUserId('student'),
    );
    expect(answer.status).toBe(404);
  });

  it('signs every device out: tokens from before the change get 401, a new sign-in works', async () => {
    const password = 'Before-change-1';
    const org = await createOrganisation();
    const changer = await createUser({ memberships: [[org.organizationId, ['student']]], withLogin: { password } });
    const api = process.env.TESSERA_API_URL as string;
    const me = (token: string) => fetch(`${api}/api/users/me`, { headers: { authorization: `Bearer ${token}` } });
    const otherDevice = await signIn(changer.email, password);
    const thisDevice = await signIn(changer.email, password);
    expect((await me(otherDevice)).status).toBe(200);
    // Tokens carry auth_time in whole seconds and the change refuses those from before its own second. Rather
    // than wait for the clock to tick, the change runs here with the clock set to the second after the later
    // sign-in; the devices' real tokens then go through the gateway as before.
    const signedIn = Math.max(authTimeOf(otherDevice), authTimeOf(thisDevice));
    const changedAt = signedIn + 1;
    jest.useFakeTimers({ now: changedAt * 1000, doNotFake: [...EVERY_TIMER] });
    let changed;
    try {
      changed = await invoke(changePassword, {
        as: { sub: changer.userId, tokenId: tokenIdOf(thisDevice), authTime: authTimeOf(thisDevice) },
        path: { id: changer.userId },
        body: { old_password: password, new_password: 'After-change-2', confirm_password: 'After-change-2' },
      });
    } finally {
      jest.useRealTimers();
    }
    expect(changed.status).toBe(200);
    const refused = await me(otherDevice);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'identity.session_revoked' });
    expect((await me(thisDevice)).status).toBe(401);
    // The new password signs in, and a sign-in from the very second of the change is already admitted.
    const fresh = await signIn(changer.email, 'After-change-2');
    const after = await invoke(getCurrentUser, {
      as: { sub: changer.userId, tokenId: tokenIdOf(fresh), authTime: changedAt },
    });
    expect(after.status).toBe(200);
  });

  it('changes the password: the new one signs in, the old one no longer does', async () => {
    const answer = await change({
      old_password: PASSWORD,
      new_password: 'Changed-pass-2',
      confirm_password: 'Changed-pass-2',
    });
    expect(answer).toEqual({ status: 200, body: { message: 'Your password has been changed.' } });
    await expect(signIn(user.email, 'Changed-pass-2')).resolves.toEqual(expect.any(String));
    await expect(signIn(user.email, PASSWORD)).rejects.toThrow();
  });
});
