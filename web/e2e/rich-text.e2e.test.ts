import { describe, expect, it, jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { focusSettlesOn, useBrowserPage } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(300_000);

/** Robin Castell, a student of EDU 501 section A whose practicum work no other suite touches (README demo logins). */
const STUDENT = 'student8@demo.test';
const STUDENT_NAME = 'Robin Castell';
const ACTIVITY = 'Observed lesson 1';
/** Sixteen words: with the eleven typed before it the rationale holds 27, three short of its minimum of 30. */
const PASTED = 'Each pair explains one drawing to another pair and then writes a sentence about what changed.';
const NOTICE = 'The pasted content contains formatting that cannot be displayed and will be pasted as plain text.';

const rationale = (page: Page) => page.getByRole('textbox', { name: /^Rationale/ });
const formatting = (page: Page) => page.getByRole('toolbar', { name: 'Formatting of Rationale' });

/** A paste of formatted text (HTML and its plain text), as a word processor puts it on the clipboard. */
async function pasteFormatted(editor: Locator, html: string, plain: string) {
  await editor.evaluate(
    (element, [htmlText, plainText]) => {
      const data = new DataTransfer();
      data.setData('text/html', htmlText as string);
      data.setData('text/plain', plainText as string);
      element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [html, plain],
  );
}

/** Opens the practicum activity's portfolio (the first visit starts it). */
async function openPracticum(page: Page) {
  await page
    .getByRole('table', { name: 'Your activities, the latest first' })
    .getByRole('link', { name: ACTIVITY })
    .click();
  // The first visit starts the portfolio (a button); later ones open it (a link).
  await page
    .getByRole('button', { name: 'Start your portfolio' })
    .or(page.getByRole('link', { name: 'Open your portfolio' }))
    .click();
  await rationale(page).waitFor();
}

/**
 * Rich-text answers (issue 12; spec 1 §2 editor toolbar, §5 text area and link insert): the student formats the
 * practicum rationale from the keyboard alone (Ctrl+B in the text, Alt+F10 to the toolbar and its arrow keys for
 * a bulleted list), inserts a link through the insert-link modal (disabled while a field is blank, http://
 * prepended, the address encoded), pastes formatted text (plain text goes in, with the spec's notice), sees the
 * minimum-words hint and its announcement, saves, reloads and finds it all as written; then the same in Spanish.
 */
describe('rich-text answers (issue 12)', () => {
  const web = useBrowserPage();

  it('formats from the keyboard, inserts a link, pastes as plain text, saves and reads it back', async () => {
    const page = web.page;
    await signIn(page, STUDENT, '/via/inprogress');
    await openPracticum(page);
    const editor = rationale(page);
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');

    // Bold from the keyboard inside the text.
    await page.keyboard.type('Plans for ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('fractions');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' today.');
    await page.keyboard.press('Enter');

    // Alt+F10 reaches the toolbar (one tab stop): Bold first, the arrow keys move, Enter applies, back to the text.
    await page.keyboard.press('Alt+F10');
    await focusSettlesOn(formatting(page).getByRole('button', { name: 'Bold' }));
    await expect(formatting(page).getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).resolves.toBe(
      'false',
    );
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await focusSettlesOn(formatting(page).getByRole('button', { name: 'Bulleted list' }));
    await page.keyboard.press('Enter');
    await focusSettlesOn(editor);
    await page.keyboard.type('Story problem');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pairs compare');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(editor.locator('ul > li').allTextContents()).resolves.toEqual(['Story problem', 'Pairs compare']);
    // The browser writes bold as <b> while editing; what is handed on and stored is the allow-list's <strong>.
    await expect(editor.locator('b, strong').textContent()).resolves.toBe('fractions');
    // The toolbar is one tab stop before the text: Shift+Tab reaches the button last used, Escape goes back.
    await page.keyboard.press('Shift+Tab');
    await focusSettlesOn(formatting(page).getByRole('button', { name: 'Bulleted list' }));
    await page.keyboard.press('Escape');
    await focusSettlesOn(editor);

    // Insert link (Ctrl+K): disabled while a field is blank; the address gets http:// and is encoded.
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog', { name: 'Insert link' });
    await dialog.waitFor();
    const insert = dialog.getByRole('button', { name: 'Insert link' });
    await expect(insert.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Text to display').fill('the lesson plan');
    await expect(insert.isDisabled()).resolves.toBe(true);
    await dialog.getByLabel('Address').fill('example.org/plan one');
    await expect(insert.isDisabled()).resolves.toBe(false);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert link)');
    await dialog.getByLabel('Address').press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await focusSettlesOn(editor);
    const link = editor.getByRole('link', { name: 'the lesson plan' });
    await expect(link.getAttribute('href')).resolves.toBe('http://example.org/plan%20one');

    // A formatted paste goes in as plain text, and says so.
    await page.keyboard.type(' ');
    await pasteFormatted(editor, `<p style="color:red"><b>${PASTED}</b><script>alert(1)</script></p>`, PASTED);
    await page.getByText(NOTICE).waitFor();
    await expect(editor.textContent()).resolves.toContain(PASTED);
    await expect(editor.locator('script, [style]').count()).resolves.toBe(0);
    await expect(editor.locator('b, strong').allTextContents()).resolves.toEqual(['fractions']);

    // 27 words of 30: the hint under the field and the polite count of what is missing (spec 1 §5).
    await page.getByText('This text area requires a minimum of 30 words.').waitFor();
    await expect(
      page.getByRole('status').filter({ hasText: '3 more words to meet the minimum of 30.' }).count(),
    ).resolves.toBe(1);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (rich text, pasted)');

    await page
      .getByRole('group', { name: 'Editor toolbar' })
      .getByRole('button', { name: 'Save', exact: true })
      .click();
    await page.getByText('All changes saved.').waitFor();

    // Read back after a reload: the formatting and the link as written.
    await page.reload();
    await rationale(page).waitFor();
    const again = rationale(page);
    await expect(again.locator('strong').textContent()).resolves.toBe('fractions');
    await expect(again.locator('ul > li').allTextContents()).resolves.toEqual(['Story problem', 'Pairs compare']);
    const stored = again.getByRole('link', { name: 'the lesson plan' });
    await expect(stored.getAttribute('href')).resolves.toBe('http://example.org/plan%20one');
    await expect(stored.getAttribute('rel')).resolves.toBe('noopener noreferrer');
    await expect(again.textContent()).resolves.toContain(PASTED);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (rich text, reloaded)');
  });

  it('speaks Spanish: the toolbar, the link modal and the paste notice', async () => {
    const page = web.page;
    await signIn(page, STUDENT, '/via/inprogress');
    try {
      await openUserPanel(page, STUDENT_NAME);
      await page.getByRole('button', { name: 'Español' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      await page.keyboard.press('Escape');
      await page
        .getByRole('table', { name: /^Sus actividades/ })
        .getByRole('link', { name: ACTIVITY })
        .click();
      await page
        .getByRole('button', { name: 'Comenzar su portafolio' })
        .or(page.getByRole('link', { name: 'Abrir su portafolio' }))
        .click();
      const toolbar = page.getByRole('toolbar', { name: 'Formato de Rationale' });
      await toolbar.waitFor();
      for (const name of ['Negrita', 'Cursiva', 'Lista con viñetas', 'Lista numerada', 'Insertar enlace'])
        await toolbar.getByRole('button', { name }).waitFor();
      const editor = page.getByRole('textbox', { name: /^Rationale/ });
      await editor.click();
      await page.keyboard.press('ControlOrMeta+End');
      await pasteFormatted(editor, '<i>y más</i>', ' y más');
      await page
        .getByText('El contenido pegado tiene un formato que no se puede mostrar y se pegará como texto sin formato.')
        .waitFor();
      await toolbar.getByRole('button', { name: 'Insertar enlace' }).click();
      const dialog = page.getByRole('dialog', { name: 'Insertar enlace' });
      await dialog.getByLabel('Texto que se muestra').waitFor();
      await dialog.getByLabel('Dirección').waitFor();
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (rich text, es, insert link)');
      await dialog.getByRole('button', { name: 'Cancelar' }).first().click();
      await dialog.waitFor({ state: 'detached' });
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (rich text, es)');
    } finally {
      await restoreEnglish(page, STUDENT_NAME);
    }
  });
});
