import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../test/json-response';
import { mockSignedIn, installFetchMock, type FetchCall } from '../../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../../test/render');
const { NotificationsMenu } = await import('./notifications-menu');

const fetchMock = installFetchMock();

const notification = (id: string, text: string, link: string, read = false) => ({
  id,
  text,
  link,
  created_at: '2026-11-20T10:00:00.000Z',
  read,
});

/** Serves the list and marks read as the server does: the notification answered with read true. */
function serve(list: ReturnType<typeof notification>[], markRead: 'ok' | 'fail' = 'ok') {
  fetchMock.mockImplementation(async (url, init) => {
    const read = /^\/api\/users\/u1\/notifications\/([^/]+)\/read$/.exec(url);
    if (read && init.method === 'PUT') {
      if (markRead === 'fail') return jsonResponse(500, { code: 'internal', message: 'x' });
      const found = list.find((item) => item.id === read[1]);
      return jsonResponse(200, { ...found, read: true });
    }
    if (url === '/api/users/u1/notifications') return jsonResponse(200, { notifications: list });
    return jsonResponse(404, { code: 'system.not_found', message: 'Not found' });
  });
}
const readCalls = () =>
  (fetchMock.mock.calls as FetchCall[]).filter(([, init]) => init.method === 'PUT').map(([url]) => url);

function renderMenu(path = '/via/all') {
  const result = renderWithApp(<NotificationsMenu userId="u1" />, { path });
  const bell = () => screen.getByRole('button', { name: /^Notifications/ });
  return { ...result, bell };
}

describe('notifications (spec 1 §7): the badge counts unread ones; opening one reads it and follows its link', () => {
  it('counts the unread ones on the bell and lists each as a link to its object', async () => {
    serve([
      notification('n1', 'Welcome to Demo University', '/via/inprogress'),
      notification('n2', 'Your set was imported', '/hierarchy/statement?node=x'),
      notification('n3', 'Old news', '/via/inprogress', true),
    ]);
    const { bell } = renderMenu();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(bell()).toHaveTextContent('2');
    await userEvent.setup().click(bell());
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Unread: Welcome to Demo University', '/via/inprogress'],
      ['Unread: Your set was imported', '/hierarchy/statement?node=x'],
      ['Old news', '/via/inprogress'],
    ]);
  });

  it('opening one with a click marks it read, the badge drops, the panel closes and the page goes to its link', async () => {
    serve([
      notification('n1', 'Welcome to Demo University', '/via/inprogress'),
      notification('n2', 'Your set was imported', '/hierarchy/statement?node=x'),
    ]);
    const { bell, probe } = renderMenu();
    const user = userEvent.setup();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    await user.click(bell());
    await user.click(await screen.findByRole('link', { name: /Your set was imported/ }));
    await waitFor(() => expect(probe.location).toEqual({ pathname: '/hierarchy/statement', search: '?node=x' }));
    expect(readCalls()).toEqual(['/api/users/u1/notifications/n2/read']);
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    expect(screen.queryByRole('list', { name: 'Notifications' })).toBeNull();
  });

  it('opens one with Enter too; at no unread notification the badge is gone', async () => {
    serve([notification('n1', 'Welcome to Demo University', '/via/inprogress')]);
    const { bell, probe } = renderMenu();
    const user = userEvent.setup();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await user.click(bell());
    (await screen.findByRole('link', { name: /Welcome/ })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(probe.location.pathname).toBe('/via/inprogress'));
    expect(readCalls()).toEqual(['/api/users/u1/notifications/n1/read']);
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(bell().querySelector('.badge')).toBeNull();
  });

  it('does not mark a read notification again, and still goes to the link when marking fails', async () => {
    serve(
      [notification('n1', 'Unread one', '/via/inprogress'), notification('n2', 'Read one', '/help_center', true)],
      'fail',
    );
    const { bell, probe } = renderMenu();
    const user = userEvent.setup();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 1 unread'));
    await user.click(bell());
    await user.click(await screen.findByRole('link', { name: 'Read one' }));
    await waitFor(() => expect(probe.location.pathname).toBe('/help_center'));
    expect(readCalls()).toEqual([]);

    await user.click(bell());
    await user.click(await screen.findByRole('link', { name: /Unread one/ }));
    await waitFor(() => expect(probe.location.pathname).toBe('/via/inprogress'));
    expect(readCalls()).toEqual(['/api/users/u1/notifications/n1/read']);
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });
});
