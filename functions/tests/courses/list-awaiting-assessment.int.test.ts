import { listAwaitingAssessment } from '@tessera/shared';
import { createOrganisation, createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

describe('courses.listAwaitingAssessment (GET /api/groups/{id}/awaiting-assessment)', () => {
  it("answers its audience ('admin' of the caller's organisation)", async () => {
    const organisation = await createOrganisation();
    const user = await createUser({ memberships: [[organisation.organizationId, ['admin']]] });
    const { status } = await invoke(listAwaitingAssessment, { as: { sub: user.userId }, path: { id: 'an-id' } });
    expect(status).toBe(200);
  });

  it.todo("answers 404 for another organisation's courses");
});
