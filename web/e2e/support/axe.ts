import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe-core (WCAG 2.x A/AA and best practices) on the page as it is now and returns its violations. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
  // Legacy mode runs axe.run in the page itself. The default (runPartial in every frame, then finishRun in a
  // fresh blank page) exists for cross-origin frames, which Tessera's screens do not have, and measured twice
  // as slow here (about 20 s against 40 s on a 1,600-control page; e2e runs ~360 of these).
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}
