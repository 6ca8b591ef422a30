import { getCurrentUser, searchUsers, updateLanguage } from '@tessera/shared';
import { createOrganisation, createUser, demoUserId } from '../support/fixtures';
import { invoke } from '../support/invoke';

describe('PUT /api/users/{id}/language', () => {
  it('sets the language, after which the user is answered in it', async () => {
    const org = await createOrganisation();
    const user = await createUser({ memberships: [[org.organizationId, ['student']]] });
    const answer = await invoke(updateLanguage, {
      as: { sub: user.userId },
      path: { id: user.userId },
      body: { default_language: 'es' },
    });
    expect(answer).toEqual({ status: 200, body: { locale: 'es' } });
    expect((await invoke(getCurrentUser, { as: { sub: user.userId } })).body).toMatchObject({ locale: 'es' });
    const refused = await invoke(searchUsers, { as: { sub: user.userId } });
    expect(refused.body).toEqual({
      code: 'identity.forbidden',
      message: 'No tiene permiso para hacer esto.',
      fields: {},
    });
  });

  it('refuses a language other than en and es with a field error', async () => {
    const student = await demoUserId('student');
    const answer = await invoke(updateLanguage, {
      as: { sub: student },
      path: { id: student },
      body: { default_language: 'fr' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { default_language: 'Please choose one of the options.' } });
  });

  it('refuses a body over 1 MB with 413 and malformed JSON with 400, before anything is written', async () => {
    const student = await demoUserId('student');
    const tooLarge = await invoke(updateLanguage, {
      as: { sub: student },
      path: { id: student },
      rawBody: JSON.stringify({ default_language: 'es', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(tooLarge).toEqual({
      status: 413,
      body: { code: 'system.too_large', message: 'The request is too large (1 MB at most).', fields: {} },
    });
    const malformed = await invoke(updateLanguage, {
      as: { sub: student },
      path: { id: student },
      rawBody: '{"default_language":',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: 'system.invalid_json' });
    expect((await invoke(getCurrentUser, { as: { sub: student } })).body).toMatchObject({ locale: 'en' });
  });

  it('answers 404 for someone else’s language', async () => {
    const answer = await invoke(updateLanguage, {
      as: { sub: await demoUserId('admin') },
      path: { id: await demoUserId('student') },
      body: { default_language: 'es' },
    });
    expect(answer.status).toBe(404);
  });
});
