import { describe, expect, it, jest } from '@jest/globals';
import type { Locator } from 'playwright-core';
import { checkScreen } from './support/screen';
import { pathOf, useBrowserPage, webUrl } from './support/browser';
import { openUserPanel, settledAfterNavigation, signIn } from './support/session';

jest.setTimeout(120_000);

/**
 * Clicks "Stop acting as this user" and waits for the banner to go. If it stays, the failure says what the
 * banner shows (the revoke's error, or still the acted-as user) instead of only that a wait ran out.
 */
async function stopActing(banner: Locator): Promise<void> {
  await banner.getByRole('button', { name: 'Stop acting as this user' }).click();
  try {
    await banner.waitFor({ state: 'detached' });
  } catch (cause) {
    const shown = await banner.textContent({ timeout: 1_000 }).catch(() => '(gone)');
    throw new Error(`The impersonation banner stayed after "Stop acting as this user"; it shows: ${shown}`, { cause });
  }
}

describe('support acts as a user (spec 1 §1, §2, §7)', () => {
  const web = useBrowserPage();

  it('gives support the help-centre entry, opening in a new tab', async () => {
    await signIn(web.page, 'support@demo.test', '/via/inprogress');
    const help = web.page.getByRole('link', { name: /Help center/ });
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await help.getAttribute('href')).toBe('/help_center');
    const [tab] = await Promise.all([web.context.waitForEvent('page'), help.click()]);
    await tab.getByRole('heading', { level: 1, name: 'Help center' }).waitFor();
    await checkScreen(tab);
  });

  it('impersonates a student from the user panel (banner shown) and revokes', async () => {
    await signIn(web.page, 'support@demo.test', '/via/inprogress');
    await openUserPanel(web.page, 'Sue Support');
    await web.page.getByRole('link', { name: 'Act as user' }).click();
    await web.page.waitForURL((url) => url.pathname === '/support/users');
    await web.page.getByRole('heading', { level: 1, name: 'Act as a user' }).waitFor();
    await checkScreen(web.page);

    await web.page.getByRole('searchbox', { name: 'Name or email' }).fill('student@demo.test');
    await web.page.getByRole('button', { name: 'Find users' }).click();
    const actAs = web.page.getByRole('button', { name: 'Act as Sam Student' });
    await actAs.waitFor();
    await checkScreen(web.page);
    await actAs.click();

    const banner = web.page.getByTestId('impersonation-banner');
    await banner.getByText('You are acting as Sam Student.').waitFor();
    await web.page.getByRole('button', { name: /Sam Student/ }).waitFor();
    await checkScreen(web.page);

    await stopActing(banner);
    await web.page.getByRole('button', { name: /Sue Support/ }).waitFor();
    await checkScreen(web.page);
  });

  it('lists for support only the users support may act as: no admin, no support (spec 1 §1)', async () => {
    await signIn(web.page, 'support@demo.test', '/via/inprogress');
    await web.page.goto(webUrl('/support/users'));
    await web.page.getByRole('heading', { level: 1, name: 'Act as a user' }).waitFor();
    // Support searches its own organization: there is nothing to choose.
    await expect(web.page.getByRole('combobox').count()).resolves.toBe(0);
    await web.page.getByRole('searchbox', { name: 'Name or email' }).fill('@demo.test');
    await web.page.getByRole('button', { name: 'Find users' }).click();
    const table = web.page.getByRole('table', { name: 'Users found' });
    await table.getByRole('cell', { name: 'Sam Student', exact: true }).waitFor();
    const names = await table.locator('tbody tr td:first-child').allTextContents();
    expect(names).toEqual(expect.arrayContaining(['Sam Student', 'Fran Faculty', 'Cora Coordinator']));
    for (const protectedName of ['Ada Admin', 'Rory Root', 'Sue Support']) expect(names).not.toContain(protectedName);
    const roles = await table.locator('tbody tr td:nth-child(3)').allTextContents();
    expect(roles.filter((role) => /Administrator|Support|Provider staff/.test(role))).toEqual([]);
    await checkScreen(web.page, '/support/users (support, results)');
  });
});

describe('provider staff act as a user of an organization they choose (spec 3 user support)', () => {
  const web = useBrowserPage();

  it('chooses Demo University from the organization combobox by keyboard, finds its student and acts as them', async () => {
    await signIn(web.page, 'staff@provider.test', '/via/inprogress');
    await openUserPanel(web.page, 'Stan Staff');
    await web.page.getByRole('link', { name: 'Act as user' }).click();
    await settledAfterNavigation(web.page, '/support/users');
    await web.page.getByText('Choose the organization of the user you are helping.').waitFor();
    await expect(web.page.getByRole('searchbox').count()).resolves.toBe(0);

    const organization = web.page.getByRole('combobox', { name: 'Organization' });
    await organization.click();
    await organization.pressSequentially('demo');
    const listbox = web.page.getByRole('listbox', { name: 'Organization' });
    // Clicked, it lists every organization; typed, only those whose name holds the text.
    await listbox.getByRole('option', { name: 'Other College' }).waitFor({ state: 'detached' });
    await listbox.getByRole('option', { name: 'Demo University' }).waitFor();
    await expect(listbox.getByRole('option').count()).resolves.toBe(1);
    // The open list at both sizes: inside the viewport, axe-clean.
    await checkScreen(web.page, '/support/users (staff, organizations)');
    await organization.press('ArrowDown');
    await expect(organization.getAttribute('aria-activedescendant')).resolves.toBeTruthy();
    await organization.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    await expect(organization.inputValue()).resolves.toBe('Demo University');

    await web.page.getByRole('searchbox', { name: 'Name or email' }).fill('student@demo.test');
    await web.page.getByRole('button', { name: 'Find users' }).click();
    const actAs = web.page.getByRole('button', { name: 'Act as Sam Student' });
    await actAs.waitFor();
    await checkScreen(web.page, '/support/users (staff, results)');
    await actAs.click();

    // Acting in Demo University: its test-environment banner shows, the shell is Sam's.
    const banner = web.page.getByTestId('impersonation-banner');
    await banner.getByText('You are acting as Sam Student.').waitFor();
    await web.page.getByText('You are in a testing environment.', { exact: false }).waitFor();
    await web.page.getByRole('button', { name: /Sam Student/ }).waitFor();
    expect(pathOf(web.page)).toBe('/via/inprogress');
    await checkScreen(web.page, '/via/inprogress (staff acting as Sam Student)');

    await stopActing(banner);
    await web.page.getByRole('button', { name: /Stan Staff/ }).waitFor();
  });
});
