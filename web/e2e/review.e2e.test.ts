import { describe, expect, it, jest } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { focusSettlesOn, newPage, useBrowserPage } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(420_000);

/** The repository's one-page PDF (fixtures/README.md: made for these tests). */
const PDF = fileURLToPath(new URL('../../fixtures/uploads/lesson-plan.pdf', import.meta.url));

/** Dana Diaz, a student of EDU 501 section A whose practicum work no other suite touches. */
const STUDENT = 'student6@demo.test';
const STUDENT_NAME = 'Dana Diaz';
const ACTIVITY = 'Observed lesson 1';
const SHORT = 'Fractions with a story.';
const FIRST =
  'The lesson opens with a short story problem so the class can reason about fractions before any rule is named. ' +
  'Pairs compare their drawings of shared pizzas. Then the class agrees on a way to write what they found, ' +
  'and we check it with two new stories.';
const ANCHORED = 'Pairs compare their drawings of shared pizzas.';
const REQUEST = 'Say which drawings you expect and how you will group the pairs.';
/** Her feedback in the assessment panel: with the template's defaults it reaches the student with the request. */
const FEEDBACK = 'A clear opening. Before you teach it, plan how the pairs will share their drawings.';
const SECOND = FIRST.replace(
  ANCHORED,
  'Pairs compare their drawings of shared pizzas, grouped so each pair has one fraction strip.',
);

const rationale = (page: Page) => page.getByLabel(/^Rationale/);
const toolbar = (page: Page) => page.getByRole('group', { name: 'Editor toolbar' });

