import { afterAll, afterEach, beforeAll, beforeEach } from '@jest/globals';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The web app's address, published by the e2e global setup (the local cloud's gateway). */
export function webUrl(path = '/'): string {
  const base = process.env.TESSERA_WEB_URL;
  if (!base)
    throw new Error('TESSERA_WEB_URL is not set: run through the e2e Jest project (its global setup starts the cloud)');
  return new URL(path, base).toString();
}

/** A fresh browser context (empty storage: no Cognito tokens, no language choice) and a page in it. */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  return { context, page };
}

/** The pathname of the page's current URL. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** What `useBrowserPage` hands a describe block; read the getters inside hooks and tests, not at definition time. */
export interface BrowserPage {
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
}

/**
 * Registers the hooks every browser suite repeats: one browser for the describe block (launched before all,
 * closed after all) and, unless `perTest: false`, a fresh context and page for each test (closed after it).
 */
export function useBrowserPage({ perTest = true }: { perTest?: boolean } = {}): BrowserPage {
  let browser: Browser | undefined;
  let opened: { context: BrowserContext; page: Page } | undefined;
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useBrowserPage: no ${what} yet (read it inside a hook or a test)`);
    return value;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  if (perTest) {
    beforeEach(async () => {
      opened = await newPage(ready(browser, 'browser'));
    });
    afterEach(async () => {
      await opened?.context.close();
      opened = undefined;
    });
  }

  return {
    get browser() {
      return ready(browser, 'browser');
    },
    get context() {
      return ready(opened, 'context').context;
    },
    get page() {
      return ready(opened, 'page').page;
    },
  };
}

/**
 * Waits until `locator` holds the focus. Overlays move focus in, and give it back, a frame after they open or
 * close: checking at once races under load.
 */
export async function focusSettlesOn(locator: Locator): Promise<void> {
  const element = await locator.elementHandle();
  await locator.page().waitForFunction((target) => target === document.activeElement, element);
}

/** Waits until `locator`'s `name` attribute reads `value` (an overlay's toggle says it closed a frame later). */
export async function attributeSettles(locator: Locator, name: string, value: string): Promise<void> {
  const element = await locator.elementHandle();
  await locator
    .page()
    .waitForFunction(([target, attribute, expected]) => target?.getAttribute(attribute) === expected, [
      element,
      name,
      value,
    ] as const);
}
