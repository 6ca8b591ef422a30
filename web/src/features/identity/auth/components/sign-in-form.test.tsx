import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/render';
import { NewPasswordForm } from './new-password-form';
import { SignInForm, validateSignIn } from './sign-in-form';

describe('sign-in form', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'errors.emailRequired', password: 'errors.passwordRequired' },
    ],
    [{ email: 'not-an-email', password: 'x' }, { email: 'errors.emailInvalid' }],
    [{ email: ' student@demo.test ', password: 'x' }, {}],
  ])('validates %j', (values, errors) => {
    expect(validateSignIn(values)).toEqual(errors);
  });

  it('shows field errors in Spanish under the fields and focuses the first one', async () => {
    renderWithApp(<SignInForm onNewPasswordRequired={() => undefined} />, { locale: 'es', path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Introduzca su correo electrónico.');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Introduzca su contraseña.');
  });

  it('checks the new password of a first sign-in in Spanish before asking Cognito, focusing the first field in error', async () => {
    renderWithApp(<NewPasswordForm onExpired={() => undefined} />, { locale: 'es', path: '/login' });
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Nueva contraseña');
    expect(password).toHaveFocus();
    await user.type(password, 'corta');
    await user.click(screen.getByRole('button', { name: 'Guardar la contraseña e iniciar sesión' }));
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('La contraseña debe tener al menos 8 caracteres.');
    expect(screen.getByLabelText('Confirme la contraseña')).toHaveAccessibleDescription(
      'Las contraseñas no coinciden.',
    );
  });
});
