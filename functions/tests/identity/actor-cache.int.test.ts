import { startImpersonation } from '@tessera/shared';
import { onDynamoWrite } from '../../src/db/client';
import { dynamoActorStore, type ActorStore } from '../../src/lib/http/actor';
import { ActorCache } from '../../src/lib/http/actor-cache';
import { createOrganisation, createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';

/** The container's actor cache (ADR 0028 §7) hears the writes the API makes through the functions' client. */
describe('the actor cache and this container’s writes', () => {
  it('forgets a caller whose account the API writes (starting an impersonation), and reads them again', async () => {
    const org = await createOrganisation();
    const support = await createUser({ memberships: [[org.organizationId, ['support']]] });
    const student = await createUser({ firstName: 'Stu', memberships: [[org.organizationId, ['student']]] });
    const cache = new ActorCache();
    const stop = onDynamoWrite((keys) => cache.forgetWritten(keys));
    try {
      let loads = 0;
      const counted: ActorStore = {
        ...dynamoActorStore,
        load: (userId, hint) => {
          loads += 1;
          return dynamoActorStore.load(userId, hint);
        },
      };
      const reading = cache.reading(counted);
      expect((await reading.load(support.userId, org.organizationId))?.account.userId).toBe(support.userId);
      await reading.load(support.userId, org.organizationId);
      expect(loads).toBe(1);

      const started = await invoke(startImpersonation, {
        as: { sub: support.userId },
        body: { user_id: student.userId },
      });
      expect(started.status).toBe(201);

      const acting = await reading.load(support.userId, org.organizationId);
      expect(loads).toBe(2);
      expect(acting?.account.userId).toBe(student.userId);
    } finally {
      stop();
    }
  });
});
