import { listNotifications, markNotificationRead } from '@tessera/shared';
import { getNotification, putNotification } from '../../src/db/identity/notifications';
import { putItem } from '../../src/db/items';
import { notificationEntity } from '../../src/db/identity/entities/notification';
import { OTHER_WELCOME_NOTIFICATION_ID, WELCOME_NOTIFICATION_ID } from '../../src/seed/seed-demo';
import { createOrganisation, createUser, demoUserId, type FixtureUser } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';

interface Notification {
  id: string;
  text: string;
  link: string;
  created_at: string;
  read: boolean;
}
interface Listed {
  notifications: Notification[];
}

const list = (user: FixtureUser | string) => {
  const id = typeof user === 'string' ? user : user.userId;
  return invoke<Listed>(listNotifications, { as: { sub: id }, path: { id } });
};
const open = (user: FixtureUser | string, notificationId: string, pathUser?: string) => {
  const id = typeof user === 'string' ? user : user.userId;
  return invoke<Notification>(markNotificationRead, {
    as: { sub: id },
    path: { id: pathUser ?? id, notificationId },
  });
};
/** The web's badge: the notifications of the list not read yet. */
const badge = (listed: Listed) => listed.notifications.filter((n) => !n.read).length;

describe('GET /api/users/{id}/notifications', () => {
  it('shows each demo organisation’s student their welcome notification, linking to their home', async () => {
    const student = await demoUserId('student');
    const { status, body } = await list(student);
    expect(status).toBe(200);
    expect(body.notifications).toContainEqual(
      expect.objectContaining({
        id: WELCOME_NOTIFICATION_ID,
        text: 'Welcome to Demo University, Sam!',
        link: '/via/inprogress',
      }),
    );
    const other = await list(await demoUserId('otherStudent'));
    expect(other.body.notifications).toContainEqual(
      expect.objectContaining({
        id: OTHER_WELCOME_NOTIFICATION_ID,
        text: 'Welcome to Other College, Oscar!',
        link: '/via/inprogress',
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
        link: '/via/inprogress',
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
      link: '/profile',
    });
    await putNotification({
      organizationId: other.organizationId,
      userId: user.userId,
      messageKey: 'identity.password.changed',
      link: '/profile',
    });

    const { body } = await list(user);
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
        link: '/via/inprogress',
        created_at: '2026-01-01T00:00:00.000Z',
        read: false,
      },
    ]);
  });

  it('links a notification stored without a link (written before every one had one) to the reader’s home', async () => {
    const org = await createOrganisation();
    const admin = await createUser({ memberships: [[org.organizationId, ['admin']]] });
    await putItem(notificationEntity, {
      organizationId: org.organizationId,
      userId: admin.userId,
      notificationId: '01LEGACY',
      messageKey: 'identity.password.changed',
      params: {},
      link: null,
      read: false,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect((await list(admin)).body.notifications).toEqual([expect.objectContaining({ link: '/via/academics' })]);
    expect((await open(admin, '01LEGACY')).body).toMatchObject({ link: '/via/academics', read: true });
  });

  it('answers 404 for someone else’s notifications', async () => {
    const answer = await invoke(listNotifications, {
      as: { sub: await demoUserId('support') },
      path: { id: await demoUserId('student') },
    });
    expect(answer.status).toBe(404);
  });
});

describe('PUT /api/users/{id}/notifications/{notificationId}/read (opening a notification)', () => {
  async function inbox() {
    const org = await createOrganisation({ name: 'Badge College' });
    const user = await createUser({ memberships: [[org.organizationId, ['student']]] });
    const put = (messageKey: string, link: string, at: string) =>
      putNotification({ organizationId: org.organizationId, userId: user.userId, messageKey, link }, new Date(at));
    const first = await put('identity.password.changed', '/profile', '2026-03-01T00:00:00Z');
    const second = await put('identity.notification.welcome', '/via/inprogress', '2026-03-02T00:00:00Z');
    return { org, user, first, second };
  }

  it('marks the notification read and answers it with its link, so the badge goes down by one', async () => {
    const { user, first, second } = await inbox();
    expect(badge((await list(user)).body)).toBe(2);

    const opened = await open(user, first);
    expect(opened).toEqual({
      status: 200,
      body: {
        id: first,
        text: 'Your password has been changed.',
        link: '/profile',
        created_at: '2026-03-01T00:00:00.000Z',
        read: true,
      },
    });
    const after = (await list(user)).body;
    expect(badge(after)).toBe(1);
    expect(after.notifications.map((n) => [n.id, n.read])).toEqual([
      [second, false],
      [first, true],
    ]);

    await open(user, second);
    expect(badge((await list(user)).body)).toBe(0);
  });

  it('is idempotent: opening again answers the same and writes nothing', async () => {
    const { org, user, first } = await inbox();
    const once = await open(user, first);
    const { result: twice, calls } = await countingRoundTrips(() => open(user, first));
    expect(twice).toEqual(once);
    expect(calls).not.toContain('UpdateItemCommand');
    expect(await getNotification(org.organizationId, user.userId, first)).toMatchObject({ read: true });
  });

  it('answers 404 for a notification the user does not have, and leaves it unread', async () => {
    const { org, user, first } = await inbox();
    const neighbour = await createUser({ memberships: [[org.organizationId, ['admin']]] });
    // Naming the owner in the path: not one's own user.
    expect((await open(neighbour, first, user.userId)).status).toBe(404);
    // Naming oneself: the neighbour has no such notification.
    expect((await open(neighbour, first)).status).toBe(404);
    expect((await open(user, 'no-such-notification')).status).toBe(404);
    expect(await getNotification(org.organizationId, user.userId, first)).toMatchObject({ read: false });
  });

  it('answers 404 for a notification of another organisation, even one’s own there', async () => {
    const { org, first } = await inbox();
    const elsewhere = await createOrganisation();
    const member = await createUser({
      memberships: [
        [elsewhere.organizationId, ['student']],
        [org.organizationId, ['student']],
      ],
    });
    const theirs = await putNotification({
      organizationId: org.organizationId,
      userId: member.userId,
      messageKey: 'identity.password.changed',
      link: '/profile',
    });
    // Current organisation is `elsewhere`: the notification of `org` is not reachable from there.
    expect((await open(member, theirs)).status).toBe(404);
    expect((await open(member, first)).status).toBe(404);
    expect(await getNotification(org.organizationId, member.userId, theirs)).toMatchObject({ read: false });
  });

  it('opens Demo University’s welcome for its student but not Other College’s', async () => {
    const student = await demoUserId('student');
    expect((await open(student, OTHER_WELCOME_NOTIFICATION_ID)).status).toBe(404);
    const otherStudent = await demoUserId('otherStudent');
    expect((await open(otherStudent, WELCOME_NOTIFICATION_ID)).status).toBe(404);
  });
});
