import { acceptTemplateUpdate } from '@tessera/shared';
import { createOrganisation, createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

describe('portfolios.acceptTemplateUpdate (POST /api/users/{id}/portfolios/{portfolioId}/template-update/accept)', () => {
  it("answers its audience ('admin' of the caller's organisation)", async () => {
    const organisation = await createOrganisation();
    const user = await createUser({ memberships: [[organisation.organizationId, ['admin']]] });
    const { status } = await invoke(acceptTemplateUpdate, {
      as: { sub: user.userId },
      path: { id: 'an-id', portfolioId: 'an-id' },
      body: {},
    });
    expect(status).toBe(201);
  });

  it.todo("answers 404 for another organisation's portfolios");
});
