import { changePassword, getCurrentUser } from '@tessera/shared';
import { getAccount } from '../../src/db/identity/accounts';
import { createOrganisation, createUser, demoUserId, signIn, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

const PASSWORD = 'Original-pass-1';

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
    const changed = await fetch(`${api}/api/users/${changer.userId}/password`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${thisDevice}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        old_password: password,
        new_password: 'After-change-2',
        confirm_password: 'After-change-2',
      }),
    });
    expect(changed.status).toBe(200);
    const refused = await me(otherDevice);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'identity.session_revoked' });
    expect((await me(thisDevice)).status).toBe(401);
    expect((await me(await signIn(changer.email, 'After-change-2'))).status).toBe(200);
  });

  it('refuses a token of the change’s own second, and answers only once a sign-in would be stamped later (issue 21)', async () => {
    const password = 'Same-second-1';
    const org = await createOrganisation();
    const changer = await createUser({ memberships: [[org.organizationId, ['student']]], withLogin: { password } });
    const read = (authTime: number) =>
      invoke(getCurrentUser, { as: { sub: changer.userId, tokenId: `token-${authTime}`, authTime } });
    // Tokens are stamped in whole seconds (auth_time): one stamped with the second the change starts in may have
    // been issued before it, so it must not survive it.
    const startSecond = Math.floor(Date.now() / 1000);
    const changed = await invoke(changePassword, {
      as: { sub: changer.userId, tokenId: 'changer', authTime: startSecond - 60 },
      path: { id: changer.userId },
      body: { old_password: password, new_password: 'Same-second-2', confirm_password: 'Same-second-2' },
    });
    expect(changed.status).toBe(200);
    const answeredAt = Date.now();
    const cutOff = (await getAccount(changer.userId))?.tokensNotBefore as number;
    expect(cutOff).toBeGreaterThan(startSecond);
    for (const authTime of [startSecond - 1, startSecond, cutOff - 1]) {
      expect(await read(authTime)).toMatchObject({ status: 401, body: { code: 'identity.session_revoked' } });
    }
    // The answer waited for the cut-off's second: whatever signs in after it is stamped then or later, and works.
    expect(answeredAt).toBeGreaterThanOrEqual(cutOff * 1000);
    expect((await read(cutOff)).status).toBe(200);
    expect((await read(Math.floor(answeredAt / 1000))).status).toBe(200);
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
