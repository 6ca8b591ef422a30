import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@tessera/shared';
import { currentUserOf } from '../../../../test/current-user';
import { jsonResponse } from '../../../../test/json-response';
import { mockSignedIn, installFetchMock, type FetchCall } from '../../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../../test/render');
const { currentUserKeys } = await import('../../../../lib/current-user');
const { OrganizationSettingsRoute } = await import('./organization-settings-route');

const fetchMock = installFetchMock();
const ADMIN = currentUserOf(['admin']);

/** The server: PUT saves the setting, GET /api/users/me answers with what was saved. */
function serve(initial: boolean, save: 'ok' | 'refused' = 'ok') {
  let saved = initial;
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/organizations/org_demo/settings' && init.method === 'PUT') {
      if (save === 'refused')
        return jsonResponse(403, { code: 'identity.forbidden', message: 'You do not have permission to do this.' });
      saved = (JSON.parse(init.body as string) as { allow_password_paste: boolean }).allow_password_paste;
      return jsonResponse(200, { allow_password_paste: saved });
    }
    if (url === '/api/users/me')
      return jsonResponse(200, { ...ADMIN, organization: { ...ADMIN.organization, allow_password_paste: saved } });
    return jsonResponse(404, { code: 'system.not_found', message: 'Not found' });
  });
}
const calls = () => (fetchMock.mock.calls as FetchCall[]).map(([url, init]) => `${init.method ?? 'GET'} ${url}`);

describe('organization settings (ADR 0014): paste into new-password fields', () => {
  it('shows the setting as saved (absent means allowed) and turns paste off, then fetches the current user again', async () => {
    serve(true);
    const { allow_password_paste: _absent, ...organization } = ADMIN.organization;
    const { queryClient } = renderWithApp(<OrganizationSettingsRoute />, {
      currentUser: { ...ADMIN, organization },
    });
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Organization settings' })).toBeInTheDocument();
    expect(screen.getByText('Settings of Demo University, for everyone in it.')).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'Allow pasting into the new password fields' });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(expect.stringContaining('WCAG 2.2'));

    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Organization settings saved.')).toBeInTheDocument();
    const [, init] = (fetchMock.mock.calls as FetchCall[])[0] as FetchCall;
    expect(JSON.parse(init.body as string)).toEqual({ allow_password_paste: false });
    await waitFor(() =>
      expect(queryClient.getQueryData<CurrentUser>(currentUserKeys.all)?.organization.allow_password_paste).toBe(false),
    );
    expect(calls()).toEqual(['PUT /api/organizations/org_demo/settings', 'GET /api/users/me']);
    expect(box).not.toBeChecked();
  });

  it('turns paste back on, in Spanish', async () => {
    serve(false);
    renderWithApp(<OrganizationSettingsRoute />, {
      locale: 'es',
      currentUser: { ...ADMIN, organization: { ...ADMIN.organization, allow_password_paste: false } },
    });
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Permitir pegar en los campos de la nueva contraseña' });
    expect(box).not.toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Configuración de la organización guardada.')).toBeInTheDocument();
    const [, init] = (fetchMock.mock.calls as FetchCall[])[0] as FetchCall;
    expect(JSON.parse(init.body as string)).toEqual({ allow_password_paste: true });
  });

  it('shows a refusal as an alert and keeps the choice on screen', async () => {
    serve(true, 'refused');
    renderWithApp(<OrganizationSettingsRoute />, { currentUser: ADMIN });
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Allow pasting into the new password fields' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    expect(screen.getByRole('checkbox', { name: 'Allow pasting into the new password fields' })).not.toBeChecked();
  });

  it('is for admins only', () => {
    renderWithApp(<OrganizationSettingsRoute />, { currentUser: currentUserOf(['faculty']) });
    expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
