import { expect } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe';

/** Screenshots of every screen the e2e tests visit, kept as CI artifacts (`.test-results/screenshots/`). */
export const SCREENSHOTS_DIR = fileURLToPath(new URL('../../../.test-results/screenshots/', import.meta.url));

/** The two sizes every screen is checked at: a laptop and a phone. */
export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

const slug = (text: string) =>
  text
    .replace(/^\//, '')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'root';

let shot = 0;

/** What lies outside the viewport: open dialogs, sheets, menus and popovers (their boxes, rounded). */
async function overlaysOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const height = window.innerHeight;
    const found: string[] = [];
    const selector = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], dialog[open]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (box.left < -1 || box.top < -1 || box.right > width + 1 || box.bottom > height + 1) {
        const name = element.getAttribute('aria-label') ?? element.getAttribute('role') ?? element.tagName;
        found.push(
          `${name}: ${Math.round(box.left)},${Math.round(box.top)} to ${Math.round(box.right)},${Math.round(box.bottom)} in ${width}×${height}`,
        );
      }
    }
    return found;
  });
}

/**
 * Waits until the page has taken the new size and holds still: the layout viewport is `width` wide, no
 * finite animation or transition is running (a dialog's entrance, a sheet sliding in), and the boxes of the
 * open overlays and the page's scroll width are the same on two frames running (Radix re-positions its
 * popovers a frame after a resize). A state, checked every frame, not a fixed pause.
 */
export async function layoutSettled(page: Page, width: number): Promise<void> {
  await page.waitForFunction(
    (expectedWidth) => {
      const state = window as unknown as { __tesseraLayout?: string };
      if (document.documentElement.clientWidth > expectedWidth || window.innerWidth !== expectedWidth) return false;
      const moving = document
        .getAnimations()
        .some(
          (animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
      const selector = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], dialog[open]';
      const boxes = [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
        const box = element.getBoundingClientRect();
        return [box.left, box.top, box.width, box.height].map(Math.round).join(',');
      });
      const layout = `${document.documentElement.scrollWidth}|${boxes.join(';')}`;
      const same = state.__tesseraLayout === layout;
      state.__tesseraLayout = layout;
      return !moving && same;
    },
    width,
    { polling: 'raf', timeout: 10_000 },
  );
}

/**
 * Checks the screen as it is now at both sizes (docs/architecture.md §8): a screenshot of each, no sideways
 * scrolling at 390 px, every open dialog and menu inside the viewport, and axe-core with no violation. The
 * page is left at the size it had.
 */
export async function checkScreen(page: Page, where = new URL(page.url()).pathname): Promise<void> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const original = page.viewportSize();
  shot += 1;
  // Named after the test file too: shards run side by side and each file counts its own screens.
  const suite = basename(expect.getState().testPath ?? 'e2e').replace(/\.e2e\.test\.ts$/, '');
  const name = `${suite}-${String(shot).padStart(3, '0')}-${slug(where)}`;
  try {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await layoutSettled(page, viewport.width);
      // A toast in its 2 s fade (spec 1 §9) is a moment, not a state: its text fades with it, so it is checked
      // once it has gone.
      await page.waitForFunction(() => !document.querySelector('.toast--fading'), null, { timeout: 5000 });
      await page.screenshot({ path: `${SCREENSHOTS_DIR}${name}-${size}.png` });
      const problems: Record<string, unknown> = {};
      if (size === 'phone') {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.horizontalScroll = `${overflow}px wider than the viewport`;
      }
      const outside = await overlaysOutside(page);
      if (outside.length > 0) problems.outsideViewport = outside;
      const violations = await axeViolations(page);
      if (violations.length > 0) problems.axe = violations;
      expect({ where: `${where} (${size})`, problems }).toEqual({ where: `${where} (${size})`, problems: {} });
    }
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
