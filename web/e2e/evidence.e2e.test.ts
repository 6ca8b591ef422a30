import { describe, expect, it, jest } from '@jest/globals';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { getCurrentUser, getPortfolio, saveEvidence } from '@tessera/shared';
import { callApiAs } from './support/api';
import { focusSettlesOn, useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, settledAfterNavigation, signIn } from './support/session';

jest.setTimeout(300_000);

/** The repository's upload fixtures (fixtures/README.md): a 300×200 solid-colour PNG (exactly 3:2) and a PDF. */
const UPLOADS = fileURLToPath(new URL('../../fixtures/uploads/', import.meta.url));
const PNG = join(UPLOADS, 'wide-300x200.png');
const PDF = join(UPLOADS, 'lesson-plan.pdf');

const STUDENT = 'student@demo.test';
/** The evidence suite's own student for the Spanish pass (README demo table): the language is the account's. */
const SPANISH_STUDENT = 'student5@demo.test';
const SPANISH_NAME = 'Quinn Moreau';

/** The cover shown in the editor, once loaded: its natural size (the server's crop). */
async function coverSize(page: Page): Promise<{ width: number; height: number }> {
  const loaded = await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('.evidence-editor__cover-image');
    if (!image || !image.complete || image.naturalWidth === 0) return false;
    return { width: image.naturalWidth, height: image.naturalHeight };
  });
  return (await loaded.jsonValue()) as { width: number; height: number };
}

/** The step the indicator marks as current (aria-current="step"). */
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Steps' }).locator('[aria-current="step"]').textContent();
const currentStepEs = (page: Page) =>
  page.getByRole('navigation', { name: 'Pasos' }).locator('[aria-current="step"]').textContent();

/**
 * The evidence editor (issue 12 "the evidence editor with its two steps"; spec 1 §2, §4; issue 14 "the cover
 * crop in the evidence editor"): the demo student opens "New evidence" from the home's timeline, writes the
 * content (create-content), then the description (edit-description): a cover cropped at 1.5:1 from the keyboard
 * alone, its alternative text, title, a bad date refused with the spec's sentence and nothing saved, then a good
 * one; the first save makes the item, which reads the same after a reload and is listed on the timeline. A save
 * over a newer version (409) shows the newer item and says so; leaving with unsaved work asks first.
 */
