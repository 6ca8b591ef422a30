import { describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import { createEvidence, getCurrentUser, listPortfolios, saveEvidence } from '@tessera/shared';
import { callApiAs } from './support/api';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(300_000);

const STUDENT = 'student@demo.test';
const EVIDENCE = 'Fraction strips, week 3';
const ABSTRACT = 'Photos and notes from the lesson where pairs folded strips into halves and quarters.';

/** An evidence item of the demo student's, on their timeline, made through the API as the evidence editor makes it. */
async function evidenceItem(ownerId: string): Promise<string> {
  const made = await callApiAs(STUDENT, createEvidence, { path: { id: ownerId }, body: { title: EVIDENCE } });
  const saved = await callApiAs(STUDENT, saveEvidence, {
    path: { id: ownerId, portfolioId: made.id },
    body: {
      version: made.version,
      portfolio_action: 'save_as_draft',
      title: EVIDENCE,
      date: '09/21/2026',
      abstract_text: ABSTRACT,
    },
  });
  return saved.portfolio.id;
}

const gallery = (page: Page) => page.getByRole('group', { name: 'Gallery' });

/**
 * Galleries and the reference viewer (issue 12 "Screens": choose from timeline, the reference viewer route
 * `/portfolios/reference/#/...`): the demo student chooses an evidence item from their timeline into the Teaching
 * Portfolio's gallery (auto-saved), finds it after a reload, follows it to the reference viewer and back, and
 * removes it; an address naming nothing says "Resource does not exist!". Every state through checkScreen,
 * the viewer once in Spanish.
 */
describe('galleries and the reference viewer (issue 12)', () => {
  const web = useBrowserPage();

  it('chooses an evidence item from the timeline, follows it to the viewer, and removes it', async () => {
    const page = web.page;
    const me = await callApiAs(STUDENT, getCurrentUser);
    const evidenceId = await evidenceItem(me.id);
    const list = await callApiAs(STUDENT, listPortfolios, { path: { id: me.id } });
    const teaching = list.items.find((item) => item.title === 'Teaching Portfolio');
    if (!teaching) throw new Error('no seeded Teaching Portfolio');
    await signIn(page, STUDENT, '/via/inprogress');
    await page.goto(webUrl(`/portfolios/${me.id}/${teaching.id}`));
    await page.getByRole('button', { name: 'Evidence' }).click();
    await gallery(page).waitFor();

    await gallery(page).getByRole('button', { name: 'Choose from timeline' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from timeline: Gallery' });
    const choice = picker.getByRole('checkbox', { name: new RegExp(`^${EVIDENCE}`) });
    await choice.waitFor();
    // The portfolio being edited is not offered to itself.
    await expect(picker.getByRole('checkbox', { name: /^Teaching Portfolio/ }).count()).resolves.toBe(0);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (choose from timeline)');
    await choice.check();
    await picker.getByRole('button', { name: 'Use 1 item' }).click();
    await picker.waitFor({ state: 'detached' });
    await gallery(page).getByRole('link', { name: EVIDENCE }).waitFor();
    await page.getByText('All changes saved.').waitFor();

    // Saved: after a reload the gallery reads it back with its abstract.
    await page.reload();
    await page.getByRole('button', { name: 'Evidence' }).click();
    await gallery(page).getByText(ABSTRACT).waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (gallery)');

    // The reference viewer: the item read-only, as its owner shows it.
    await gallery(page).getByRole('link', { name: EVIDENCE }).click();
    await page.waitForURL((url) => url.pathname === '/portfolios/reference/');
    expect(new URL(page.url()).hash).toBe(
      `#/portfolios/${teaching.id}/reference/${evidenceId}?reference_component_id=gallery-1&root_portfolio_id=${teaching.id}`,
    );
    await page.getByRole('heading', { level: 1, name: EVIDENCE }).waitFor();
    await page.getByText(ABSTRACT).waitFor();
    await page.getByText('By Sam Student').waitFor();
    await checkScreen(page, '/portfolios/reference/#/portfolios/{id}/reference/{ref}');

    await openUserPanel(page, 'Sam Student');
    await page.getByRole('button', { name: 'Español' }).click();
    try {
      await page.getByText('De Sam Student').waitFor();
      await page.getByText('Evidencia', { exact: true }).waitFor();
      await checkScreen(page, '/portfolios/reference/#/... (es)');
    } finally {
      await restoreEnglish(page, 'Sam Student');
    }
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Evidence' }).click();
    await gallery(page)
      .getByRole('button', { name: `Remove ${EVIDENCE}` })
      .click();
    await gallery(page).getByText('No gallery.').waitFor();
    await page.getByText('All changes saved.').waitFor();

    // An address that names no reference of a portfolio the reader reads.
    await page.goto(webUrl(`/portfolios/reference/#/portfolios/${teaching.id}/reference/${evidenceId}`));
    await page.getByRole('heading', { level: 1, name: 'Resource does not exist!' }).waitFor();
    await page.goto(webUrl('/portfolios/reference/#/nothing'));
    await page.getByRole('heading', { level: 1, name: 'Resource does not exist!' }).waitFor();
    await checkScreen(page, '/portfolios/reference/ (not found)');
  });
});
