import type { Page } from 'playwright-core';
import { webUrl } from './browser';

/** Every demo user's password (brief: demo seed). */
export const DEMO_PASSWORD = 'Tessera-demo-1';

/**
 * The pages signed in as each user, newest last: an API call a test makes as that user goes out as the page's
 * own sign-in (support/api.ts), since a second sign-in's first request would make the browser's "another
 * device" (issue 21).
 */
const signedInPages = new Map<string, Page>();

/** The access token of the page last signed in as `email` (through signIn), while it is open and valid. */
export async function pageAccessToken(email: string): Promise<string | null> {
  const page = signedInPages.get(email.toLowerCase());
  if (!page || page.isClosed()) return null;
  const token = await page
    .evaluate(() => {
      for (let i = 0; i < localStorage.length; i++) {
        const key = localStorage.key(i);
        if (!key?.startsWith('CognitoIdentityServiceProvider.') || !key.endsWith('.LastAuthUser')) continue;
        const user = localStorage.getItem(key);
        if (user) return localStorage.getItem(`${key.slice(0, -'.LastAuthUser'.length)}.${user}.accessToken`);
      }
      return null;
    })
    .catch(() => null);
  if (!token) return null;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  return (claims.exp ?? 0) > Date.now() / 1000 + 60 ? token : null;
}

/** Signs in through the sign-in page and waits for the home route the app opens. */
export async function signIn(page: Page, email: string, home: string, password = DEMO_PASSWORD): Promise<void> {
  // The page is now this user's only (the username in its token is Cognito's, not the email).
  for (const [signedIn, held] of signedInPages) if (held === page) signedInPages.delete(signedIn);
  signedInPages.set(email.toLowerCase(), page);
  await page.goto(webUrl('/login'));
  await page.getByLabel(/^(Email|Correo electrónico)$/).fill(email);
  await page.getByLabel(/^(Password|Contraseña)$/).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
  // Sign-in opens /, which redirects to the home route: its heading then takes focus.
  await settledAfterNavigation(page, home);
}

/** Opens the user panel (avatar button) of the top navigation. */
export async function openUserPanel(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('button', { name: new RegExp(name) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/**
 * Gives the account its English back. The language is the account's (server state) and the next suite may sign
 * in as the same user, so this waits until the save has landed: the page's language changes only after the
 * server's answer (a browser closed earlier would cancel the request and leave the account in Spanish).
 */
export async function restoreEnglish(page: Page, name: string): Promise<void> {
  await openUserPanel(page, name);
  await page.getByRole('button', { name: 'English' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

/**
 * After an in-app navigation the new page's heading takes focus (and open panels close); waiting for that
 * makes the next interaction start from a settled page.
 */
export async function settledAfterNavigation(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.waitForFunction(() => document.activeElement?.hasAttribute('data-page-heading') === true);
}
