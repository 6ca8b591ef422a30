import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  createTemplate,
  getCurrentUser,
  getHierarchy,
  getPortfolio,
  getPortfolioAssessment,
  publishTemplate,
  updatePortfolio,
  updatePortfolioAssessment,
} from '@tessera/shared';
import { callApiAs } from './support/api';
import { sectionWithActivities, startActivityPortfolio } from './support/sections';
import { newPage, useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(300_000);

const FACULTY = 'faculty@demo.test';
/** The Spanish pass's own assessor (the language is the account's): a second owner of the suite's section. */
const SUPERVISOR = 'supervisor@demo.test';
const STUDENT = 'student@demo.test';
/** The seeded lesson-plan rubric: 3 criteria × 4 levels (1–4 points), weights 1, 2, 1: maximum 16. */
const RUBRIC = 'rubric_demo_lesson_plan';

interface Assessed {
  ownerId: string;
  portfolioId: string;
  title: string;
  facultyId: string;
}

/**
 * A submitted portfolio of the suite's own, made through the API as the app would (so no other suite's seeded
 * work changes): a Supervised Assessment template with an optional answer and the assessment components
 * (the seeded rubric, an Overall score out of 100, feedback), a course and section owned by the faculty and
 * the supervisor with the demo student as member, an activity plan; the student starts it and submits.
 */
async function submittedPortfolio(run: string): Promise<Assessed> {
  const [faculty, supervisor, student] = await Promise.all([
    callApiAs(FACULTY, getCurrentUser),
    callApiAs(SUPERVISOR, getCurrentUser),
    callApiAs(STUDENT, getCurrentUser),
  ]);
  const { nodes } = await callApiAs('admin@demo.test', getHierarchy);
  const top = nodes.find((node) => node.text === 'Demo University')!;
  const template = await callApiAs('admin@demo.test', createTemplate, {
    body: {
      node_id: top.id,
      title: `Assessed lesson ${run}`,
      workflow: 'SupervisedAssessmentWorkflow',
      display_assessment_panel: true,
      page_templates: [
        {
          id: 'page-1',
          title: 'Lesson',
          components: [
            { component_id: 'textarea-1', type: 'textarea', label: 'Rationale', optional: true, min_word_count: '0' },
          ],
        },
        {
          id: 'page-2',
          title: 'Assessment',
          components: [
            {
              component_id: 'rubric-1',
              type: 'assessment_rubric',
              label: 'Lesson plan rubric',
              rubric_id: RUBRIC,
              rubric_title: 'Lesson Plan Rubric',
              optional: true,
            },
            {
              component_id: 'scoring-1',
              type: 'scoring',
              label: 'Overall score',
              maximum: 100,
              primary: true,
              optional: true,
            },
            { component_id: 'feedback-1', type: 'feedback', label: 'Feedback', optional: true },
          ],
        },
      ],
    },
  });
  await callApiAs('admin@demo.test', publishTemplate, {
    path: { id: template.id },
    body: { version: template.version },
  });
  const title = `Assessed lesson ${run}`;
  await sectionWithActivities({
    nodeId: top.id,
    label: 'Assessment',
    run,
    code: `AS-${run}`,
    ownerIds: [faculty.id, supervisor.id],
    members: [{ userId: student.id, role: 'member' }],
    activities: [{ title, templateId: template.id }],
  });
  const created = await startActivityPortfolio(STUDENT, student.id, title);
  const read = await callApiAs(STUDENT, getPortfolio, { path: { id: student.id, portfolioId: created.id } });
  await callApiAs(STUDENT, updatePortfolio, {
    path: { id: student.id, portfolioId: created.id },
    body: {
      version: read.version,
      portfolio_action: 'advance',
      fields: { 'textarea-1': { content: 'Fractions through a story problem, then pairs explain their reasoning.' } },
    },
  });
  return { ownerId: student.id, portfolioId: created.id, title, facultyId: faculty.id };
}

const panelOf = (page: Page) => page.getByRole('complementary', { name: /^(Assessment|Evaluación)$/ });
/** A criterion of the caller's own assessment (another assessor's, read in place, has the same names). */
const criterion = (page: Page, name: string) =>
  panelOf(page)
    .getByRole('region', { name: /^(Your assessment|Su evaluación)$/ })
    .getByRole('radiogroup', { name });

async function openPortfolio(page: Page, assessed: Assessed): Promise<void> {
  await page.goto(webUrl(`/portfolios/${assessed.ownerId}/${assessed.portfolioId}`));
  await page.getByRole('heading', { level: 1, name: assessed.title }).waitFor();
  await panelOf(page)
    .getByRole('button', { name: /^(Save assessment|Guardar evaluación)$/ })
    .waitFor();
}

/** Focuses a criterion's tab stop as Tab would reach it, then chooses a level with the arrow keys and Space. */
async function chooseLevel(page: Page, name: string, steps: number, key: ' ' | 'Enter' = ' '): Promise<void> {
  const group = criterion(page, name);
  await group.locator('[role="radio"][tabindex="0"]').focus();
  for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press(key === ' ' ? 'Space' : 'Enter');
}

/**
 * The assessment panel (issue 13 "Screens"; spec 1 §2–5, §8–9): faculty scores a submitted portfolio's rubric from
 * the keyboard ("X out of M points"), the score field's rules, the feedback counter and its announcements, Save,
 * and reads it all again after a reload; a stale save answers with the newer content; the separate window stays
 * in sync with its opener both ways; a second assessor reads the first's assessment and applies it, in Spanish.
 * Every state through checkScreen.
 */
describe('the assessment panel (issue 13)', () => {
  const web = useBrowserPage();
  const run = Date.now().toString(36).slice(-5);
  let assessed: Assessed;

  beforeAll(async () => {
    assessed = await submittedPortfolio(run);
  });

  it('faculty scores the rubric from the keyboard, writes feedback, saves, and reads it again after a reload', async () => {
    const page = web.page;
    await signIn(page, FACULTY, '/via/inprogress');
    await openPortfolio(page, assessed);
    const panel = panelOf(page);
    await panel.getByText('Not saved yet.').waitFor();
    await panel.getByText('Nothing entered out of 4 points').first().waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (assessment panel, empty)');
    // On a phone the panel sits under the work: a button at the top goes straight to it (hidden beside it).
    const toPanel = page.getByRole('button', { name: 'Go to the assessment' });
    expect(await toPanel.isVisible()).toBe(false);
    await page.setViewportSize({ width: 390, height: 844 });
    await toPanel.click();
    await page.waitForFunction(() => document.activeElement?.id === 'assessment-panel');
    await page.setViewportSize({ width: 1366, height: 900 });

    // The rubric from the keyboard: arrows move across the levels, Space or Enter chooses (spec 1 §2).
    await chooseLevel(page, 'Learning objectives', 2);
    await expect(
      criterion(page, 'Learning objectives')
        .getByRole('radio', { name: /^Proficient/ })
        .getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await panel.getByText('3 out of 4 points', { exact: true }).waitFor();
    // Tab leaves the group for the criterion's comment.
    await page.keyboard.press('Tab');
    await expect(
      panel.getByLabel('Comment on Learning objectives').evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    await page.keyboard.type('Measurable, fitted to the class.');
    await expect(panel.getByLabel('Comment on Learning objectives').inputValue()).resolves.toBe(
      'Measurable, fitted to the class.',
    );
    await chooseLevel(page, 'Learning activities', 3, 'Enter');
    await panel.getByText('8 out of 8 points', { exact: true }).waitFor();
    // Arrow keys wrap: Left from the first level reaches the last, then back to Developing.
    await criterion(page, 'Assessment').locator('[role="radio"][tabindex="0"]').focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    await panel.getByText('2 out of 4 points', { exact: true }).waitFor();
    await panel.getByText('Total: 13.00 of 16 points (81.25%)').waitFor();

    // The score field: digits and a dot only; a value above the maximum reverts (spec 1 §5).
    const score = panel.getByLabel('Overall score');
    await score.click();
    await page.keyboard.type('1a0');
    await expect(score.inputValue()).resolves.toBe('10');
    await page.keyboard.type('1');
    await expect(score.inputValue()).resolves.toBe('10');
    await score.fill('');
    await panel.getByText('Nothing entered out of 100 points').waitFor();
    await score.fill('87.5');
    await panel.getByText('87.5 out of 100 points').waitFor();

    // Feedback: the counter, "N of M characters entered." from 20 left, and the limit (spec 1 §5, §9).
    const feedback = panel.getByLabel('Feedback', { exact: true });
    const announcement = panel.getByTestId('feedback-announcement');
    await feedback.fill('x'.repeat(2979));
    await panel.getByText('2979/3000 characters').waitFor();
    await expect(announcement.textContent()).resolves.toBe('');
    await page.keyboard.type('y');
    await expect(announcement.textContent()).resolves.toBe('2980 of 3000 characters entered.');
    await feedback.fill('x'.repeat(3005));
    await panel.getByText('3000/3000 characters').waitFor();
    await expect(announcement.textContent()).resolves.toBe(
      '3000 of 3000 characters entered. No additional characters will be entered.',
    );
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (assessment panel, feedback at the limit)');
    await feedback.fill('Clear objectives; vary the assessment.');
    await expect(announcement.textContent()).resolves.toBe('');
    await panel.getByText('Unsaved changes.').waitFor();

    await panel.getByRole('button', { name: 'Save assessment' }).click();
    await page.getByTestId('toast').filter({ hasText: 'Your assessment has been saved.' }).first().waitFor();
    await panel.getByText('All changes saved.').waitFor();
    await panel.getByText('Learner development').first().waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (assessment saved)');

    await page.reload();
    await openPortfolio(page, assessed);
    await expect(
      criterion(page, 'Learning activities')
        .getByRole('radio', { name: /^Exemplary/ })
        .getAttribute('aria-checked'),
    ).resolves.toBe('true');
    await expect(panel.getByLabel('Comment on Learning objectives').inputValue()).resolves.toBe(
      'Measurable, fitted to the class.',
    );
    await expect(panel.getByLabel('Overall score').inputValue()).resolves.toBe('87.5');
    await expect(panel.getByLabel('Feedback', { exact: true }).inputValue()).resolves.toBe(
      'Clear objectives; vary the assessment.',
    );
    await panel.getByText('Total: 13.00 of 16 points (81.25%)').waitFor();
    await panel.getByText('All changes saved.').waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (assessment after reload)');
  });

  it('answers a save over newer work with the newer content and says so', async () => {
    const page = web.page;
    await signIn(page, FACULTY, '/via/inprogress');
    await openPortfolio(page, assessed);
    const panel = panelOf(page);
    // Saved meanwhile from elsewhere (another window of the same assessor, through the API).
    const path = {
      id: assessed.ownerId,
      portfolioId: assessed.portfolioId,
      revision: '1',
      assessment: assessed.facultyId,
    };
    const held = await callApiAs(FACULTY, getPortfolioAssessment, { path });
    await callApiAs(FACULTY, updatePortfolioAssessment, {
      path,
      body: { version: held.version, components: { 'feedback-1': { content: 'Saved in the other window.' } } },
    });
    await panel.getByLabel('Feedback', { exact: true }).fill('Typed here over older work.');
    await panel.getByRole('button', { name: 'Save assessment' }).click();
    await panel
      .getByRole('alert')
      .filter({
        hasText:
          'This assessment was saved in another window after you opened it. Its newer content is shown; copy your changes and save again.',
      })
      .waitFor();
    await expect(panel.getByLabel('Feedback', { exact: true }).inputValue()).resolves.toBe(
      'Saved in the other window.',
    );
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (assessment stale save)');
  });

  it('opens the panel in a separate window that stays in sync with the opener both ways', async () => {
    const page = web.page;
    await signIn(page, FACULTY, '/via/inprogress');
    await openPortfolio(page, assessed);
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      panelOf(page).getByRole('button', { name: 'Open in a separate window' }).click(),
    ]);
    await popup.waitForURL(
      (url) => url.pathname === `/portfolios/${assessed.ownerId}/${assessed.portfolioId}/assessment`,
    );
    await popup.getByRole('heading', { level: 1, name: `Assessment: ${assessed.title}` }).waitFor();
    await panelOf(popup).getByRole('button', { name: 'Save assessment' }).waitFor();

    // The opener → the window: a criterion and the feedback.
    await chooseLevel(page, 'Assessment', 2);
    await panelOf(popup).getByText('Total: 15.00 of 16 points (93.75%)').waitFor();
    await panelOf(page).getByLabel('Feedback', { exact: true }).fill('Typed in the opener.');
    await popup.waitForFunction(
      () =>
        (document.querySelector('.assessment__feedback-input') as HTMLTextAreaElement | null)?.value ===
        'Typed in the opener.',
    );
    await checkScreen(popup, '/portfolios/{owner}/{portfolio}/assessment');

    // The window → the opener: a score and a comment, then its save is the opener's newest content.
    await panelOf(popup).getByLabel('Overall score').fill('91');
    await panelOf(popup).getByLabel('Comment on Assessment').fill('Varied checks.');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLInputElement>('.assessment__score-input')].some(
        (input) => input.value === '91',
      ),
    );
    await expect(panelOf(page).getByLabel('Comment on Assessment').inputValue()).resolves.toBe('Varied checks.');
    await panelOf(popup).getByRole('button', { name: 'Save assessment' }).click();
    await panelOf(popup).getByText('All changes saved.').waitFor();
    await panelOf(page).getByText('All changes saved.').waitFor();
    // The opener holds the saved version: its own next save is not stale.
    await panelOf(page).getByLabel('Feedback', { exact: true }).fill('Saved from the opener after the window.');
    await panelOf(page).getByRole('button', { name: 'Save assessment' }).click();
    await panelOf(page).getByText('All changes saved.').waitFor();
    await popup.waitForFunction(
      () =>
        (document.querySelector('.assessment__feedback-input') as HTMLTextAreaElement | null)?.value ===
        'Saved from the opener after the window.',
    );
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (assessment synced)');
    await popup.close();
  });

  it('reads the panel in Spanish as a second assessor, and applies the first assessment’s content to their own', async () => {
    const { context, page } = await newPage(web.browser);
    try {
      await signIn(page, SUPERVISOR, '/via/inprogress');
      await openUserPanel(page, 'Simon Supervisor');
      const me = await callApiAs(SUPERVISOR, getCurrentUser);
      const saved = page.waitForResponse((response) => response.url().endsWith(`/api/users/${me.id}/language`));
      await page.getByRole('button', { name: 'Español' }).click();
      await saved;
      try {
        await openPortfolio(page, assessed);
        const panel = panelOf(page);
        await panel.getByText('Aún no se ha guardado.').waitFor();
        await panel.getByText('Nada introducido de 4 puntos').first().waitFor();
        await panel.getByRole('heading', { name: 'Otras evaluaciones de esta revisión' }).waitFor();
        await panel.getByRole('button', { name: 'Leer esta evaluación' }).click();
        await panel.getByText('Total: 15.00 de 16 puntos (93.75 %)').first().waitFor();
        await checkScreen(page, '/portfolios/{owner}/{portfolio} (assessment panel, es)');
        await panel.getByRole('button', { name: 'Aplicar el contenido de la evaluación a la suya' }).click();
        await page
          .getByTestId('toast')
          .filter({ hasText: 'El contenido de la evaluación se aplicó correctamente a la suya' })
          .first()
          .waitFor();
        await expect(panel.getByLabel('Feedback', { exact: true }).inputValue()).resolves.toBe(
          'Saved from the opener after the window.',
        );
        await chooseLevel(page, 'Learning objectives', 1);
        await panel.getByText('Cambios sin guardar.').waitFor();
        const feedback = panel.getByLabel('Feedback', { exact: true });
        await feedback.fill('x'.repeat(3000));
        await expect(panel.getByTestId('feedback-announcement').textContent()).resolves.toBe(
          '3000 de 3000 caracteres introducidos. No se introducirán más caracteres.',
        );
        await checkScreen(page, '/portfolios/{owner}/{portfolio} (assessment applied, es)');
      } finally {
        await restoreEnglish(page, 'Simon Supervisor');
      }
    } finally {
      await context.close();
    }
  });
});
