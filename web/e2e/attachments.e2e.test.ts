import { describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, Route } from 'playwright-core';
import {
  createPortfolio,
  createTemplate,
  getCurrentUser,
  getHierarchy,
  listMyActivities,
  publishTemplate,
} from '@tessera/shared';
import { callApiAs } from './support/api';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(300_000);

/**
 * The repository's upload fixtures (fixtures/README.md: made for these tests in this repository, no third-party
 * content): a one-page PDF 1.4 written object by object and a 300×200 solid-colour PNG.
 */
const UPLOADS = fileURLToPath(new URL('../../fixtures/uploads/', import.meta.url));
const PDF = join(UPLOADS, 'lesson-plan.pdf');
const PNG = join(UPLOADS, 'wide-300x200.png');
/** The largest file uploaded here: the fixture PDF padded to this size (its bytes still say PDF). */
const LARGE_MB = 40;

const STUDENT = 'student@demo.test';
const PRACTICUM = 'pf_demo_practicum';
const INVALID_TYPE = /^Invalid file type\. Permitted file types: (\w+, )*pdf(, \w+)*$/;
const INVALID_TYPE_ES = /^Tipo de archivo no válido\. Tipos de archivo permitidos: (\w+, )*pdf(, \w+)*$/;

/** The composer's file or image component labelled `label` (each is a group named by its label). */
const componentGroup = (page: Page, label: string): Locator =>
  page.getByRole('group', { name: new RegExp(`^${label}`) });

/**
 * Holds the browser's POST of the presigned form to storage (any POST off the web app's origin) until the
 * returned release is called, so the progress state can be checked while it stands.
 */
async function holdStorageUploads(page: Page): Promise<() => Promise<void>> {
  const origin = new URL(webUrl()).origin;
  const held: Route[] = [];
  let holding = true;
  const matches = (url: URL) => url.origin !== origin;
  const handler = async (route: Route) => {
    if (route.request().method() !== 'POST' || !holding) return route.continue();
    held.push(route);
  };
  await page.route(matches, handler);
  return async () => {
    holding = false;
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute(matches, handler);
  };
}

/**
 * The attachments in the browser (issue 14 "Done means", web part; spec 1 §2, §3, §5): the demo student's
 * practicum portfolio takes a PDF into its attachment component with a progress bar, reuses it from previous
 * uploads in its file upload component, inserts an image with alternative text, and refuses a PNG named .pdf
 * with the spec's message; the work saves and reloads. Every state through checkScreen, once in Spanish.
 */
