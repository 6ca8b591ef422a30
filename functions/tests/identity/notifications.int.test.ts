import { listNotifications } from '@tessera/shared';
import { putNotification } from '../../src/db/identity/notifications';
import { WELCOME_NOTIFICATION_ID } from '../../src/seed/seed-demo';
import { createOrganisation, createUser, demoUserId } from '../support/fixtures';
import { invoke } from '../support/invoke';

interface Listed {
  notifications: { id: string; text: string; link: string | null; created_at: string; read: boolean }[];
}

describe('GET /api/users/{id}/notifications', () => {
  it('shows the demo student their welcome notification', async () => {
    const student = await demoUserId('student');
    const { status, body } = await invoke<Listed>(listNotifications, {
      as: { sub: student },
      path: { id: student },
    });
    expect(status).toBe(200);
    expect(body.notifications).toContainEqual(
      expect.objectContaining({
        id: WELCOME_NOTIFICATION_ID,
        text: 'Welcome to Demo University, Sam!',
        link: null,
        read: false,
      }),
    );
  });

  it('lists only the user’s own notifications in the current organisation, newest first, in their language', async () => {
    const org = await createOrganisation({ name: 'Colegio' });
    const other = await createOrganisation();
    const user = await createUser({
      firstName: 'Lucía',
      locale: 'es',
      memberships: [[org.organizationId, ['student']]],
    });
    const neighbour = await createUser({ memberships: [[org.organizationId, ['student']]] });
    const older = await putNotification(
      {
        organizationId: org.organizationId,
        userId: user.userId,
        messageKey: 'identity.notification.welcome',
        params: { name: 'Lucía', organization: 'Colegio' },
      },
      new Date('2026-01-01T00:00:00Z'),
    );
    const newer = await putNotification(
      {
        organizationId: org.organizationId,
        userId: user.userId,
        messageKey: 'identity.password.changed',
        link: '/profile',
      },
      new Date('2026-02-01T00:00:00Z'),
    );
    await putNotification({
      organizationId: org.organizationId,
      userId: neighbour.userId,
      messageKey: 'identity.password.changed',
    });
    await putNotification({
      organizationId: other.organizationId,
      userId: user.userId,
      messageKey: 'identity.password.changed',
    });

    const { body } = await invoke<Listed>(listNotifications, {
      as: { sub: user.userId },
      path: { id: user.userId },
    });
    expect(body.notifications).toEqual([
      {
        id: newer,
        text: 'Su contraseña ha sido cambiada.',
        link: '/profile',
        created_at: '2026-02-01T00:00:00.000Z',
        read: false,
      },
      {
        id: older,
        text: '¡Bienvenido/a a Colegio, Lucía!',
        link: null,
        created_at: '2026-01-01T00:00:00.000Z',
        read: false,
      },
    ]);
  });

  it('answers 404 for someone else’s notifications', async () => {
    const answer = await invoke(listNotifications, {
      as: { sub: await demoUserId('support') },
      path: { id: await demoUserId('student') },
    });
    expect(answer.status).toBe(404);
  });
});
