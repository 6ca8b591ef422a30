/**
 * How every browser this repository starts is launched: the e2e suites (support/browser.ts) and the bench's
 * home measurement (bench/home.ts). Kept apart from browser.ts, which needs Jest's globals to load.
 */
/** Debian's Chromium, headless, never reaching beyond this machine (docs/architecture.md §9). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1, EXCLUDE localhost',
];
