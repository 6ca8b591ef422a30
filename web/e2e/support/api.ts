import { buildPath, type Contract, type PathParams, type RequestBody, type ResponseBody } from '@tessera/shared';
import { signIn } from '../../../functions/tests/support/fixtures';
import { webUrl } from './browser';
import { DEMO_PASSWORD, pageAccessToken } from './session';

/**
 * Calls the e2e cloud's API as a demo user, through the web server's /api like the app: for a step a test
 * needs but does not exercise through the screens (say, a template that takes the rubric under test).
 * Fails on anything but a 2xx, with the server's answer in the message. While a page is signed in as that user,
 * the call is that page's sign-in (one device), so it never supersedes the browser.
 */
export async function callApiAs<C extends Contract>(
  email: string,
  contract: C,
  options: { path?: PathParams<C>; body?: RequestBody<C> } = {},
): Promise<ResponseBody<C>> {
  // The browser's own sign-in when a page is signed in as this user: another sign-in would supersede it.
  const token = (await pageAccessToken(email)) ?? (await signIn(email, DEMO_PASSWORD));
  const path = buildPath(contract.path, (options.path ?? {}) as Record<string, string>);
  const response = await fetch(webUrl(path), {
    method: contract.method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${contract.method} ${path} as ${email}: ${response.status} ${text}`);
  return JSON.parse(text) as ResponseBody<C>;
}
