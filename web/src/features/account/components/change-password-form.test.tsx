import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@tessera/shared';
import { errorOf } from '../../../test/field-error';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn, type FetchCall, installFetchMock } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { ChangePasswordForm } = await import('./change-password-form');

const fetchMock = installFetchMock();

function setup(locale: 'en' | 'es' = 'en') {
  renderWithApp(<ChangePasswordForm userId="user-1" />, { locale });
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

  it('lets a password manager paste into every field (WCAG 2.2 SC 3.3.8; the spec’s block awaits an organization setting)', () => {
    const { fields } = setup();
    expect(fireEvent.paste(fields.next)).toBe(true);
    expect(fireEvent.paste(fields.confirm)).toBe(true);
    expect(fireEvent.paste(fields.old)).toBe(true);
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
