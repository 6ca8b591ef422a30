/**
 * `home` (issue 23): the JavaScript Debian's Chromium fetches for /login and for each role's signed-in home,
 * from the production build (`vite build`, web/dist) the local cloud's gateway serves beside the local API.
 * Every response Chromium receives whose type is a script (or whose content type is JavaScript) is counted,
 * not only the files index.html names: the chunks the router and the features import on the way count too.
 * Sizes are each body as received, gzipped at zlib's default level (as the `web` bench measures).
 * Each page is opened in a fresh context (no cache); the signed-in home is opened directly with the session
 * the sign-in left (what a returning user loads), after the sign-in itself.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/e2e/support/chromium';
import { homeRoute, type Role } from '@tessera/shared';

const KB = 1024;
const DEMO_PASSWORD = 'Tessera-demo-1';
const ROLES: { role: string; email: string; roles: Role[] }[] = [
  { role: 'student', email: 'student@demo.test', roles: ['student'] },
  { role: 'faculty', email: 'faculty@demo.test', roles: ['faculty'] },
  { role: 'admin', email: 'admin@demo.test', roles: ['admin'] },
];

interface Loaded {
  files: number;
  raw: number;
  gzip: number;
  /** Each file's name and gzip bytes, largest first (printed with BENCH_HOME_FILES=1). */
  each: Array<[string, number]>;
}

/** Records every JavaScript response of `page` from now on; `done()` waits for their bodies. */
function recordScripts(page: Page): { done: () => Promise<Loaded> } {
  const bodies: Promise<{ url: string; raw: number; gzip: number } | null>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type !== 'script' && !/javascript|ecmascript/.test(contentType)) return;
    bodies.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.byteLength, gzip: gzipSync(body).byteLength }),
        () => null,
      ),
    );
  });
  return {
    done: async () => {
      const seen = new Map<string, { raw: number; gzip: number }>();
      for (const body of await Promise.all(bodies)) if (body) seen.set(body.url, body);
      const list = [...seen.values()];
      return {
        files: list.length,
        raw: list.reduce((sum, b) => sum + b.raw, 0),
        gzip: list.reduce((sum, b) => sum + b.gzip, 0),
        each: [...seen]
          .map(([url, body]): [string, number] => [new URL(url).pathname, body.gzip])
          .sort((a, b) => b[1] - a[1]),
      };
    },
  };
}

/** Waits until the app has settled: no request for half a second (the home's lazy features included). */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
}

async function fresh(context: BrowserContext, url: string): Promise<Loaded> {
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(url);
  await settled(page);
  const loaded = await scripts.done();
  await page.close();
  return loaded;
}

/**
 * BENCH_HOME_ROUNDS loads (default 3) of each page; the median is printed (a build serves the same files, so
 * rounds differ only if a lazy import depends on timing, which the rounds column shows). BENCH_HOME_FILES=1
 * also lists each page's files with their gzip size.
 */
export async function homeBench(webUrl: string): Promise<Array<Record<string, string | number>>> {
  const rounds = Math.max(1, Number(process.env.BENCH_HOME_ROUNDS) || 3);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  const rows: Array<Record<string, string | number>> = [];
  const row = (route: string, samples: Loaded[], budget: number) => {
    const gz = median(samples.map((s) => s.gzip));
    rows.push({
      route,
      files: median(samples.map((s) => s.files)),
      'raw KB': +(median(samples.map((s) => s.raw)) / KB).toFixed(1),
      'gzip KB': +(gz / KB).toFixed(1),
      'rounds gzip KB': samples.map((s) => (s.gzip / KB).toFixed(1)).join(' '),
      budget,
      within: gz <= budget * KB ? 'yes' : 'NO',
    });
    // Which files make a figure (the first round's), to find what to load later when one grows.
    if (process.env.BENCH_HOME_FILES)
      console.log(
        `\n${route}:\n${samples[0]?.each.map(([file, size]) => `${(size / KB).toFixed(1).padStart(7)} KB  ${file}`).join('\n')}`,
      );
  };
  try {
    const login: Loaded[] = [];
    for (let r = 0; r < rounds; r++) {
      const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
      login.push(await fresh(context, new URL('/login', webUrl).toString()));
      await context.close();
    }
    row('/login (first route)', login, 120);
    for (const { role, email, roles } of ROLES) {
      const home = homeRoute(roles);
      const samples: Loaded[] = [];
      for (let r = 0; r < rounds; r++) {
        const signing = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
        const page = await signing.newPage();
        await page.goto(new URL('/login', webUrl).toString());
        await page.getByLabel(/^(Email|Correo electrónico)$/).fill(email);
        await page.getByLabel(/^(Password|Contraseña)$/).fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: /^(Sign in|Iniciar sesión)$/ }).click();
        await page.waitForURL((url) => url.pathname === home, { timeout: 60_000 });
        await settled(page);
        const session = await signing.storageState();
        await signing.close();
        // A fresh context (empty cache) holding the session: the home as a returning user opens it.
        const context = await browser.newContext({
          locale: 'en-US',
          viewport: { width: 1366, height: 900 },
          storageState: session,
        });
        samples.push(await fresh(context, new URL(home, webUrl).toString()));
        await context.close();
      }
      row(`${role} home ${home} (signed in)`, samples, 180);
    }
  } finally {
    await browser.close();
  }
  return rows;
}
