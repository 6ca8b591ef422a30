import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { launchBrowser, newPage, pathOf, webUrl } from './support/browser';
import { openUserPanel, signIn } from './support/session';

jest.setTimeout(120_000);

describe('sign-in and the app shell (spec 1 §2)', () => {
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

  it('shows the sign-in page without accessibility violations and refuses a wrong password', async () => {
    await page.goto(webUrl('/'));
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill('student@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('signs a student in to /via/inprogress with the test banner, the filtered app switcher and no violations', async () => {
    await signIn(page, 'student@demo.test', '/via/inprogress');
    await page.getByRole('heading', { level: 1, name: 'In progress' }).waitFor();
    await page
      .getByText('You are in a testing environment. Some functionality may not work as expected.')
      .waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Apps' }).click();
    const apps = page.getByRole('list', { name: 'Apps' });
    await apps.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await apps.getByRole('link', { name: /Placement Management/ }).waitFor();
    await apps.getByRole('link', { name: /Program Applications/ }).waitFor();
    const gateways = apps.getByRole('link', { name: /Gateways/ });
    expect(await gateways.getAttribute('target')).toBe('_blank');
    expect(await apps.getByRole('link').count()).toBe(4);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // The seed gives the student a welcome notification.
    await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await page.locator('.notification').first().waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await openUserPanel(page, 'Sam Student');
    await page.getByRole('button', { name: 'Switch organisation' }).waitFor();
    await page.getByRole('button', { name: 'Change password' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await page.getByRole('link', { name: /Help centre/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('signs an admin in to /via/academics with the Hierarchy and Terms tabs', async () => {
    await signIn(page, 'admin@demo.test', '/via/academics');
    await page.getByRole('heading', { level: 1, name: 'Academics' }).waitFor();
    await expectNoAxeViolations(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Hierarchy' }).click();
    await page.waitForURL((url) => url.pathname === '/hierarchy/statement');
    await nav.locator('a[aria-current="page"]', { hasText: 'Hierarchy' }).waitFor();
    await page.getByRole('tree').waitFor();
    await expectNoAxeViolations(page);
    await nav.getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL((url) => url.pathname === '/settings/term-creation');
    await nav.locator('a[aria-current="page"]', { hasText: 'Terms' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Hierarchy' }).getAttribute('aria-current')).toBeNull();
    await page.getByRole('heading', { level: 1, name: 'Terms' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('shows no administration tabs to a student', async () => {
    await signIn(page, 'student@demo.test', '/via/inprogress');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Apps' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Hierarchy' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Terms' }).count()).toBe(0);
  });

  it('sends / to the signed-in user’s home and an unknown path to the not-found page', async () => {
    await signIn(page, 'admin@demo.test', '/via/academics');
    await page.goto(webUrl('/'));
    await page.waitForURL((url) => url.pathname === '/via/academics');
    await page.getByRole('heading', { level: 1, name: 'Academics' }).waitFor();
    await page.goto(webUrl('/login'));
    await page.waitForURL((url) => url.pathname === '/via/academics');
    await page.goto(webUrl('/no/such/page/here'));
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('searches from the search box and clears back to /{section}/all', async () => {
    await signIn(page, 'student@demo.test', '/via/inprogress');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('reflection');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/via/search' && url.searchParams.get('q') === 'reflection');
    await page.getByRole('heading', { level: 1, name: 'Search results' }).waitFor();
    expect(await box.inputValue()).toBe('reflection');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.waitForURL((url) => url.pathname === '/via/all');
    await page.getByRole('heading', { level: 1, name: 'All items: via' }).waitFor();
    // The box collapsed on leaving the search route (spec 1 §2).
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
    expect(pathOf(page)).toBe('/via/all');
    await expectNoAxeViolations(page);
  });

  it('logs out to /login', async () => {
    await signIn(page, 'student@demo.test', '/via/inprogress');
    await openUserPanel(page, 'Sam Student');
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto(webUrl('/via/inprogress'));
    await page.waitForURL((url) => url.pathname === '/login');
  });
});
