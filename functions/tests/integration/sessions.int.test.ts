import { createOrganisation, createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

describe('sessions and the another-device rule (brief; spec 1 §8)', () => {
  it('lets only the latest session write; reads and header-less requests are not checked', async () => {
    const org = await createOrganisation();
    const user = await createUser({ memberships: [[org.organizationId, ['student']]] });
    const first = await invoke<{ session_id: string }>('POST /api/sessions', { sub: user.userId });
    expect(first.status).toBe(201);
    const second = await invoke<{ session_id: string }>('POST /api/sessions', {
      sub: user.userId,
      headers: { 'x-tessera-session': first.body.session_id },
    });
    expect(second.status).toBe(201);
    expect(second.body.session_id).not.toBe(first.body.session_id);

    const write = (headers: Record<string, string>) =>
      invoke('PUT /api/users/{id}/language', {
        sub: user.userId,
        pathParameters: { id: user.userId },
        body: { default_language: 'en' },
        headers,
      });

    expect(await write({ 'x-tessera-session': first.body.session_id })).toEqual({
      status: 409,
      body: {
        code: 'session_superseded',
        message:
          'You have logged in on another device. Saving has been disabled on this device. Please logout and sign in again.',
        fields: {},
      },
    });
    expect((await write({ 'x-tessera-session': second.body.session_id })).status).toBe(200);
    expect((await write({})).status).toBe(200);
    const read = await invoke('GET /api/users/me', {
      sub: user.userId,
      headers: { 'x-tessera-session': first.body.session_id },
    });
    expect(read.status).toBe(200);
  });
});