describe('attachments in the composer (issue 14)', () => {
  const web = useBrowserPage();

  it('uploads a PDF with progress, reuses it, inserts an image and refuses a file whose bytes lie', async () => {
    const page = web.page;
    await signIn(page, STUDENT, '/via/inprogress');
    const me = await callApiAs(STUDENT, getCurrentUser);
    await page.goto(webUrl(`/portfolios/${me.id}/${PRACTICUM}`));
    await page.getByRole('heading', { level: 1, name: 'Observed lesson 1' }).waitFor();
    const supporting = componentGroup(page, 'Supporting documents');
    const materials = componentGroup(page, 'Lesson materials');
    const photo = componentGroup(page, 'Classroom photo');
    await supporting.waitFor();

    // The attachment component's dialog, on its local file tab.
    await supporting.getByRole('button', { name: 'Add a file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a file: Supporting documents' });
    await dialog.getByRole('tab', { name: 'Local file', selected: true }).waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (add a file)');

    // A PDF: the progress bar stands while the browser sends it to storage (held here to be checked).
    const release = await holdStorageUploads(page);
    await dialog.getByLabel('Choose a file').setInputFiles(PDF);
    const progress = dialog.getByRole('progressbar', { name: 'Uploading lesson-plan.pdf' });
    await progress.waitFor();
    await dialog.getByRole('status').filter({ hasText: 'Sending the file…' }).waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (uploading)');
    await release();
    await dialog.waitFor({ state: 'detached' });
    await supporting.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();
    // The practicum is a Supervised Assessment: spec 1 §5 hides the view (Preview) button there.
    await expect(supporting.getByRole('button', { name: /^Preview / }).count()).resolves.toBe(0);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (file added)');

    // The same file again, from previous uploads, in the file upload component.
    await materials.getByRole('button', { name: 'Add a file' }).click();
    const reuse = page.getByRole('dialog', { name: 'Add a file: Lesson materials' });
    await reuse.getByRole('tab', { name: 'Previous upload' }).click();
    const useIt = reuse.getByRole('button', { name: 'Use lesson-plan.pdf' });
    await useIt.waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (previous uploads)');
    await useIt.click();
    await reuse.waitFor({ state: 'detached' });
    await materials.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();

    // A PNG named .pdf: the name passes the browser's check, the server reads the bytes and refuses it.
    await materials.getByRole('button', { name: 'Add a file' }).click();
    const liar = page.getByRole('dialog', { name: 'Add a file: Lesson materials' });
    await liar.getByLabel('Choose a file').setInputFiles({
      name: 'lesson-scan.pdf',
      mimeType: 'application/pdf',
      buffer: readFileSync(PNG),
    });
    const refusal = liar.getByRole('alert');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toMatch(INVALID_TYPE);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (wrong type)');

    // The largest file: the PDF padded to LARGE_MB, timed from choosing it to its name in the list.
    const folder = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
    try {
      const large = join(folder, 'lesson-recording-notes.pdf');
      writeFileSync(large, Buffer.concat([readFileSync(PDF), Buffer.alloc(LARGE_MB * 1024 * 1024, 0x20)]));
      const started = Date.now();
      await liar.getByLabel('Choose a file').setInputFiles(large);
      await liar.waitFor({ state: 'detached', timeout: 120_000 });
      await materials.getByRole('button', { name: 'Download lesson-recording-notes.pdf' }).waitFor();
      console.log(`attachments e2e: a ${LARGE_MB} MB PDF uploaded in ${Date.now() - started} ms`);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }

    // An image with its alternative text, previewed before it is inserted.
    await photo.getByRole('button', { name: 'Insert an image' }).click();
    const insert = page.getByRole('dialog', { name: 'Insert an image: Classroom photo' });
    await insert.getByLabel('Image file').setInputFiles(PNG);
    await insert.getByLabel(/^Alternative text/).fill('Pupils sorting fraction cards at their tables');
    await insert.getByRole('img', { name: 'Pupils sorting fraction cards at their tables' }).waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert an image)');
    await insert.getByRole('button', { name: 'Insert', exact: true }).click();
    await insert.waitFor({ state: 'detached' });
    await photo.getByRole('img', { name: 'Pupils sorting fraction cards at their tables' }).waitFor();
    await photo.getByRole('button', { name: 'Replace the image' }).waitFor();

    // Saved with the portfolio: a reload shows the files and the image.
    await page.getByText('All changes saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Observed lesson 1' }).waitFor();
    await supporting.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();
    await materials.getByRole('button', { name: 'Download lesson-recording-notes.pdf' }).waitFor();
    const inserted = photo.getByRole('img', { name: 'Pupils sorting fraction cards at their tables' });
    await inserted.waitFor();
    await inserted.scrollIntoViewIfNeeded();
    // At its own proportions, not stretched across the composer's column (walkthrough s21: a 3:2 photo drawn 4:1).
    await inserted.evaluate((image: HTMLImageElement) => image.decode());
    const proportions = await inserted.evaluate((image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      return { shown: box.width / box.height, own: image.naturalWidth / image.naturalHeight };
    });
    expect(proportions.shown).toBeCloseTo(proportions.own, 1);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (attachments saved)');

    // The document preview where it is offered (no workflow hides it): the PDF chosen as the student's resume
    // from previous uploads (not saved), shown in a frame from the bucket's inline link; Escape closes it and
    // focus returns to its button.
    await page.goto(webUrl('/profile'));
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    await page.getByRole('button', { name: /^(Attach a resume|Replace the resume)$/ }).click();
    const resume = page.getByRole('dialog', { name: 'Add a file: Resume' });
    await resume.getByRole('tab', { name: 'Previous upload' }).click();
    await resume.getByRole('button', { name: 'Use lesson-plan.pdf' }).first().click();
    await resume.waitFor({ state: 'detached' });
    const previewButton = page.getByRole('button', { name: 'Preview lesson-plan.pdf' });
    await previewButton.click();
    const preview = page.getByRole('dialog', { name: 'Preview: lesson-plan.pdf' });
    const frame = preview.locator('iframe[title="The document lesson-plan.pdf"]');
    await frame.waitFor();
    const src = await frame.getAttribute('src');
    // Served from storage, never from the app's origin (docs/adr/0019).
    expect(new URL(src ?? '', webUrl()).origin).not.toBe(new URL(webUrl()).origin);
    await preview.getByRole('link', { name: 'Download lesson-plan.pdf' }).waitFor();
    // The screenshots show the document, not the viewer still loading.
    await (await frame.elementHandle())?.contentFrame().then((framed) => framed?.waitForLoadState('load'));
    await checkScreen(page, '/profile (document preview)');
    await page.keyboard.press('Escape');
    await preview.waitFor({ state: 'detached' });
    await expect(previewButton.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
  });

  // Riley (student2), not Jordan (student3): the portfolios suite makes Jordan's one portfolio of this activity,
  // and an activity takes one portfolio per student (409 'activity_started').
  it('reads the dialogs and the refusal in Spanish (a student of its own: the language is the account’s)', async () => {
    const student = 'student2@demo.test';
    const me = await callApiAs(student, getCurrentUser);
    const activities = await callApiAs(student, listMyActivities, { path: { id: me.id } });
    const activity = activities.items.find((item) => item.title === 'Observed lesson 1');
    if (!activity) throw new Error('student2 has no "Observed lesson 1" activity');
    const created = await callApiAs(student, createPortfolio, {
      path: { id: me.id },
      body: { group_id: activity.group_id, activity_id: activity.id },
    });
    const { page } = web;
    await signIn(page, student, '/via/inprogress');
    await openUserPanel(page, 'Riley Reyes');
    // The language is the account's: the page is opened afresh once the server holds the choice.
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/users/${me.id}/language`));
    await page.getByRole('button', { name: 'Español' }).click();
    await saved;
    try {
      await page.goto(webUrl(`/portfolios/${me.id}/${created.id}`));
      await page.getByRole('heading', { level: 1, name: created.title }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');

      const supporting = componentGroup(page, 'Supporting documents');
      await supporting.getByRole('button', { name: 'Añadir un archivo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Añadir un archivo: Supporting documents' });
      await dialog.getByLabel('Elegir un archivo').setInputFiles({
        name: 'plan.pdf',
        mimeType: 'application/pdf',
        buffer: readFileSync(PNG),
      });
      const refusal = dialog.getByRole('alert');
      await refusal.waitFor();
      await expect(refusal.textContent()).resolves.toMatch(INVALID_TYPE_ES);
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (wrong type, es)');
      await dialog.getByRole('tab', { name: 'Subida anterior' }).click();
      await dialog.getByText('Ninguna de sus subidas anteriores sirve para este componente.').waitFor();
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (previous uploads, es)');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      const photo = componentGroup(page, 'Classroom photo');
      await photo.getByRole('button', { name: 'Insertar una imagen' }).click();
      const insert = page.getByRole('dialog', { name: 'Insertar una imagen: Classroom photo' });
      await insert.getByLabel('Archivo de imagen').setInputFiles(PNG);
      await insert.getByLabel(/^Texto alternativo/).fill('Alumnos ordenando tarjetas de fracciones');
      await insert.getByRole('img', { name: 'Alumnos ordenando tarjetas de fracciones' }).waitFor();
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert an image, es)');
      await insert.getByRole('button', { name: 'Cancelar' }).click();
      await insert.waitFor({ state: 'detached' });
    } finally {
      // Give the account its English back for the other suites, past any dialog a failure left open.
      await page.keyboard.press('Escape');
      await restoreEnglish(page, 'Riley Reyes');
    }
  });

  // Walkthrough (issue 21): a File Upload set to "Documents" refused every real file ("Invalid file type.
  // Permitted file types: document"). The category now stands for its document types in the chooser, the
  // browser's check and the server's.
  it('offers a component set to Documents its document types and takes a real PDF', async () => {
    const admin = 'admin@demo.test';
    const { nodes } = await callApiAs(admin, getHierarchy);
    const top = nodes.find((node) => node.text === 'Demo University');
    if (!top) throw new Error('no Demo University node');
    const title = `Documents portfolio ${Date.now()}`;
    const template = await callApiAs(admin, createTemplate, {
      body: {
        node_id: top.id,
        title,
        workflow: 'EportfolioWorkflow',
        page_templates: [
          {
            id: 'page-1',
            title: 'Evidence',
            components: [
              { component_id: 'file_upload-1', type: 'file_upload', label: 'Unit plan', file_type: 'document' },
            ],
          },
        ],
      },
    });
    await callApiAs(admin, publishTemplate, { path: { id: template.id }, body: { version: template.version } });
    const me = await callApiAs(STUDENT, getCurrentUser);
    const created = await callApiAs(STUDENT, createPortfolio, {
      path: { id: me.id },
      body: { template_id: template.id },
    });

    const { page } = web;
    await signIn(page, STUDENT, '/via/inprogress');
    await page.goto(webUrl(`/portfolios/${me.id}/${created.id}`));
    await page.getByRole('heading', { level: 1, name: created.title }).waitFor();
    const plan = componentGroup(page, 'Unit plan');
    await plan.getByRole('button', { name: 'Add a file' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a file: Unit plan' });
    const chooser = dialog.getByLabel('Choose a file');
    const documents = 'pdf, doc, docx, odt, rtf, txt, csv, xls, xlsx, ods, ppt, pptx, odp, pub';
    await expect(chooser.getAttribute('accept')).resolves.toBe(
      documents
        .split(', ')
        .map((type) => `.${type}`)
        .join(','),
    );
    await dialog.getByText(`Permitted file types: ${documents}.`, { exact: false }).waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (documents only)');

    // A picture is not a document: refused in the browser with the category's types.
    await chooser.setInputFiles(PNG);
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toBe(`Invalid file type. Permitted file types: ${documents}`);

    // A real PDF passes the browser, the presign and the admission by its bytes.
    await chooser.setInputFiles(PDF);
    await dialog.waitFor({ state: 'detached' });
    await plan.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();
  });
});
