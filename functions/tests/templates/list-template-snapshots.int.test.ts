import { listTemplateSnapshots } from '@tessera/shared';
import { createOrganisation, createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

describe('templates.listTemplateSnapshots (GET /api/templates/{id}/snapshots)', () => {
  it("answers its audience ('admin' of the caller's organisation)", async () => {
    const organisation = await createOrganisation();
    const user = await createUser({ memberships: [[organisation.organizationId, ['admin']]] });
    const { status } = await invoke(listTemplateSnapshots, { as: { sub: user.userId }, path: { id: 'an-id' } });
    expect(status).toBe(200);
  });

  it.todo("answers 404 for another organisation's templates");
});
