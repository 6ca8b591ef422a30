import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../../test/render';
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
    renderWithApp(<SignInForm />, { locale: 'es', path: '/login' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Introduzca su correo electrónico.');
    expect(screen.getByLabelText('Contraseña')).toHaveAccessibleDescription('Introduzca su contraseña.');
  });
});
