import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it, jest } from '@jest/globals';
import { checkScreen } from './support/screen';
import { pathOf, webUrl, useBrowserPage } from './support/browser';
import { openUserPanel, signIn } from './support/session';

jest.setTimeout(120_000);

describe('sign-in and the app shell (spec 1 §2)', () => {
  const web = useBrowserPage();

  it('shows the sign-in page without accessibility violations and refuses a wrong password', async () => {
    await web.page.goto(webUrl('/'));
    await web.page.waitForURL((url) => url.pathname === '/login');
    await web.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await checkScreen(web.page);
    await web.page.getByLabel('Email').fill('student@demo.test');
    await web.page.getByLabel('Password').fill('not-the-password');
    await web.page.getByRole('button', { name: 'Sign in' }).click();
    await web.page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
    await checkScreen(web.page);
  });

  it('signs a student in to /via/inprogress with the test banner, the filtered app switcher and no violations', async () => {
    // Once the current user is known, API calls carry the organisation hint (ADR 0005).
    const hints: (string | undefined)[] = [];
    const recordHint = (request: { url(): string; headers(): Record<string, string> }) => {
      if (new URL(request.url()).pathname.startsWith('/api/users/'))
        hints.push(request.headers()['x-tessera-organization']);
    };
    web.page.on('request', recordHint);
    await signIn(web.page, 'student@demo.test', '/via/inprogress');
    await web.page.getByRole('heading', { level: 1, name: 'In progress' }).waitFor();
    await web.page
      .getByText('You are in a testing environment. Some functionality may not work as expected.')
      .waitFor();
    await checkScreen(web.page);

    await web.page.getByRole('button', { name: 'Apps' }).click();
    const apps = web.page.getByRole('list', { name: 'Apps' });
    await apps.getByRole('link', { name: 'Home', exact: true }).waitFor();
    await apps.getByRole('link', { name: /Placement Management/ }).waitFor();
    await apps.getByRole('link', { name: /Program Applications/ }).waitFor();
    const gateways = apps.getByRole('link', { name: /Gateways/ });
    expect(await gateways.getAttribute('target')).toBe('_blank');
    expect(await apps.getByRole('link').count()).toBe(4);
    await checkScreen(web.page);
    await web.page.keyboard.press('Escape');

    // The seed gives the student a welcome notification.
    await web.page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await web.page.locator('.notification').first().waitFor();
    await checkScreen(web.page);
    await web.page.keyboard.press('Escape');
    web.page.off('request', recordHint);
    expect(hints).toContain('org_demo');
    expect(hints.filter((hint) => hint !== undefined && hint !== 'org_demo')).toEqual([]);

    await openUserPanel(web.page, 'Sam Student');
    await web.page.getByRole('button', { name: 'Switch organization' }).waitFor();
    await web.page.getByRole('button', { name: 'Change password' }).waitFor();
    await web.page.getByRole('button', { name: 'Log out' }).waitFor();
    expect(await web.page.getByRole('link', { name: /Help center/ }).count()).toBe(0);
    await checkScreen(web.page);
  });

  it('signs an admin in to /via/academics with the Hierarchy and Terms tabs', async () => {
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await web.page.getByRole('heading', { level: 1, name: 'Academics' }).waitFor();
    await checkScreen(web.page);
    const nav = web.page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Hierarchy' }).click();
    await web.page.waitForURL((url) => url.pathname === '/hierarchy/statement');
    await nav.locator('a[aria-current="page"]', { hasText: 'Hierarchy' }).waitFor();
    await web.page.getByRole('tree').waitFor();
    await checkScreen(web.page);
    await nav.getByRole('link', { name: 'Terms' }).click();
    await web.page.waitForURL((url) => url.pathname === '/settings/term-creation');
    await nav.locator('a[aria-current="page"]', { hasText: 'Terms' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Hierarchy' }).getAttribute('aria-current')).toBeNull();
    await web.page.getByRole('heading', { level: 1, name: 'Terms' }).waitFor();
    await checkScreen(web.page);
  });

  it('shows no administration tabs to a student', async () => {
    await signIn(web.page, 'student@demo.test', '/via/inprogress');
    const nav = web.page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Apps' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Hierarchy' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Terms' }).count()).toBe(0);
  });

  it('sends / to the signed-in user’s home and an unknown path to the not-found page', async () => {
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await web.page.goto(webUrl('/'));
    await web.page.waitForURL((url) => url.pathname === '/via/academics');
    await web.page.getByRole('heading', { level: 1, name: 'Academics' }).waitFor();
    await web.page.goto(webUrl('/login'));
    await web.page.waitForURL((url) => url.pathname === '/via/academics');
    await web.page.goto(webUrl('/no/such/page/here'));
    await web.page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await checkScreen(web.page);
  });

  it('searches from the search box and clears back to /{section}/all', async () => {
    await signIn(web.page, 'student@demo.test', '/via/inprogress');
    await web.page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = web.page.getByRole('searchbox', { name: 'Search' });
    await box.fill('reflection');
    await box.press('Enter');
    await web.page.waitForURL((url) => url.pathname === '/via/search' && url.searchParams.get('q') === 'reflection');
    await web.page.getByRole('heading', { level: 1, name: 'Search results' }).waitFor();
    expect(await box.inputValue()).toBe('reflection');
    await checkScreen(web.page);
    // Human words, and one clear control.
    await web.page.getByText('Results for “reflection”.').waitFor();
    await expect(web.page.getByRole('search').getByRole('button').count()).resolves.toBe(2);
    await web.page.getByRole('button', { name: 'Clear search' }).click();
    await web.page.waitForURL((url) => url.pathname === '/via/all');
    await web.page.getByRole('heading', { level: 1, name: 'All items' }).waitFor();
    // The box collapsed on leaving the search route (spec 1 §2).
    await web.page.getByRole('button', { name: 'Search', exact: true }).waitFor();
    expect(pathOf(web.page)).toBe('/via/all');
    await checkScreen(web.page);
  });

  it('logs out to /login, revoking the refresh token so a copy of it signs nobody in again', async () => {
    await signIn(web.page, 'student@demo.test', '/via/inprogress');
    const refreshToken = await web.page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.refreshToken'));
      return key ? localStorage.getItem(key) : null;
    });
    expect(refreshToken).toEqual(expect.any(String));
    const refresh = () =>
      new CognitoIdentityProviderClient({
        region: process.env.AWS_REGION,
        endpoint: process.env.COGNITO_ENDPOINT,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }).send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: process.env.USER_POOL_CLIENT_ID,
          AuthParameters: { REFRESH_TOKEN: refreshToken as string },
        }),
      );
    await expect(refresh()).resolves.toMatchObject({ AuthenticationResult: expect.anything() });

    await openUserPanel(web.page, 'Sam Student');
    await web.page.getByRole('button', { name: 'Log out' }).click();
    await web.page.waitForURL((url) => url.pathname === '/login');
    await web.page.goto(webUrl('/via/inprogress'));
    await web.page.waitForURL((url) => url.pathname === '/login');
    await expect(refresh()).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });
});