describe('the evidence editor (issue 12, 14)', () => {
  const web = useBrowserPage();

  it('creates evidence with a keyboard-cropped cover, refuses a bad date, saves and reopens it', async () => {
    const page = web.page;
    const me = await callApiAs(STUDENT, getCurrentUser);
    const title = `Reading lesson observation ${Date.now()}`;
    await signIn(page, STUDENT, '/via/inprogress');
    await page.getByRole('heading', { level: 2, name: 'My timeline' }).waitFor();
    await checkScreen(page, '/via/inprogress (student, timeline)');

    await page.getByRole('link', { name: 'New evidence' }).click();
    await settledAfterNavigation(page, '/evidence/new');
    await page.getByRole('heading', { level: 1, name: 'New evidence' }).waitFor();
    await expect(currentStep(page)).resolves.toContain('Create content');
    await checkScreen(page, '/evidence/new (create content)');
    // Auto-save from the first change (issue 21: nothing typed before a Save survived a reload): the first one
    // makes the item (POST) and moves the address to it. The owner keeps typing while it runs: the request that
    // makes the item is held until they have, so the words land mid-save every time.
    let release = () => {};
    const held = new Promise<void>((arrived) => {
      void page.route(`**/api/users/${me.id}/portfolios/evidence`, async (route) => {
        await new Promise<void>((go) => {
          release = go;
          arrived();
        });
        await route.continue();
      });
    });
    await page
      .getByLabel('Content', { exact: true })
      .fill('We read in pairs; two groups finished early and wrote questions.');
    await held;
    await page.getByRole('button', { name: 'Next' }).click();
    await focusSettlesOn(page.getByRole('heading', { level: 2, name: 'Step 2: Edit description' }));
    await expect(currentStep(page)).resolves.toContain('Edit description');
    await page.getByLabel('Title', { exact: true }).fill(title);
    release();
    await page.waitForURL((url) => url.pathname.startsWith(`/evidence/${me.id}/`));
    await page.unroute(`**/api/users/${me.id}/portfolios/evidence`);
    const evidenceId = new URL(page.url()).pathname.split('/').pop() ?? '';
    // The editor lived on under its new address: the title typed mid-save is there, and is auto-saved too.
    await expect(currentStep(page)).resolves.toContain('Edit description');
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);
    await page.getByText('All changes saved.').waitFor();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // Never saved by hand, and all there after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(currentStep(page)).resolves.toContain('Create content');
    await expect(page.getByLabel('Content', { exact: true }).innerText()).resolves.toBe(
      'We read in pairs; two groups finished early and wrote questions.',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);

    // The cover: a PDF is refused with the cover's sentence; a PNG is cropped from the keyboard alone.
    await page.getByRole('button', { name: 'Choose a cover image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a cover image' });
    await dialog.waitFor();
    const chooser = dialog.getByLabel('Choose a picture');
    await chooser.setInputFiles(PDF);
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toBe('Invalid file type. Permitted  file types: jpg, jpeg, png, bmp');
    await expect(dialog.getByRole('button', { name: 'Use this cover' }).isDisabled()).resolves.toBe(true);
    await chooser.setInputFiles(PNG);
    const box = dialog.getByRole('group', { name: 'Cover crop box' });
    await box.waitFor();
    await checkScreen(page, '/evidence/new (cover crop)');

    // Alt+Down twice makes the box smaller (zoom 1.5: 200 of the 300 pixels wide), the arrows move it.
    await box.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.press('Alt+ArrowDown');
    await expect(dialog.getByLabel('Zoom').inputValue()).resolves.toBe('1.5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() =>
      /^Crop box at [1-9]\d*% from the left, [1-9]\d*% from the top, 67% of the widest crop\.$/.test(
        document.querySelector('.cover-crop [role="status"]')?.textContent ?? '',
      ),
    );
    await dialog.getByRole('button', { name: 'Use this cover' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The server cut 200×133 at 3:2 from the 300×200 picture.
    await expect(coverSize(page)).resolves.toEqual({ width: 200, height: 133 });

    await page.getByLabel('Alternative text').fill('Students reading in pairs');
    const date = page.getByRole('textbox', { name: 'Date', exact: true });
    await date.fill('13/45/2031');
    await page.getByLabel('Abstract').fill('What the pairs did in week one.');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText('Please enter a valid date in the format mm/dd/yyyy.').waitFor();
    await expect(date.getAttribute('aria-invalid')).resolves.toBe('true');
    await focusSettlesOn(date);
    // A date error blocks auto-save too (spec 1 §4): the item holds no date, nor the abstract typed with it.
    const unsaved = await callApiAs(STUDENT, getPortfolio, { path: { id: me.id, portfolioId: evidenceId } });
    expect(unsaved).toMatchObject({ evidence_date: null, abstract_text: '' });
    await checkScreen(page, '/evidence/{owner}/{id} (bad date)');

    await date.fill('03/07/2031');
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page
      .getByTestId('toast')
      .filter({ hasText: `${title} draft has been saved.` })
      .first()
      .waitFor();
    await page.getByText('All changes saved.').waitFor();

    // Reopened after a reload (on the step its first save was made from, the content's): description and
    // content as saved.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect(currentStep(page)).resolves.toContain('Create content');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(title);
    await expect(date.inputValue()).resolves.toBe('03/07/2031');
    await expect(page.getByLabel('Alternative text').inputValue()).resolves.toBe('Students reading in pairs');
    await expect(page.getByLabel('Abstract').inputValue()).resolves.toBe('What the pairs did in week one.');
    await expect(coverSize(page)).resolves.toEqual({ width: 200, height: 133 });
    await page.getByRole('img', { name: 'Students reading in pairs' }).waitFor();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(currentStep(page)).resolves.toContain('Create content');
    await expect(page.getByLabel('Content', { exact: true }).innerText()).resolves.toBe(
      'We read in pairs; two groups finished early and wrote questions.',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await checkScreen(page, '/evidence/{owner}/{id} (reopened)');

    // Saved elsewhere since it was read: the save is stale (409), the newer item is shown and the reason said.
    const current = await callApiAs(STUDENT, getPortfolio, { path: { id: me.id, portfolioId: evidenceId } });
    await callApiAs(STUDENT, saveEvidence, {
      path: { id: me.id, portfolioId: evidenceId },
      body: {
        version: current.version,
        portfolio_action: 'save_as_draft',
        title: `${title} (tablet)`,
        date: '03/07/2031',
        abstract_text: current.abstract_text,
      },
    });
    // The change is auto-saved 650 ms later, at the version read: stale.
    await page.getByLabel('Title', { exact: true }).fill(`${title} (laptop)`);
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'This portfolio was saved somewhere else after you opened it. Its newer content is shown; copy your changes and save again.',
      })
      .waitFor();
    await expect(page.getByLabel('Title', { exact: true }).inputValue()).resolves.toBe(`${title} (tablet)`);

    // Unsaved work asks before leaving; Stay keeps it. The auto-save's answer is held, so the work is unsaved
    // whenever the link is pressed.
    await page.route(`**/api/users/${me.id}/portfolios/${evidenceId}/evidence`, () => undefined);
    await page.getByLabel('Abstract').fill('Changed, not saved.');
    await page.getByRole('link', { name: 'Back to my work' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the editor?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await leave.waitFor({ state: 'detached' });
    await expect(page.getByLabel('Abstract').inputValue()).resolves.toBe('Changed, not saved.');
    await page.unroute(`**/api/users/${me.id}/portfolios/${evidenceId}/evidence`);

    // The home's timeline lists it, dated, and opens it.
    await page.goto(webUrl('/via/inprogress'));
    const timeline = page.getByRole('region', { name: 'My timeline' });
    const link = timeline.getByRole('link', { name: `${title} (tablet)` });
    await link.waitFor();
    await timeline.getByText('Evidence, 03/07/2031').first().waitFor();
    await timeline.getByRole('img', { name: 'Students reading in pairs' }).first().waitFor();
    await checkScreen(page, '/via/inprogress (student, timeline with evidence)');
    await link.click();
    await page.getByRole('heading', { level: 1, name: `${title} (tablet)` }).waitFor();
  });

  it('reads the editor, its date sentence and the cover crop in Spanish', async () => {
    const page = web.page;
    const me = await callApiAs(SPANISH_STUDENT, getCurrentUser);
    await signIn(page, SPANISH_STUDENT, '/via/inprogress');
    await openUserPanel(page, SPANISH_NAME);
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/users/${me.id}/language`));
    await page.getByRole('button', { name: 'Español' }).click();
    await saved;
    try {
      await page.goto(webUrl('/via/inprogress'));
      await page.getByRole('heading', { level: 2, name: 'Mi línea de tiempo' }).waitFor();
      await page.getByText('Aún no hay nada en su línea de tiempo. La evidencia que guarde aparecerá aquí.').waitFor();
      await page.getByRole('link', { name: 'Nueva evidencia' }).click();
      await page.getByRole('heading', { level: 1, name: 'Nueva evidencia' }).waitFor();
      await page.getByRole('navigation', { name: 'Pasos' }).getByText('Crear contenido').waitFor();
      await page.getByLabel('Contenido', { exact: true }).fill('Notas de la clase.');
      await checkScreen(page, '/evidence/new (es, contenido)');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('heading', { level: 2, name: 'Paso 2: Editar descripción' }).waitFor();
      await page.getByLabel('Título', { exact: true }).fill('Observación de lectura');
      // Dates are typed day first in Spanish (issue 21): the English order is refused with the Spanish format.
      const fecha = page.getByRole('textbox', { name: 'Fecha', exact: true });
      await expect(fecha.getAttribute('placeholder')).resolves.toBe('dd/mm/aaaa');
      await fecha.fill('12/31/2031');
      await page.getByRole('button', { name: 'Guardar como borrador' }).click();
      await page.getByText('Introduzca una fecha válida con el formato dd/mm/aaaa.').waitFor();
      await checkScreen(page, '/evidence/new (es, fecha)');

      await page.getByRole('button', { name: 'Elegir una imagen de portada' }).click();
      const dialog = page.getByRole('dialog', { name: 'Elegir una imagen de portada' });
      await dialog.getByLabel('Elija una imagen').setInputFiles(PNG);
      await dialog.getByRole('group', { name: 'Área de recorte de la portada' }).waitFor();
      await checkScreen(page, '/evidence/new (es, portada)');
      await dialog.getByRole('button', { name: 'Usar esta portada' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByLabel('Texto alternativo').fill('Alumnos leyendo');
      // 1 November, typed day first, round-trips: stored as that day, shown back as typed after a reload.
      await fecha.fill('01/11/2031');
      await page.getByRole('button', { name: 'Guardar como borrador' }).click();
      await page
        .getByTestId('toast')
        .filter({ hasText: 'Se ha guardado el borrador de Observación de lectura.' })
        .first()
        .waitFor();
      await page.getByRole('heading', { level: 1, name: 'Observación de lectura' }).waitFor();
      await page.getByText('Estado: Pendiente de entrega').waitFor();
      const evidenceId = new URL(page.url()).pathname.split('/').pop() ?? '';
      const stored = await callApiAs(SPANISH_STUDENT, getPortfolio, { path: { id: me.id, portfolioId: evidenceId } });
      expect(stored.evidence_date).toBe('2031-11-01');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Observación de lectura' }).waitFor();
      await expect(currentStepEs(page)).resolves.toContain('Crear contenido');
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(fecha.inputValue()).resolves.toBe('01/11/2031');
      await checkScreen(page, '/evidence/{owner}/{id} (es)');
      // The item's address took the place of /evidence/new: Back leaves the editor for the home.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/via/inprogress');
      const timeline = page.getByRole('region', { name: 'Mi línea de tiempo' });
      await timeline.getByRole('link', { name: 'Observación de lectura' }).waitFor();
      // The list shows the same day as typed.
      await timeline.getByText('Evidencia, 01/11/2031').first().waitFor();
    } finally {
      await restoreEnglish(page, SPANISH_NAME);
    }
  });
});