/** Submit with its confirmation (spec 1 §4). */
async function submit(page: Page) {
  await toolbar(page).getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit this portfolio?' });
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Submit, answered as the student sees it: the toast, then the work read-only. */
async function submitted(page: Page) {
  await submit(page);
  await page
    .getByTestId('toast')
    .filter({ hasText: `${ACTIVITY} has been submitted.` })
    .first()
    .waitFor();
  await page.getByText('You can read this portfolio but not change it now.').waitFor();
}

/**
 * The review as issue 12's "Done means" tells it, in Chromium: the student opens the practicum activity,
 * writes the rationale (too short: refused on submit with the banner), auto-saves and submits; the section's
 * faculty opens it from My sections, anchors a comment on a sentence of it, writes her feedback and requests a
 * revision; the student reads the annotation and the feedback (issue 21), revises and submits again; the history holds two revisions and the comparison shows
 * what changed. Every state through checkScreen (axe-core at 1366×900 and 390×844).
 */
describe('the review of a practicum portfolio (issue 12)', () => {
  const web = useBrowserPage();

  it('goes from a first submission through a requested revision, anchored on a sentence, to a second', async () => {
    const page = web.page;
    await signIn(page, STUDENT, '/via/inprogress');
    await page
      .getByRole('table', { name: 'Your activities, the latest first' })
      .getByRole('link', { name: ACTIVITY })
      .click();
    await page.getByRole('button', { name: 'Start your portfolio' }).click();
    await toolbar(page).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Comments' }).waitFor();
    await page.getByText('Comments open once the work is submitted', { exact: false }).waitFor();

    // The first Save takes the work from Created into preparation; from then on changes save themselves.
    await rationale(page).fill(SHORT);
    await toolbar(page).getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/^Status: Awaiting submission/).waitFor();

    // The lesson materials, as a student attaches them: the PDF sent to storage, then reused.
    const supporting = page.getByRole('group', { name: /^Supporting documents/ });
    await supporting.getByRole('button', { name: 'Add a file' }).click();
    const upload = page.getByRole('dialog', { name: 'Add a file: Supporting documents' });
    await upload.getByLabel('Choose a file').setInputFiles(PDF);
    await upload.waitFor({ state: 'detached' });
    await supporting.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();
    const materials = page.getByRole('group', { name: /^Lesson materials/ });
    await materials.getByRole('button', { name: 'Add a file' }).click();
    const reuse = page.getByRole('dialog', { name: 'Add a file: Lesson materials' });
    await reuse.getByRole('tab', { name: 'Previous upload' }).click();
    await reuse.getByRole('button', { name: 'Use lesson-plan.pdf' }).click();
    await reuse.waitFor({ state: 'detached' });
    await page.getByText('Saving...', { exact: true }).waitFor();
    await page.getByText('All changes saved.').waitFor();

    // The rationale is too short: the submit is refused with the banner (spec 1 §5: at least 30 words).
    await submit(page);
    const banner = page.getByRole('alert').filter({ hasText: 'Some required information is missing or incomplete.' });
    await banner.getByText('1 error found, 1 error remaining').waitFor();
    await expect(rationale(page).getAttribute('aria-invalid')).resolves.toBe('true');
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (practicum, too short)');

    // Written out, it saves itself (650 ms after the last change) and goes in.
    await rationale(page).fill(FIRST);
    await page.getByText('Saving...', { exact: true }).waitFor();
    await page.getByText('All changes saved.').waitFor();
    await submitted(page);
    const studentUrl = page.url();

    // Faculty opens it from the section's progress on their home.
    const faculty = await newPage(web.browser);
    try {
      const fpage = faculty.page;
      await signIn(fpage, 'faculty@demo.test', '/via/inprogress');
      // Her work waits in the section's queue, and her row of the progress table opens it.
      const section = fpage.getByRole('region', { name: 'EDU 501 Section A (EDU501-A)' });
      await section.getByRole('link', { name: `${STUDENT_NAME}: ${ACTIVITY}` }).waitFor();
      await checkScreen(fpage, '/via/inprogress (faculty, awaiting assessment)');
      const progress = fpage.getByRole('table', { name: 'Activity progress in EDU 501 Section A' });
      await progress.getByRole('link', { name: `Submitted: open ${STUDENT_NAME}’s ${ACTIVITY}` }).click();
      await toolbar(fpage).waitFor();
      await fpage.getByText(ANCHORED, { exact: false }).first().waitFor();
      await checkScreen(fpage, '/portfolios/{owner}/{portfolio} (faculty, submitted)');

      // The PDF in her work opens for the assessor too: a fresh link through the portfolio (issue 14).
      const facultySupporting = fpage.getByRole('group', { name: /^Supporting documents/ });
      const read = fpage.waitForResponse(
        (response) =>
          /\/portfolios\/[^/]+\/attachments\/[^/?]+/.test(response.url()) && response.request().method() === 'GET',
      );
      await facultySupporting.getByRole('button', { name: 'Download lesson-plan.pdf' }).click();
      const answered = await read;
      expect(answered.status()).toBe(200);
      expect(((await answered.json()) as { public_url: string }).public_url).toMatch(/^https?:\/\/.+X-Amz-Signature=/);

      // A pointer's selection of a sentence in the rationale: offered as the passage to comment on.
      await fpage.evaluate((sentence) => {
        const holder = [...document.querySelectorAll('.composer__text')].find((node) =>
          node.textContent?.includes(sentence),
        );
        // The answer is rich text (a paragraph holds the words): the text node that holds the sentence.
        const walker = holder ? document.createTreeWalker(holder, NodeFilter.SHOW_TEXT) : null;
        let text: Node | null = null;
        while (walker?.nextNode()) if (walker.currentNode.textContent?.includes(sentence)) text = walker.currentNode;
        if (!text) throw new Error('the rationale is not on the page');
        const start = text.textContent!.indexOf(sentence);
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + sentence.length);
        document.getSelection()!.removeAllRanges();
        document.getSelection()!.addRange(range);
      }, ANCHORED);
      await fpage.getByText(`Selected in the work: “${ANCHORED}”`).waitFor();
      // The way to comment on it is right beside the selection (issue 21: it was only in the form below the
      // work), at both sizes: its button starts within a line under the selected words and overlaps them across.
      const passage = fpage.getByRole('button', { name: 'Comment on this passage' });
      for (const size of [
        { width: 1366, height: 900 },
        { width: 390, height: 844 },
      ]) {
        await fpage.setViewportSize(size);
        await fpage.evaluate(() =>
          document.getSelection()?.getRangeAt(0).startContainer.parentElement?.scrollIntoView({ block: 'center' }),
        );
        await passage.waitFor();
        const [selected, button] = await Promise.all([
          fpage.evaluate(() => {
            const box = document.getSelection()!.getRangeAt(0).getBoundingClientRect();
            return { top: box.top, bottom: box.bottom, left: box.left, right: box.right };
          }),
          passage.boundingBox(),
        ]);
        expect(button).not.toBeNull();
        expect(button!.y - selected.bottom).toBeGreaterThanOrEqual(0);
        expect(button!.y - selected.bottom).toBeLessThan(40);
        expect(button!.x).toBeLessThan(selected.right);
        expect(button!.x + button!.width).toBeGreaterThan(selected.left);
      }
      await checkScreen(fpage, '/portfolios/{owner}/{portfolio} (faculty, passage selected)');
      await fpage.setViewportSize({ width: 1366, height: 900 });
      await passage.click();
      await expect(fpage.getByLabel('About').inputValue()).resolves.toBe('textarea-1');
      await expect(fpage.getByLabel('Anchored to').locator('option:checked').textContent()).resolves.toBe(ANCHORED);
      // The keyboard's way to the same passage: the component's sentences, in a list.
      await fpage.getByLabel('Anchored to').selectOption({ label: ANCHORED });
      await fpage.getByLabel('Comment', { exact: true }).fill(REQUEST);
      await checkScreen(fpage, '/portfolios/{owner}/{portfolio} (faculty, annotating)');
      await fpage.getByRole('button', { name: 'Add annotation' }).click();
      await fpage.getByTestId('toast').filter({ hasText: 'Comment added.' }).first().waitFor();
      const list = fpage.getByRole('list', { name: 'Comments on revision 1' });
      const item = list.getByRole('listitem').filter({ hasText: REQUEST });
      await item.locator('blockquote').filter({ hasText: ANCHORED }).waitFor();
      await item.getByText('on Rationale').waitFor();
      // The passage is painted on the work itself.
      await expect(fpage.evaluate(() => CSS.highlights.get('tessera-annotation')?.size ?? 0)).resolves.toBe(1);
      // The comment indicator beside the rationale counts it and moves to it.
      await fpage.getByRole('button', { name: '1 comment on Rationale: go to it' }).click();
      await focusSettlesOn(item);

      // Her feedback, written in the assessment panel and saved (issue 21: the student reads it with the request).
      const fpanel = fpage.getByRole('complementary', { name: 'Assessment' });
      await fpanel.getByLabel('Feedback', { exact: true }).fill(FEEDBACK);
      await fpanel.getByRole('button', { name: 'Save assessment' }).click();
      await fpage.getByTestId('toast').filter({ hasText: 'Your assessment has been saved.' }).first().waitFor();
      await fpanel.getByText('All changes saved.').waitFor();

      await toolbar(fpage).getByRole('button', { name: 'Request Revision' }).click();
      const dialog = fpage.getByRole('dialog', { name: 'Request a revision?' });
      // The collaborative confirmation: her assessment (begun by her comment) is the primary, always shown.
      const primary = dialog.getByRole('checkbox', { name: 'Your assessment (primary, always shown)' });
      await expect(primary.isChecked()).resolves.toBe(true);
      await expect(primary.isDisabled()).resolves.toBe(true);
      await checkScreen(fpage, '/portfolios/{owner}/{portfolio} (faculty, request revision?)');
      await dialog.getByRole('button', { name: 'Request Revision' }).click();
      await dialog.waitFor({ state: 'detached' });
      // The work is back with its author (in preparation: "Awaiting submission").
      await fpage.getByText(/^Status: Awaiting submission/).waitFor();
    } finally {
      await faculty.context.close();
    }

    // The student reads why: the annotation beside the work, and her feedback in the assessment panel. The
    // practicum's template hides assessors' names from students: she is "Your assessor", never named.
    await page.goto(studentUrl);
    await rationale(page).waitFor();
    const comment = page
      .getByRole('list', { name: 'Comments on revision 1' })
      .getByRole('listitem')
      .filter({ hasText: REQUEST });
    await comment.locator('blockquote').filter({ hasText: ANCHORED }).waitFor();
    await comment.getByText('Your assessor').waitFor();
    const shown = page
      .getByRole('complementary', { name: 'Assessment' })
      .getByRole('region', { name: 'Assessments of revision 1' });
    await shown.getByText('Assessment 1').waitFor();
    await shown.getByRole('button', { name: 'Read this assessment' }).click();
    await shown.getByText(FEEDBACK).waitFor();
    await expect(page.getByText('Nothing entered yet.').count()).resolves.toBe(0);
    await expect(page.getByText('Fran Faculty').count()).resolves.toBe(0);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (revision requested)');
    await rationale(page).fill(SECOND);
    await page.getByText('All changes saved.').waitFor();
    await submitted(page);

    // Two revisions in the history; the comparison says the rationale changed and how.
    const history = page.getByRole('combobox', { name: 'Revision shown' });
    // Two revisions, the first with Fran's assessment under it (her comment started it), unnamed to the student.
    await expect(history.locator('option').allTextContents()).resolves.toEqual([
      'Current work',
      expect.stringMatching(/^Revision 1, submitted /),
      'Assessment 1',
      expect.stringMatching(/^Revision 2, submitted /),
    ]);
    // Revision 1's comments stay with revision 1.
    await page.getByRole('combobox', { name: 'Comments on' }).selectOption({ label: 'Revision 1' });
    await page.getByRole('list', { name: 'Comments on revision 1' }).getByText(REQUEST).waitFor();
    await page.getByRole('button', { name: 'Compare revisions' }).click();
    const comparison = page.locator('.composer__comparison');
    await comparison.getByRole('heading', { name: 'What changed from revision 1 to revision 2' }).waitFor();
    await comparison.getByText(/^Rationale: Changed$/).waitFor();
    await expect(comparison.locator('ins').allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining('one fraction strip')]),
    );
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (resubmitted, compared)');

    // The comments view in Spanish (Dana's language is her own: no other suite signs in as her).
    await openUserPanel(page, STUDENT_NAME);
    await page.getByRole('button', { name: 'Español' }).click();
    try {
      await page.keyboard.press('Escape');
      await page.getByRole('heading', { level: 2, name: 'Comentarios' }).waitFor();
      // What the server words follows the language too: the state and the workflow's buttons.
      await page.getByText('Estado: Pendiente de evaluación').waitFor();
      await page
        .getByRole('group', { name: 'Barra de herramientas del editor' })
        .getByRole('button', { name: 'Retirar', exact: true })
        .waitFor();
      await page.getByRole('combobox', { name: 'Comentarios de' }).selectOption({ label: 'Revisión 1' });
      await page.getByRole('list', { name: 'Comentarios de la revisión 1' }).getByText('sobre Rationale').waitFor();
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (es, comments)');
    } finally {
      await restoreEnglish(page, STUDENT_NAME);
    }
  });
});
