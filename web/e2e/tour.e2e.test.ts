import { describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { restoreEnglish, settledAfterNavigation, signIn } from './support/session';

jest.setTimeout(240_000);

/** Opens a top-navigation panel, checks it at both sizes, closes it. */
async function checkPanel(page: Page, button: RegExp, where: string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await page.locator('[data-panel], .sheet').first().waitFor();
  await checkScreen(page, where);
  await page.keyboard.press('Escape');
}

describe('every screen as a new user meets it, desktop and phone (issue 8)', () => {
  const web = useBrowserPage();

  it.each([
    ['student@demo.test', 'Sam Student', '/via/inprogress', 'My activities'],
    // Fran owns EDU 501's section A (the demo data): her home lists it with its progress.
    ['faculty@demo.test', 'Fran Faculty', '/via/inprogress', 'My sections'],
    ['support@demo.test', 'Sue Support', '/via/inprogress', 'Nothing in progress yet'],
    ['staff@provider.test', 'Stan Staff', '/via/inprogress', 'Nothing in progress yet'],
    ['admin@demo.test', 'Ada Admin', '/via/academics', 'Academics'],
  ])('%s: the home, the user panel and the notifications', async (email, name, home, heading) => {
    await signIn(web.page, email, home);
    await web.page.getByRole('heading', { name: heading }).first().waitFor();
    await checkScreen(web.page, `${home} (${email})`);
    await checkPanel(web.page, new RegExp(`User panel for ${name}`), `user panel (${email})`);
    await checkPanel(web.page, /^Notifications/, `notifications (${email})`);
  });

  it('gives the admin a home that leads to hierarchy, terms, imports and extracts', async () => {
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    const areas = web.page.getByRole('list', { name: 'Administration areas' });
    await areas.getByRole('link', { name: /Hierarchy/ }).waitFor();
    await areas.getByRole('link', { name: /Terms/ }).waitFor();
    await areas.getByRole('link', { name: /Imports/ }).waitFor();
    await areas.getByRole('link', { name: /Extracts/ }).waitFor();
    await expect(areas.getByText('Coming soon').count()).resolves.toBe(0);
    await areas.getByRole('link', { name: /Terms/ }).click();
    await settledAfterNavigation(web.page, '/settings/term-creation');
  });

  it('collapses the navigation into a menu on a phone: one header row, no sideways scroll', async () => {
    await web.page.setViewportSize({ width: 390, height: 844 });
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await expect(web.page.getByRole('button', { name: 'Apps' }).isVisible()).resolves.toBe(false);
    await web.page.getByRole('button', { name: 'Menu' }).click();
    const menu = web.page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Terms' }).waitFor();
    await checkScreen(web.page, 'phone menu');
    await menu.getByRole('link', { name: 'Terms' }).click();
    await settledAfterNavigation(web.page, '/settings/term-creation');
    await menu.waitFor({ state: 'detached' });
    const header = await web.page.locator('.topnav').boundingBox();
    expect(header?.height).toBeLessThan(70);
  });

  it('makes the language chosen on the sign-in page the user’s language, in Spanish at both sizes', async () => {
    await web.page.goto(webUrl('/login'));
    await web.page.getByRole('button', { name: 'Español' }).click();
    await web.page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await checkScreen(web.page, '/login (es)');
    await signIn(web.page, 'mentor@demo.test', '/via/inprogress');
    await web.page.getByRole('heading', { level: 1, name: 'En curso' }).waitFor();
    await checkScreen(web.page, '/via/inprogress (es)');
    // Saved to the profile: a new sign-in on a fresh device speaks Spanish too.
    const other = await web.browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
    try {
      const page = await other.newPage();
      await signIn(page, 'mentor@demo.test', '/via/inprogress');
      await page.getByRole('heading', { level: 1, name: 'En curso' }).waitFor();
      await restoreEnglish(page, 'Mina Mentor');
      await page.getByRole('heading', { level: 1, name: 'In progress' }).waitFor();
    } finally {
      await other.close();
    }
  });

  it('shows the terms and the hierarchy in Spanish with Spanish dates, no English left', async () => {
    await web.page.goto(webUrl('/login'));
    await web.page.getByRole('button', { name: 'Español' }).click();
    await signIn(web.page, 'rootadmin@demo.test', '/via/academics');
    await web.page.goto(webUrl('/settings/term-creation'));
    await web.page.getByRole('heading', { level: 1, name: 'Periodos' }).waitFor();
    await web.page.getByRole('cell', { name: '15/08/2026' }).waitFor();
    await checkScreen(web.page, '/settings/term-creation (es)');
    await web.page.getByRole('button', { name: 'Nuevo periodo' }).first().click();
    const dialog = web.page.getByRole('dialog', { name: 'Crear periodo' });
    await dialog.getByLabel('Código del periodo').fill('x'.repeat(256));
    await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
    await dialog.getByText('Este campo es demasiado largo (el máximo es 255 caracteres).').waitFor();
    await expect(dialog.getByText(/Too big|expected string/).count()).resolves.toBe(0);
    await checkScreen(web.page, '/settings/term-creation (es, new term)');
    await web.page.keyboard.press('Escape');
    await web.page.goto(webUrl('/hierarchy/statement'));
    await web.page.getByRole('tree', { name: 'Carpetas' }).waitFor();
    await checkScreen(web.page, '/hierarchy/statement (es)');
    await web.page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Organización' })
      .click();
    await web.page.getByRole('heading', { level: 1, name: 'Configuración de la organización' }).waitFor();
    await web.page.getByRole('checkbox', { name: 'Permitir pegar en los campos de la nueva contraseña' }).waitFor();
    await checkScreen(web.page, '/settings/organization (es)');
    await restoreEnglish(web.page, 'Rory Root');
    await web.page.getByRole('heading', { level: 1, name: 'Organization settings' }).waitFor();
  });
});
