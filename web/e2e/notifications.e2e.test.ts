import { describe, expect, it, jest } from '@jest/globals';
import type { CurrentUser } from '@tessera/shared';
import {
  listNotificationsOfUser,
  setNotificationRead,
  putNotification,
} from '../../functions/src/db/identity/notifications';
import { checkScreen } from './support/screen';
import { pathOf, useBrowserPage, webUrl } from './support/browser';
import { settledAfterNavigation, signIn } from './support/session';

jest.setTimeout(120_000);

describe('notifications (spec 1 §7): opening one reads it and goes to its object', () => {
  const web = useBrowserPage();

  it('a coordinator opens a notification: it is marked read, the badge drops and the page goes to its link', async () => {
    // The current user as the app fetched it at sign-in: whom to notify, in which organization.
    const me = web.page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/me');
    await signIn(web.page, 'coordinator@demo.test', '/via/inprogress');
    const user = (await (await me).json()) as CurrentUser;
    // Other suites' submissions notify the coordinator too (Cora assesses their sections): read those first,
    // so the badge counts this test's notification alone whatever ran before it.
    for (const earlier of await listNotificationsOfUser(user.organization.id, user.id))
      if (!earlier.read) await setNotificationRead(user.organization.id, user.id, earlier.notificationId);
    // A notification of this test's own (the seed's welcome notification belongs to the student's scenarios).
    await putNotification({
      organizationId: user.organization.id,
      userId: user.id,
      messageKey: 'identity.notification.welcome',
      params: { name: user.first_name, organization: user.organization.name },
      link: '/via/inprogress',
    });

    await web.page.goto(webUrl('/via/all'));
    await web.page.getByRole('heading', { level: 1, name: 'All items' }).waitFor();
    const bell = web.page.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor();
    await expect(bell.locator('.badge').textContent()).resolves.toBe('1');
    await bell.click();
    const item = web.page.getByRole('link', { name: 'Unread: Welcome to Demo University, Cora!' });
    await item.waitFor();
    await checkScreen(web.page, 'notifications (unread)');

    // Opened from the keyboard: Enter on the link.
    await item.focus();
    await web.page.keyboard.press('Enter');
    await settledAfterNavigation(web.page, '/via/inprogress');
    await web.page.getByRole('button', { name: 'Notifications', exact: true }).waitFor();
    await expect(web.page.locator('.topnav .badge').count()).resolves.toBe(0);
    await checkScreen(web.page, '/via/inprogress (notification opened)');

    // Read on the server too: a fresh page load shows it read.
    await web.page.reload();
    await web.page.getByRole('button', { name: 'Notifications', exact: true }).click();
    await web.page.getByRole('link', { name: 'Welcome to Demo University, Cora!', exact: true }).waitFor();
    expect(pathOf(web.page)).toBe('/via/inprogress');
  });
});
