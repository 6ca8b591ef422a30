import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUserOf } from '../../../../test/current-user';
import { jsonResponse } from '../../../../test/json-response';
import { mockSignedIn, installFetchMock, type FetchCall } from '../../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../../test/render');
const { ActAsUserRoute } = await import('./act-as-user-route');

const fetchMock = installFetchMock();

const org = (id: string, name: string) => ({ id, name, org_type: 'other', payment_status: 'paid' });
const person = (id: string, first: string, last: string, role: string) => ({
  id,
  first_name: first,
  last_name: last,
  email: `${first.toLowerCase()}@demo.test`,
  role,
  avatar_small: null,
});
const STAFF = currentUserOf(['staff'], { id: 'staff-1', first_name: 'Stan', last_name: 'Staff' });
const SUPPORT = currentUserOf(['support'], { id: 'support-1', first_name: 'Sue', last_name: 'Support' });

/** Answers by path (and method); records nothing else. */
function serve(answers: Record<string, (url: URL, init: RequestInit) => Response>) {
  fetchMock.mockImplementation(async (url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const answer = answers[`${init.method ?? 'GET'} ${parsed.pathname}`];
    return answer ? answer(parsed, init) : jsonResponse(404, { code: 'system.not_found', message: 'Not found' });
  });
}
const callsTo = (method: string, path: string) =>
  (fetchMock.mock.calls as FetchCall[])
    .map(([url, init]) => ({ url: new URL(url, 'http://localhost'), init }))
    .filter(({ url, init }) => (init.method ?? 'GET') === method && url.pathname === path);

describe('act as user: provider staff choose an organization first (spec 3 user support)', () => {
  it('lists organizations for the text typed, says to type more when cut short, then searches the chosen one’s users', async () => {
    serve({
      'GET /api/organizations': (url) =>
        url.searchParams.get('q') === 'demo'
          ? jsonResponse(200, { organizations: [org('org_demo', 'Demo University')], more: false })
          : jsonResponse(200, {
              organizations: [org('org_demo', 'Demo University'), org('org_other', 'Other College')],
              more: true,
            }),
      'GET /api/users/search': () =>
        jsonResponse(200, {
          // Ranked by the server: shown in that order, not re-sorted by name.
          users: [person('u-sam', 'Sam', 'Student', 'student'), person('u-ann', 'Ann', 'Adams', 'faculty')],
          more: true,
        }),
    });
    renderWithApp(<ActAsUserRoute />, { currentUser: STAFF });
    const user = userEvent.setup();
    expect(screen.getByText('Choose the organization of the user you are helping.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();

    const box = screen.getByRole('combobox', { name: 'Organization' });
    expect(box).toHaveAttribute('maxlength', '100');
    await user.click(box);
    await screen.findByRole('option', { name: 'Other College' });
    expect(
      screen.getByText('More organizations match: type more of the name to find others.', {
        selector: '.combobox__status',
      }),
    ).toBeInTheDocument();

    await user.type(box, 'demo');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Other College' })).toBeNull());
    expect(callsTo('GET', '/api/organizations').map(({ url }) => url.searchParams.get('q'))).toEqual(['', 'demo']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Demo University');

    const search = screen.getByRole('searchbox', { name: 'Name or email' });
    expect(search).toHaveAttribute('maxlength', '100');
    await user.type(search, 'sam');
    await user.click(screen.getByRole('button', { name: 'Find users' }));
    const table = await screen.findByRole('table', { name: 'Users found' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['Sam Student', 'Ann Adams']);
    expect(screen.getByText('Only the 2 best matches are shown: refine your keywords to find others.')).toBeVisible();
    const [searched] = callsTo('GET', '/api/users/search');
    expect(Object.fromEntries(searched?.url.searchParams ?? [])).toEqual({ q: 'sam', organization_id: 'org_demo' });
  });

  it('starts acting as the user in the chosen organization, then reloads the current user', async () => {
    serve({
      'GET /api/organizations': () =>
        jsonResponse(200, { organizations: [org('org_other', 'Other College')], more: false }),
      'GET /api/users/search': () =>
        jsonResponse(200, { users: [person('u-oli', 'Oli', 'Other', 'student')], more: false }),
      'POST /api/impersonations': () =>
        jsonResponse(201, { impersonation_id: 'imp-1', redirect_to: '/via/inprogress' }),
      'GET /api/users/me': () => jsonResponse(200, currentUserOf(['student'], { id: 'u-oli' })),
    });
    const { probe } = renderWithApp(<ActAsUserRoute />, { currentUser: STAFF, path: '/support/users' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Organization' }));
    await user.click(await screen.findByRole('option', { name: 'Other College' }));
    await user.click(screen.getByRole('button', { name: 'Find users' }));
    await user.click(await screen.findByRole('button', { name: 'Act as Oli Other' }));
    await waitFor(() => expect(probe.location.pathname).toBe('/via/inprogress'));
    const [started] = callsTo('POST', '/api/impersonations');
    expect(JSON.parse(started?.init.body as string)).toEqual({ user_id: 'u-oli', organization_id: 'org_other' });
    expect(callsTo('GET', '/api/users/me')).toHaveLength(1);
  });

  it('forgets the organization (and its search) when its name is edited', async () => {
    serve({
      'GET /api/organizations': () =>
        jsonResponse(200, { organizations: [org('org_demo', 'Demo University')], more: false }),
    });
    renderWithApp(<ActAsUserRoute />, { currentUser: STAFF });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Organization' });
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Demo University' }));
    expect(screen.getByRole('searchbox', { name: 'Name or email' })).toBeInTheDocument();
    await user.type(box, '{Backspace}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getByText('Choose the organization of the user you are helping.')).toBeInTheDocument();
  });
});

describe('act as user: support searches their own organization', () => {
  it('offers no organization choice and sends no organization, in Spanish too', async () => {
    serve({
      'GET /api/users/search': () =>
        jsonResponse(200, { users: [person('u-sam', 'Sam', 'Student', 'student')], more: false }),
      'POST /api/impersonations': () => jsonResponse(201, { impersonation_id: 'imp-2', redirect_to: '/' }),
      'GET /api/users/me': () => jsonResponse(200, currentUserOf(['student'], { id: 'u-sam' })),
    });
    renderWithApp(<ActAsUserRoute />, { currentUser: SUPPORT, locale: 'es' });
    const user = userEvent.setup();
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Nombre o correo electrónico' }), 'sam');
    await user.click(screen.getByRole('button', { name: 'Buscar usuarios' }));
    await user.click(await screen.findByRole('button', { name: 'Actuar como Sam Student' }));
    await waitFor(() => expect(callsTo('POST', '/api/impersonations')).toHaveLength(1));
    const [searched] = callsTo('GET', '/api/users/search');
    expect(searched?.url.searchParams.has('organization_id')).toBe(false);
    const [started] = callsTo('POST', '/api/impersonations');
    expect(JSON.parse(started?.init.body as string)).toEqual({ user_id: 'u-sam' });
    expect(screen.queryByText(/refine|precise/)).toBeNull();
  });

  it('refuses anyone already acting as a user', () => {
    renderWithApp(<ActAsUserRoute />, {
      currentUser: { ...SUPPORT, impersonator: { id: 'x', first_name: 'X', last_name: 'Y', email: 'x@y' } },
    });
    expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
