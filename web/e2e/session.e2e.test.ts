import { describe, expect, it, jest } from '@jest/globals';
import { checkScreen } from './support/screen';
import { attributeSettles, focusSettlesOn, newPage, useBrowserPage } from './support/browser';
import { openUserPanel, signIn } from './support/session';

jest.setTimeout(120_000);

describe('sessions and keyboard use (brief: X-Tessera-Session; docs/architecture.md §8)', () => {
  const web = useBrowserPage({ perTest: false });

  it('shows the another-device banner when a save comes from a sign-in another device replaced (spec 1 §8)', async () => {
    const first = await newPage(web.browser);
    const second = await newPage(web.browser);
    try {
      await signIn(first.page, 'coordinator@demo.test', '/via/inprogress');
      await signIn(second.page, 'coordinator@demo.test', '/via/inprogress');
      // A write from the first device: its session is no longer the latest.
      await openUserPanel(first.page, 'Cora Coordinator');
      await first.page.getByRole('button', { name: 'Español' }).click();
      await first.page
        .getByTestId('another-device-banner')
        .getByText(
          'You have logged in on another device. Saving has been disabled on this device. Please logout and sign in again.',
        )
        .waitFor();
      await checkScreen(first.page);
      // The newer device still saves.
      await openUserPanel(second.page, 'Cora Coordinator');
      await second.page.getByRole('button', { name: 'Español' }).click();
      await second.page.getByRole('heading', { level: 1, name: 'En curso' }).waitFor();
      await second.page.getByRole('button', { name: 'English' }).click();
      await second.page.getByRole('heading', { level: 1, name: 'In progress' }).waitFor();
      expect(await second.page.getByTestId('another-device-banner').textContent()).toBe('');
    } finally {
      await first.context.close();
      await second.context.close();
    }
  });

  it('works from the keyboard: user panel, dialog focus, Escape and focus return', async () => {
    const { context, page } = await newPage(web.browser);
    try {
      await signIn(page, 'supervisor@demo.test', '/via/inprogress');
      const toggle = page.getByRole('button', { name: /Simon Supervisor/ });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await attributeSettles(toggle, 'aria-expanded', 'true');
      const changePassword = page.getByRole('button', { name: 'Change password' });
      await changePassword.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Change password' });
      await dialog.waitFor();
      // Focus moved into the dialog, to its first field.
      await focusSettlesOn(dialog.getByLabel('Current password'));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await focusSettlesOn(changePassword);
      await page.keyboard.press('Escape');
      await attributeSettles(toggle, 'aria-expanded', 'false');
      await focusSettlesOn(toggle);

      // The skip link is the first stop and leads to the main content.
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'In progress' }).waitFor();
      // The shell re-renders as its reads arrive (user, notifications, the page's list); a Tab pressed before
      // they settle can land on a node that is then replaced, leaving the focus on the body. Wait for quiet.
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await focusSettlesOn(skip);
    } finally {
      await context.close();
    }
  });
});
