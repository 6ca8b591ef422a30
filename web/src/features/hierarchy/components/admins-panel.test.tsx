import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Suspense } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserSchema, message } from '@tessera/shared';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { AdminsPanel } = await import('./admins-panel');

const ME = {
  id: 'u-ada',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'admin@demo.test',
  role: 'admin',
  roles: ['admin'],
  avatar_small: null,
  root_admin: false,
  available_apps: [],
  integrations: { field_placement: { ui: null }, applications: { ui: null }, gateways: { ui: null } },
  wm_sso_enabled: false,
  wm_sso_logout_url: null,
  new_field_placement_enabled: false,
  locale: 'en',
  plagiarism_enabled: false,
  sign_eula: false,
  organization: { id: 'org_demo', name: 'Demo University', org_type: 'test', payment_status: 'paid' },
  impersonator: null,
  home: '/via/academics',
};
// Kept in step with the contract: a stale stand-in would fail here rather than deep in a test.
currentUserSchema.parse(ME);

const admin = (id: string, first: string, last: string) => ({
  id,
  first_name: first,
  last_name: last,
  email: `${id}@demo.test`,
  username: `${id}@demo.test`,
  role: 'admin',
});

type Handler = (init: RequestInit) => Response;
function serve(routes: Record<string, Handler>) {
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    const handler = routes[`${init.method} ${url.split('?')[0]}`];
    return handler ? handler(init) : jsonResponse(404, { code: 'system.not_found', message: 'Not found', fields: {} });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

afterEach(() => {
  jest.restoreAllMocks();
});

function render() {
  renderWithApp(
    <Suspense fallback={<p>loading</p>}>
      <AdminsPanel nodeId="node-1" />
    </Suspense>,
  );
  return userEvent.setup();
}

describe('admins panel (spec 2 §5, §6, §8)', () => {
  it('refuses removing oneself with the snackbar "A user cannot remove themselves as an admin." without calling the server', async () => {
    const fetchMock = serve({
      'GET /api/users/me': () => jsonResponse(200, ME),
      'GET /api/hierarchy/nodes/node-1/admins': () =>
        jsonResponse(200, {
          admins: [admin('u-ada', 'Ada', 'Admin'), admin('u-cora', 'Cora', 'Coordinator')],
          can_insert: true,
          can_remove: true,
        }),
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Admin' }));
    expect(await screen.findByRole('status')).toHaveTextContent(message('hierarchy.admin.cannot_remove_self', 'en'));
    expect(fetchMock.mock.calls.some(([, init]) => init.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('removes another admin after confirmation', async () => {
    const removed = jest.fn<Handler>(() => jsonResponse(200, { ok: true }));
    serve({
      'GET /api/users/me': () => jsonResponse(200, ME),
      'GET /api/hierarchy/nodes/node-1/admins': () =>
        jsonResponse(200, {
          admins: [admin('u-ada', 'Ada', 'Admin'), admin('u-cora', 'Cora', 'Coordinator')],
          can_insert: true,
          can_remove: true,
        }),
      'DELETE /api/hierarchy/nodes/node-1/admins/u-cora': removed,
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Remove Cora Coordinator' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove admin' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toHaveBeenCalled());
  });

  it('inserts an admin found through the candidate search, and says "No result" when nobody matches', async () => {
    const inserted = jest.fn<Handler>(() => jsonResponse(201, admin('u-cora', 'Cora', 'Coordinator')));
    let searches = 0;
    serve({
      'GET /api/users/me': () => jsonResponse(200, ME),
      'GET /api/hierarchy/nodes/node-1/admins': () =>
        jsonResponse(200, { admins: [], can_insert: true, can_remove: true }),
      'GET /api/hierarchy/nodes/node-1/admin-candidates': () =>
        jsonResponse(200, { users: (searches += 1) === 1 ? [] : [admin('u-cora', 'Cora', 'Coordinator')] }),
      'POST /api/hierarchy/nodes/node-1/admins': inserted,
    });
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Insert admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Insert admin' });
    const search = within(dialog).getByRole('searchbox', { name: 'Name or email' });
    await user.type(search, 'Nobody{Enter}');
    expect(await within(dialog).findByText(message('hierarchy.member_search.no_result', 'en'))).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'Cora{Enter}');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Cora Coordinator' }));
    await waitFor(() => expect(inserted).toHaveBeenCalled());
    expect(JSON.parse(inserted.mock.calls[0]?.[0].body as string)).toEqual({ user_id: 'u-cora' });
    expect(await screen.findByRole('status')).toHaveTextContent('Cora Coordinator is now an admin of this folder.');
  });
});
