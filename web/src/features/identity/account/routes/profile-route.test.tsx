import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@tessera/shared';
import { currentUserOf } from '../../../../test/current-user';
import { jsonResponse } from '../../../../test/json-response';
import { installFetchMock, mockSignedIn, type FetchCall } from '../../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../../test/render');
const { default: ProfileRoute } = await import('./profile-route');

const fetchMock = installFetchMock();
const me = currentUserOf(['student'], { id: 'user-s' });

const profile = (version: number, address: string | null): Profile => ({
  user_id: 'user-s',
  visible: { academic_data: false, demographic_data: true },
  version,
  updated_at: null,
  role: null,
  address,
  phone: null,
  resume: null,
  gender: null,
  ethnicity: null,
  race_details: null,
  first_generation_student: null,
  pell_eligibility: null,
  birthday: '11/01/2000',
});

describe('the profile page (spec 2 §3, §5)', () => {
  it('confirms a save where the Save button is, and in a toast (issue 21: profile Save said nothing)', async () => {
    fetchMock.mockImplementation(async (url: unknown, init?: unknown) => {
      const method = (init as RequestInit | undefined)?.method ?? 'GET';
      if (method === 'PUT') return jsonResponse(200, profile(2, '1 Elm St'));
      return jsonResponse(200, profile(1, null));
    });
    renderWithApp(<ProfileRoute />, { path: '/profile', currentUser: me, locale: 'es' });
    const address = await screen.findByLabelText('Dirección');
    await userEvent.type(address, '1 Elm St');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar perfil' }));
    await waitFor(() =>
      expect((fetchMock.mock.calls as FetchCall[]).some(([, request]) => request.method === 'PUT')).toBe(true),
    );
    // Beside the button, announced, and kept after the form takes the saved version.
    const status = await screen.findByText('Perfil guardado.', { selector: '.profile-form__saved' });
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('toast')).toHaveTextContent('Perfil guardado.');
    expect(screen.getByLabelText('Dirección')).toHaveValue('1 Elm St');
    // A later change takes the confirmation away: it speaks of what is on the screen.
    await userEvent.type(screen.getByLabelText('Dirección'), ', 2');
    expect(screen.queryByText('Perfil guardado.', { selector: '.profile-form__saved' })).toBeNull();
    // The birthday reads day first in Spanish (1 November 2000), in the one date field.
    expect(screen.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveValue('01/11/2000');
  });
});
