import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';
import { createPortfolio, createTemplate, getCurrentUser, getHierarchy, publishTemplate } from '@tessera/shared';
import { callApiAs } from './support/api';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(300_000);

const UPLOADS = fileURLToPath(new URL('../../fixtures/uploads/', import.meta.url));
const PDF = join(UPLOADS, 'lesson-plan.pdf');
const PNG = join(UPLOADS, 'wide-300x200.png');

/**
 * Mika (student9, the suite's own): the suite makes a template of its own (an ePortfolio shown on the timeline, with a gallery,
 * a video, a multimedia component and two file components) and Mika's portfolio from it, so the portfolio is
 * untouched by the other suites. Each test makes its own portfolio; "Add to my timeline" adds evidence items to
 * Mika's timeline (each titled with the run, latest first).
 */
const STUDENT = 'student9@demo.test';
const STUDENT_NAME = 'Mika Morales';

/**
 * "Images from the web" without the web: these addresses are answered inside the browser (the fixture PNG, or a
 * 404), so the preview's loaded and failed states are real browser loads and never depend on the network.
 */
const WEB_IMAGE = 'https://images.media-e2e.test/attendance-chart.png';
const MISSING_IMAGE = 'https://images.media-e2e.test/missing.png';

async function answerWebImages(page: Page): Promise<void> {
  await page.route('https://images.media-e2e.test/**', (route) =>
    route.request().url() === WEB_IMAGE
      ? route.fulfill({ status: 200, contentType: 'image/png', body: readFileSync(PNG) })
      : route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' }),
  );
}

const componentGroup = (page: Page, label: string): Locator =>
  page.getByRole('group', { name: new RegExp(`^${label}`) });

/** A published ePortfolio template with the media components, and Mika's portfolio from it. */
async function mediaPortfolio(): Promise<{ ownerId: string; portfolioId: string; title: string }> {
  const run = Date.now().toString(36);
  const { nodes } = await callApiAs('admin@demo.test', getHierarchy);
  const top = nodes.find((node) => node.text === 'Demo University');
  if (!top) throw new Error('no Demo University node');
  const title = `Media portfolio ${run}`;
  const template = await callApiAs('admin@demo.test', createTemplate, {
    body: {
      node_id: top.id,
      title,
      workflow: 'EportfolioWorkflow',
      display_on_timeline: true,
      page_templates: [
        {
          id: 'page-1',
          title: 'Media',
          components: [
            { component_id: 'image-1', type: 'image', label: 'Photo', optional: true },
            { component_id: 'image_gallery-1', type: 'image_gallery', label: 'Field trip', optional: true },
            { component_id: 'video-1', type: 'video', label: 'Lesson recording', optional: true },
            { component_id: 'multimedia-1', type: 'multimedia', label: 'Resources', optional: true },
            { component_id: 'file_upload-1', type: 'file_upload', label: 'Lesson materials', optional: true },
            { component_id: 'file_upload-2', type: 'file_upload', label: 'Evidence', optional: true },
          ],
        },
      ],
    },
  });
  await callApiAs('admin@demo.test', publishTemplate, {
    path: { id: template.id },
    body: { version: template.version },
  });
  const me = await callApiAs(STUDENT, getCurrentUser);
  const portfolio = await callApiAs(STUDENT, createPortfolio, {
    path: { id: me.id },
    body: { template_id: template.id, title },
  });
  return { ownerId: me.id, portfolioId: portfolio.id, title: portfolio.title };
}

/**
 * The media components in the browser (issue 14; spec 1 §5 "Image", "Video link"): an image gallery built in
 * its dialog (an upload with alternative text), a video refused with the spec's sentence and inserted from a
 * YouTube link, a from-web image previewed a second after its address (the spec's failure sentence for one that
 * cannot load), a file reused from the timeline in another component; the work saves and reloads. Each dialog
 * through checkScreen, then the dialogs and their refusals in Spanish.
 */
