import { describe, expect, it, jest } from '@jest/globals';
import { AdminSetUserPasswordCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Locator } from 'playwright-core';
import { awsClientOptions, config } from '../../functions/src/lib/config';
import { createUser } from '../../functions/tests/support/fixtures';
import { checkScreen } from './support/screen';
import { focusSettlesOn, pathOf, webUrl, useBrowserPage } from './support/browser';
import { DEMO_PASSWORD, openUserPanel, restoreEnglish, settledAfterNavigation, signIn } from './support/session';

jest.setTimeout(120_000);

describe('user panel: organisation, password, language (spec 1 §2, §5, §7)', () => {
  const web = useBrowserPage();

  async function switchOrganisation(name: string): Promise<void> {
    await openUserPanel(web.page, 'Fran Faculty');
    await web.page.getByRole('button', { name: 'Switch organization' }).click();
    const dialog = web.page.getByRole('dialog', { name: 'Switch organization' });
    await dialog.getByRole('button', { name: new RegExp(name) }).click();
  }

  it('switches a faculty member to Other College (→ /) and to the unpaid academy (→ /login/purchase)', async () => {
    await signIn(web.page, 'faculty@demo.test', '/via/inprogress');
    await openUserPanel(web.page, 'Fran Faculty');
    await web.page.getByRole('button', { name: 'Switch organization' }).click();
    const dialog = web.page.getByRole('dialog', { name: 'Switch organization' });
    await dialog.getByRole('button', { name: /Demo University/ }).waitFor();
    await checkScreen(web.page);
    await web.page.keyboard.press('Escape');

    await switchOrganisation('Other College');
    // Success leads to / which opens the home of the new organisation; it is not a test organisation.
    await settledAfterNavigation(web.page, '/via/inprogress');
    await openUserPanel(web.page, 'Fran Faculty');
    await web.page.locator('.user-panel').getByText('Other College').waitFor();
    expect(await web.page.getByText('You are in a testing environment.', { exact: false }).count()).toBe(0);
    await web.page.keyboard.press('Escape');

    await switchOrganisation('Unpaid Academy');
    await web.page.waitForURL((url) => url.pathname === '/login/purchase');
    await web.page.getByText('This organization needs a payment before you can use it.').waitFor();
    await checkScreen(web.page);

    // Back to the demo organisation so the other scenarios find the seed as it was.
    await web.page.getByRole('link', { name: 'Back to Tessera' }).click();
    await settledAfterNavigation(web.page, '/via/inprogress');
    await switchOrganisation('Demo University');
    await settledAfterNavigation(web.page, '/via/inprogress');
    await web.page.getByText('You are in a testing environment.', { exact: false }).waitFor();
  });

  it('refuses a weak new password with the field error, then changes it (and back)', async () => {
    const strong = 'Mentor-new-pass-9!';
    await signIn(web.page, 'mentor@demo.test', '/via/inprogress');

    async function changePassword(oldPassword: string, newPassword: string) {
      await openUserPanel(web.page, 'Mina Mentor');
      const dialog = web.page.getByRole('dialog', { name: 'Change password' });
      if (!(await dialog.isVisible())) await web.page.getByRole('button', { name: 'Change password' }).click();
      await dialog.getByLabel('Current password').fill(oldPassword);
      await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
      await dialog.getByLabel('Confirm new password').fill(newPassword);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      return dialog;
    }

    const dialog = await changePassword(DEMO_PASSWORD, 'weakpassword');
    await dialog.getByText('Password is too weak. Use upper and lower case letters and a digit.').waitFor();
    await dialog.getByText('Password strength: Weak').waitFor();
    await checkScreen(web.page);

    await dialog.getByLabel('New password', { exact: true }).fill(strong);
    await dialog.getByText('Password strength: Strong').waitFor();
    await dialog.getByLabel('Confirm new password').fill(strong);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.getByText('Your password has been changed.').waitFor();
    await checkScreen(web.page);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The new password signs in; then the demo password is restored for everyone else.
    await openUserPanel(web.page, 'Mina Mentor');
    await web.page.getByRole('button', { name: 'Log out' }).click();
    await web.page.waitForURL((url) => url.pathname === '/login');
    await signIn(web.page, 'mentor@demo.test', '/via/inprogress', strong);
    const again = await changePassword(strong, DEMO_PASSWORD);
    await again.getByText('Your password has been changed.').waitFor();
  });

  it('an admin turns paste off for the organization; the password dialog then refuses a paste (ADR 0014)', async () => {
    await web.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(webUrl()).origin });
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    const nav = web.page.getByRole('navigation', { name: 'Main navigation' });
    const pasteSetting = web.page.getByRole('checkbox', { name: 'Allow pasting into the new password fields' });

    async function setPaste(allowed: boolean) {
      if (pathOf(web.page) !== '/settings/organization') {
        await nav.getByRole('link', { name: 'Organization' }).click();
        await settledAfterNavigation(web.page, '/settings/organization');
      }
      await nav.locator('a[aria-current="page"]', { hasText: 'Organization' }).waitFor();
      // Allowed unless an admin turned it off (ADR 0014).
      await expect(pasteSetting.isChecked()).resolves.toBe(!allowed);
      await pasteSetting.setChecked(allowed);
      await web.page.getByRole('button', { name: 'Save' }).click();
      await web.page.getByTestId('toast').filter({ hasText: 'Organization settings saved.' }).first().waitFor();
    }

    /** Pastes the clipboard into a field of the password dialog, as a person would (Ctrl+V). */
    async function pasteInto(dialog: Locator, label: string) {
      const field = dialog.getByLabel(label, { exact: true });
      await field.fill('');
      await field.focus();
      await web.page.keyboard.press('ControlOrMeta+V');
      return field.inputValue();
    }

    async function openPasswordDialog() {
      await openUserPanel(web.page, 'Ada Admin');
      await web.page.getByRole('button', { name: 'Change password' }).click();
      const dialog = web.page.getByRole('dialog', { name: 'Change password' });
      await dialog.getByLabel('New password', { exact: true }).waitFor();
      return dialog;
    }

    await web.page.evaluate(() => navigator.clipboard.writeText('Pasted-secret-9!'));
    await setPaste(false);
    await checkScreen(web.page);
    const dialog = await openPasswordDialog();
    // The clipboard pastes where paste is allowed (the current password)...
    await expect(pasteInto(dialog, 'Current password')).resolves.toBe('Pasted-secret-9!');
    // ...and not into the new and confirm fields, which say why.
    await expect(pasteInto(dialog, 'New password')).resolves.toBe('');
    await expect(pasteInto(dialog, 'Confirm new password')).resolves.toBe('');
    await expect(
      dialog.getByText('Your organization does not allow pasting or copying in this field: type the password.').count(),
    ).resolves.toBe(2);
    await checkScreen(web.page, 'change password (paste blocked)');
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Back to the default: paste allowed again.
    await setPaste(true);
    const again = await openPasswordDialog();
    await expect(pasteInto(again, 'New password')).resolves.toBe('Pasted-secret-9!');
    await expect(again.getByText(/does not allow pasting/).count()).resolves.toBe(0);
  });

  it('an invited person signs in with the temporary password, then chooses their own (first sign-in)', async () => {
    const person = await createUser({
      memberships: [['org_demo', ['student']]],
      firstName: 'Ines',
      lastName: 'Invited',
      withLogin: { password: DEMO_PASSWORD },
    });
    // What an invitation leaves (Cognito's FORCE_CHANGE_PASSWORD with a temporary password), as the users import
    // does without a password column (ADR 0031).
    const { region, endpoints, userPoolId } = config();
    const cognito = new CognitoIdentityProviderClient(awsClientOptions(region, endpoints.cognito));
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: person.email,
        Password: 'Invite-temp-7',
        Permanent: false,
      }),
    );
    cognito.destroy();

    await web.page.goto(webUrl('/login'));
    await web.page.getByLabel('Email').fill(person.email);
    await web.page.getByLabel('Password').fill('Invite-temp-7');
    await web.page.getByRole('button', { name: 'Sign in' }).click();
    await web.page.getByRole('heading', { level: 1, name: 'Choose your password' }).waitFor();
    await focusSettlesOn(web.page.getByLabel('New password'));
    await web.page.getByLabel('New password').fill('weakpassword');
    await web.page.getByLabel('Confirm password').fill('weakpassword');
    await web.page.getByRole('button', { name: 'Save password and sign in' }).click();
    await web.page.getByText('Password is too weak. Use upper and lower case letters and a digit.').waitFor();
    await web.page.getByText('Password strength: Weak').waitFor();
    await checkScreen(web.page, 'first sign-in: choose your password');

    await web.page.getByLabel('New password').fill('Ines-own-pass-4!');
    await web.page.getByLabel('Confirm password').fill('Ines-own-pass-4!');
    await web.page.getByRole('button', { name: 'Save password and sign in' }).click();
    await settledAfterNavigation(web.page, '/via/inprogress');

    // The chosen password is now the one that signs in; the temporary one no longer does.
    await openUserPanel(web.page, 'Ines Invited');
    await web.page.getByRole('button', { name: 'Log out' }).click();
    await web.page.waitForURL((url) => url.pathname === '/login');
    await signIn(web.page, person.email, '/via/inprogress', 'Ines-own-pass-4!');
  });

  it('switches to Spanish: the shell and, after logging out, the sign-in page speak Spanish', async () => {
    await signIn(web.page, 'peer@demo.test', '/via/inprogress');
    await openUserPanel(web.page, 'Pat Peer');
    await web.page.getByRole('button', { name: 'Español' }).click();
    await web.page.getByRole('heading', { level: 1, name: 'En curso' }).waitFor();
    await web.page
      .getByText('Está en un entorno de pruebas. Es posible que algunas funciones no funcionen como se espera.')
      .waitFor();
    await web.page.getByRole('button', { name: 'Aplicaciones' }).waitFor();
    expect(await web.page.getAttribute('html', 'lang')).toBe('es');
    await checkScreen(web.page);

    await openUserPanel(web.page, 'Pat Peer');
    await web.page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await web.page.waitForURL((url) => url.pathname === '/login');
    await web.page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await web.page.getByLabel('Correo electrónico').fill('peer@demo.test');
    await web.page.getByLabel('Contraseña').fill('wrong-password');
    await web.page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await web.page.getByRole('alert').filter({ hasText: 'Correo electrónico o contraseña incorrectos.' }).waitFor();
    await checkScreen(web.page);

    // The saved language follows the user: signing in again keeps Spanish; then back to English.
    await signIn(web.page, 'peer@demo.test', '/via/inprogress');
    await web.page.getByRole('heading', { level: 1, name: 'En curso' }).waitFor();
    await restoreEnglish(web.page, 'Pat Peer');
    await web.page.getByRole('heading', { level: 1, name: 'In progress' }).waitFor();
    await web.page.goto(webUrl('/via/inprogress'));
    await web.page.getByRole('heading', { level: 1, name: 'In progress' }).waitFor();
  });
});
