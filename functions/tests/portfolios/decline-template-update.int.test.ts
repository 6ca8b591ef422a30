import { declineTemplateUpdate } from '@tessera/shared';
import { createOrganisation, createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

describe('portfolios.declineTemplateUpdate (POST /api/users/{id}/portfolios/{portfolioId}/template-update/decline)', () => {
  it("answers its audience ('admin' of the caller's organisation)", async () => {
    const organisation = await createOrganisation();
    const user = await createUser({ memberships: [[organisation.organizationId, ['admin']]] });
    const { status } = await invoke(declineTemplateUpdate, {
      as: { sub: user.userId },
      path: { id: 'an-id', portfolioId: 'an-id' },
      body: {},
    });
    expect(status).toBe(201);
  });

  it.todo("answers 404 for another organisation's portfolios");
});