describe('media components in the composer (issue 14)', () => {
  const web = useBrowserPage();

  it('builds a gallery, inserts a video and from-web media, and reuses a file from the timeline', async () => {
    const { page } = web;
    const { ownerId, portfolioId, title } = await mediaPortfolio();
    await answerWebImages(page);
    await signIn(page, STUDENT, '/via/inprogress');
    await page.goto(webUrl(`/portfolios/${ownerId}/${portfolioId}`));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    // The image gallery: Insert waits for an image; one is uploaded with its alternative text, then inserted.
    const gallery = componentGroup(page, 'Field trip');
    await gallery.getByRole('button', { name: 'Add images' }).click();
    const galleryDialog = page.getByRole('dialog', { name: 'Insert an image gallery: Field trip' });
    await expect(galleryDialog.getByRole('button', { name: 'Insert 0 images' }).isDisabled()).resolves.toBe(true);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert an image gallery)');
    await galleryDialog.getByLabel('Image file').setInputFiles(PNG);
    await galleryDialog.getByLabel(/^Alternative text/).fill('Pupils boarding the museum bus');
    await galleryDialog.getByRole('button', { name: 'Add to the gallery' }).click();
    await galleryDialog.getByRole('img', { name: 'Pupils boarding the museum bus' }).waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (gallery image staged)');
    await galleryDialog.getByRole('button', { name: 'Insert 1 image' }).click();
    await galleryDialog.waitFor({ state: 'detached' });
    await gallery.getByRole('img', { name: 'Pupils boarding the museum bus' }).waitFor();

    // The video: a link that is not YouTube's is refused with the spec's sentence; a short link is inserted.
    const videoGroup = componentGroup(page, 'Lesson recording');
    await videoGroup.getByRole('button', { name: 'Insert a video' }).click();
    const videoDialog = page.getByRole('dialog', { name: 'Insert a video: Lesson recording' });
    const link = videoDialog.getByLabel('YouTube link');
    await link.fill('https://vimeo.com/76979871');
    await videoDialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await videoDialog.getByText('Please provide a valid YouTube video link.').waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert a video, refused)');
    await link.fill('https://youtu.be/dQw4w9WgXcQ');
    await link.press('Enter');
    await videoDialog.waitFor({ state: 'detached' });
    await videoGroup.getByRole('button', { name: 'Play the video: Lesson recording' }).waitFor();

    // Multimedia: an image from the web whose address cannot be loaded gets the spec's sentence; one that loads
    // is previewed, then inserted with its alternative text; a video address goes in as well.
    const resources = componentGroup(page, 'Resources');
    await resources.getByRole('button', { name: 'Insert multimedia' }).click();
    const multimediaDialog = page.getByRole('dialog', { name: 'Insert multimedia: Resources' });
    await multimediaDialog.getByLabel('Image address').fill(MISSING_IMAGE);
    await multimediaDialog.getByText("This image couldn't be loaded for preview. Please check the URL.").waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (multimedia preview failed)');
    await multimediaDialog.getByLabel('Image address').fill(WEB_IMAGE);
    await multimediaDialog.getByLabel(/^Alternative text/).fill('Attendance by week, rising from 80% to 95%');
    await multimediaDialog.getByRole('img', { name: 'Attendance by week, rising from 80% to 95%' }).waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert multimedia)');
    await multimediaDialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await multimediaDialog.waitFor({ state: 'detached' });
    await resources.getByRole('img', { name: 'Attendance by week, rising from 80% to 95%' }).waitFor();
    await resources.getByRole('button', { name: 'Insert multimedia' }).click();
    await multimediaDialog.getByRole('radio', { name: 'A video' }).check();
    await multimediaDialog.getByLabel('Video address').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await multimediaDialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await multimediaDialog.waitFor({ state: 'detached' });
    await resources.getByRole('button', { name: 'Play the video: Resources' }).waitFor();

    // A PDF into one file component, saved; then the other component takes it from the timeline.
    const materials = componentGroup(page, 'Lesson materials');
    await materials.getByRole('button', { name: 'Add a file' }).click();
    const upload = page.getByRole('dialog', { name: 'Add a file: Lesson materials' });
    await upload.getByLabel('Choose a file').setInputFiles(PDF);
    await upload.waitFor({ state: 'detached' });
    await materials.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();
    // A created portfolio's first save is the author's (spec 1 §4); auto-save runs after it.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved.').waitFor();
    const evidence = componentGroup(page, 'Evidence');
    await evidence.getByRole('button', { name: 'Add a file' }).click();
    const fromTimeline = page.getByRole('dialog', { name: 'Add a file: Evidence' });
    await fromTimeline.getByRole('tab', { name: 'Timeline' }).click();
    await fromTimeline.getByRole('button', { name: title }).click();
    const useIt = fromTimeline.getByRole('button', { name: 'Use lesson-plan.pdf' });
    await useIt.waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (timeline files)');
    await useIt.click();
    await fromTimeline.waitFor({ state: 'detached' });
    await evidence.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();

    // Saved with the portfolio: a reload shows every piece.
    await page.getByText('All changes saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await gallery.getByRole('img', { name: 'Pupils boarding the museum bus' }).waitFor();
    await videoGroup.getByRole('button', { name: 'Play the video: Lesson recording' }).waitFor();
    await resources.getByRole('img', { name: 'Attendance by week, rising from 80% to 95%' }).waitFor();
    await evidence.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (media saved)');
  });

  it('inserts an image and also adds it to the timeline with a title (spec 1 §5)', async () => {
    const { page } = web;
    const { ownerId, portfolioId, title } = await mediaPortfolio();
    const itemTitle = `Museum bus ${Date.now().toString(36)}`;
    await signIn(page, STUDENT, '/via/inprogress');
    await page.goto(webUrl(`/portfolios/${ownerId}/${portfolioId}`));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    const photo = componentGroup(page, 'Photo');
    await photo.getByRole('button', { name: 'Insert an image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert an image: Photo' });
    await dialog.getByLabel('Image file').setInputFiles(PNG);
    await dialog.getByLabel(/^Alternative text/).fill('The museum bus at the school gate');
    // The Title appears only once the box is ticked, and a blank one is refused under the field first.
    await expect(dialog.getByLabel('Title').count()).resolves.toBe(0);
    await dialog.getByRole('checkbox', { name: 'Add to my timeline' }).check();
    const titleField = dialog.getByLabel('Title');
    await titleField.fill('   ');
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await dialog.getByText('Please enter a title.').waitFor();
    await expect(titleField.getAttribute('aria-invalid')).resolves.toBe('true');
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert an image, add to my timeline)');
    await titleField.fill(itemTitle);
    await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    // The component holds the image as before.
    await photo.getByRole('img', { name: 'The museum bus at the school gate' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('All changes saved.').waitFor();

    // And the timeline has an evidence item of that title holding the image.
    await page.goto(webUrl('/via/inprogress'));
    const timeline = page.getByRole('region', { name: 'My timeline' });
    const link = timeline.getByRole('link', { name: itemTitle });
    await link.waitFor();
    await link.click();
    await page.getByRole('heading', { level: 1, name: itemTitle }).waitFor();
    await page.getByRole('img', { name: 'The museum bus at the school gate' }).waitFor();
    await checkScreen(page, '/evidence/{owner}/{id} (media evidence)');
  });

  it('reads the media dialogs and their refusals in Spanish', async () => {
    const { page } = web;
    const { ownerId, portfolioId, title } = await mediaPortfolio();
    await answerWebImages(page);
    await signIn(page, STUDENT, '/via/inprogress');
    await openUserPanel(page, STUDENT_NAME);
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/users/${ownerId}/language`));
    await page.getByRole('button', { name: 'Español' }).click();
    await saved;
    try {
      await page.goto(webUrl(`/portfolios/${ownerId}/${portfolioId}`));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es');

      await componentGroup(page, 'Field trip').getByRole('button', { name: 'Añadir imágenes' }).click();
      const galleryDialog = page.getByRole('dialog', { name: 'Insertar una galería de imágenes: Field trip' });
      await galleryDialog.getByRole('button', { name: 'Añadir a la galería' }).click();
      await galleryDialog.getByText('Elija una imagen para subir.').waitFor();
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert an image gallery, es)');
      await page.keyboard.press('Escape');
      await galleryDialog.waitFor({ state: 'detached' });

      await componentGroup(page, 'Lesson recording').getByRole('button', { name: 'Insertar un vídeo' }).click();
      const videoDialog = page.getByRole('dialog', { name: 'Insertar un vídeo: Lesson recording' });
      await videoDialog.getByLabel('Enlace de YouTube').fill('youtube.com/watch?v=short');
      await videoDialog.getByRole('button', { name: 'Insertar', exact: true }).click();
      await videoDialog.getByText('Proporcione un enlace de vídeo de YouTube válido.').waitFor();
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert a video, refused, es)');
      // "Add to my timeline" in Spanish: its title is required too (spec 1 §5 "and title if timeline").
      await videoDialog.getByLabel('Enlace de YouTube').fill('https://youtu.be/dQw4w9WgXcQ');
      await videoDialog.getByRole('checkbox', { name: 'Añadir a mi línea de tiempo' }).check();
      await videoDialog.getByRole('button', { name: 'Insertar', exact: true }).click();
      await videoDialog.getByText('Introduzca un título.').waitFor();
      await expect(videoDialog.getByLabel('Título').getAttribute('aria-invalid')).resolves.toBe('true');
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert a video, add to my timeline, es)');
      await page.keyboard.press('Escape');
      await videoDialog.waitFor({ state: 'detached' });

      await componentGroup(page, 'Resources').getByRole('button', { name: 'Insertar multimedia' }).click();
      const multimediaDialog = page.getByRole('dialog', { name: 'Insertar multimedia: Resources' });
      await multimediaDialog.getByLabel('Dirección de la imagen').fill(MISSING_IMAGE);
      await multimediaDialog
        .getByText('No se pudo cargar esta imagen para la vista previa. Compruebe la URL.')
        .waitFor();
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (multimedia preview failed, es)');
      await multimediaDialog.getByRole('button', { name: 'Cancelar' }).click();
      await multimediaDialog.waitFor({ state: 'detached' });
    } finally {
      await page.keyboard.press('Escape');
      await restoreEnglish(page, STUDENT_NAME);
    }
  });
});
