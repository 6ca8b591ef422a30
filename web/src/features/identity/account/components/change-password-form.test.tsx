import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@tessera/shared';
import { errorOf } from '../../../../test/field-error';
import { jsonResponse } from '../../../../test/json-response';
import { mockSignedIn, type FetchCall, installFetchMock } from '../../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../../test/render');
const { ChangePasswordForm } = await import('./change-password-form');

const fetchMock = installFetchMock();

function setup(locale: 'en' | 'es' = 'en', allowPaste = true) {
  renderWithApp(<ChangePasswordForm userId="user-1" allowPaste={allowPaste} />, { locale });
  const user = userEvent.setup();
  const labels =
    locale === 'en'
      ? { old: 'Current password', next: 'New password', confirm: 'Confirm new password', submit: 'Change password' }
      : {
          old: 'Contraseña actual',
          next: 'Nueva contraseña',
          confirm: 'Confirme la nueva contraseña',
          submit: 'Cambiar contraseña',
        };
  const fields = {
    old: screen.getByLabelText(labels.old),
    next: screen.getByLabelText(labels.next),
    confirm: screen.getByLabelText(labels.confirm),
  };
  const fill = async (old: string, next: string, confirm = next) => {
    await user.type(fields.old, old);
    await user.type(fields.next, next);
    await user.type(fields.confirm, confirm);
  };
  const submit = () => user.click(screen.getByRole('button', { name: labels.submit }));
  return { user, fields, fill, submit };
}

describe('change password form (spec 1 §5)', () => {
  it('shows the shared rules’ field errors under each field before calling the server', async () => {
    const { fill, submit, fields } = setup();
    await fill(' ', 'short', 'other');
    await submit();
    expect(errorOf(fields.old)).toBe(message('identity.password.old_required', 'en'));
    expect(errorOf(fields.next)).toBe(message('identity.password.too_short', 'en'));
    expect(errorOf(fields.confirm)).toBe(message('identity.password.mismatch', 'en'));
    expect(fields.old).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a weak password (no digit) with the too-weak error under the new password', async () => {
    const { fill, submit, fields } = setup();
    await fill('Tessera-demo-1', 'abcdefghij');
    await submit();
    expect(errorOf(fields.next)).toBe(message('identity.password.too_weak', 'en'));
  });

  it('shows server field errors keyed by field name under their fields, and clears one when it is edited', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'invalid',
        message: 'Some required information is missing or incomplete.',
        fields: { old_password: 'identity.password.old_wrong', new_password: 'Password was used recently.' },
      }),
    );
    const { fill, submit, fields, user } = setup();
    await fill('Wrong-old-1', 'Str0ng-pass!');
    await submit();
    await waitFor(() => expect(errorOf(fields.old)).toBe(message('identity.password.old_wrong', 'en')));
    expect(errorOf(fields.next)).toBe('Password was used recently.');
    expect(fields.old).toHaveFocus();
    await user.type(fields.old, 'x');
    expect(errorOf(fields.old)).toBeUndefined();
    expect(errorOf(fields.next)).toBe('Password was used recently.');
  });

  it('sends old, new and confirm passwords to PUT /api/users/{id}/password and confirms the change', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Your password has been changed.' }));
    const { fill, submit } = setup();
    await fill('Tessera-demo-1', 'Str0ng-pass!');
    await submit();
    expect(await screen.findByText(message('identity.password.changed', 'en'))).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/users/user-1/password');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(init.body as string)).toEqual({
      old_password: 'Tessera-demo-1',
      new_password: 'Str0ng-pass!',
      confirm_password: 'Str0ng-pass!',
    });
    expect(init.headers).toMatchObject({ Authorization: 'Bearer access-token', 'X-Tessera-Session': 'session-1' });
  });

  it('takes the success message away after 1.5 seconds (spec 2 §9)', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockResolvedValue(jsonResponse(200, { message: 'Your password has been changed.' }));
      renderWithApp(<ChangePasswordForm userId="user-1" />);
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await user.type(screen.getByLabelText('Current password'), 'Tessera-demo-1');
      await user.type(screen.getByLabelText('New password'), 'Str0ng-pass!');
      await user.type(screen.getByLabelText('Confirm new password'), 'Str0ng-pass!');
      await user.click(screen.getByRole('button', { name: 'Change password' }));
      const changed = message('identity.password.changed', 'en');
      expect(await screen.findByText(changed)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1400));
      expect(screen.getByText(changed)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText(changed)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('asks in the interface language and shows the server’s sentence as it comes (no English-to-key mapping)', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { code: 'forbidden', message: 'No tiene permiso (texto del servidor).', fields: {} }),
    );
    const { fill, submit } = setup('es');
    await fill('Tessera-demo-1', 'Str0ng-pass!');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('No tiene permiso (texto del servidor).');
    const [, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(init.headers).toMatchObject({ 'Accept-Language': 'es' });
  });

  it('words a catalogue code itself, so the sentence follows the interface language', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(403, { code: 'identity.forbidden', message: message('identity.forbidden', 'en'), fields: {} }),
    );
    const { fill, submit } = setup('es');
    await fill('Tessera-demo-1', 'Str0ng-pass!');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message('identity.forbidden', 'es'));
  });

  it('lets a password manager paste into every field by default (ADR 0014, WCAG 2.2 SC 3.3.8)', async () => {
    const { fields, user } = setup();
    for (const field of [fields.old, fields.next, fields.confirm]) {
      await user.click(field);
      await user.paste('Pasted-pass-1!');
      expect(field).toHaveValue('Pasted-pass-1!');
    }
    expect(fireEvent.copy(fields.next)).toBe(true);
    expect(screen.queryByText(/does not allow pasting/)).toBeNull();
  });

  it('refuses paste and copy in the new and confirm fields when the organization turned paste off (spec 2 §5), and says so', async () => {
    const { fields, user } = setup('en', false);
    for (const field of [fields.next, fields.confirm]) {
      await user.click(field);
      await user.paste('Pasted-pass-1!');
      expect(field).toHaveValue('');
      expect(fireEvent.copy(field)).toBe(false);
      expect(fireEvent.cut(field)).toBe(false);
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining(
          'Your organization does not allow pasting or copying in this field: type the password.',
        ),
      );
    }
    // The current password is not a new one: a password manager still fills it.
    await user.click(fields.old);
    await user.paste('Tessera-demo-1');
    expect(fields.old).toHaveValue('Tessera-demo-1');
    // Typing works as ever.
    await user.type(fields.next, 'Typed-pass-1!');
    expect(fields.next).toHaveValue('Typed-pass-1!');
  });

  it('says why paste is refused in Spanish too', () => {
    setup('es', false);
    expect(
      screen.getAllByText('Su organización no permite pegar ni copiar en este campo: escriba la contraseña.'),
    ).toHaveLength(2);
  });

  it.each([
    ['abcdefgh', 'Weak'],
    ['Abcdefg1', 'Medium'],
    ['Abcdefg1!', 'Strong'],
  ])('rates %s as %s in the strength meter', async (password, label) => {
    const { user, fields } = setup();
    await user.type(fields.next, password);
    expect(screen.getByTestId('password-strength')).toHaveTextContent(`Password strength: ${label}`);
  });

  it('speaks Spanish: labels, strength and field errors', async () => {
    const { fill, submit, fields } = setup('es');
    await fill(' ', 'short', 'other');
    await submit();
    expect(errorOf(fields.next)).toBe(message('identity.password.too_short', 'es'));
    expect(screen.getByTestId('password-strength')).toHaveTextContent('Seguridad de la contraseña: Débil');
  });
});
