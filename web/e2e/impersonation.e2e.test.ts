import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, newPage } from './support/browser';
import { openUserPanel, signIn } from './support/session';

jest.setTimeout(120_000);

describe('support acts as a user (spec 1 §1, §2, §7)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    ({ context, page } = await newPage(browser));
  });
  afterEach(async () => {
    await context?.close();
  });

  it('gives support the help-centre entry, opening in a new tab', async () => {
    await signIn(page, 'support@demo.test', '/via/inprogress');
    const help = page.getByRole('link', { name: /Help centre/ });
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await help.getAttribute('href')).toBe('/help_center');
    const [tab] = await Promise.all([context.waitForEvent('page'), help.click()]);
    await tab.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
    await expectNoAxeViolations(tab);
  });

  it('impersonates a student from the user panel (banner shown) and revokes', async () => {
    await signIn(page, 'support@demo.test', '/via/inprogress');
    await openUserPanel(page, 'Sue Support');
    await page.getByRole('link', { name: 'Act as user' }).click();
    await page.waitForURL((url) => url.pathname === '/support/users');
    await page.getByRole('heading', { level: 1, name: 'Act as a user' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('searchbox', { name: 'Name or email' }).fill('student@demo.test');
    await page.getByRole('button', { name: 'Find users' }).click();
    const actAs = page.getByRole('button', { name: 'Act as Sam Student' });
    await actAs.waitFor();
    await expectNoAxeViolations(page);
    await actAs.click();

    const banner = page.getByTestId('impersonation-banner');
    await banner.getByText('You are acting as Sam Student.').waitFor();
    await page.getByRole('button', { name: /Sam Student/ }).waitFor();
    await expectNoAxeViolations(page);

    await banner.getByRole('button', { name: 'Stop acting as this user' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /Sue Support/ }).waitFor();
    await expectNoAxeViolations(page);
  });
});
