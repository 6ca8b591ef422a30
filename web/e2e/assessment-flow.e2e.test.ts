import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  createTemplate,
  getCurrentUser,
  getHierarchy,
  getPortfolio,
  publishTemplate,
  updatePortfolio,
} from '@tessera/shared';
import { callApiAs } from './support/api';
import { sectionWithActivities, startActivityPortfolio } from './support/sections';
import { newPage, useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { signIn } from './support/session';

jest.setTimeout(300_000);

const FACULTY = 'faculty@demo.test';
const COORDINATOR = 'coordinator@demo.test';
const STUDENT = 'student@demo.test';
/** The seeded lesson-plan rubric: 3 criteria × 4 levels (1–4 points), weights 1, 2, 1: maximum 16; TS.1 at 70 %. */
const RUBRIC = 'rubric_demo_lesson_plan';

interface Flow {
  ownerId: string;
  portfolioId: string;
  groupId: string;
  title: string;
  studentName: string;
}

/**
 * The suite's own section, made through the API as the app would: a Supervised Assessment template that shows
 * the panel and the assessors' names to students, with a scored question, the seeded rubric scored by hand,
 * the same rubric auto-filled from the question (aggregation), an Overall score and feedback; a course whose
 * section faculty owns, the demo student a member and the demo coordinator its coordinator; an activity plan
 * the student starts (the question answered). The student submits in the browser.
 */
async function startedPortfolio(run: string): Promise<Flow> {
  const [faculty, coordinator, student] = await Promise.all([
    callApiAs(FACULTY, getCurrentUser),
    callApiAs(COORDINATOR, getCurrentUser),
    callApiAs(STUDENT, getCurrentUser),
  ]);
  const { nodes } = await callApiAs('admin@demo.test', getHierarchy);
  const top = nodes.find((node) => node.text === 'Demo University')!;
  const title = `Flow lesson ${run}`;
  const template = await callApiAs('admin@demo.test', createTemplate, {
    body: {
      node_id: top.id,
      title,
      workflow: 'SupervisedAssessmentWorkflow',
      display_assessment_panel: true,
      is_show_names_to_submitters: true,
      page_templates: [
        {
          id: 'page-1',
          title: 'Lesson',
          components: [
            {
              component_id: 'textarea-1',
              type: 'textarea',
              label: 'Rationale',
              optional: true,
              min_word_count: '0',
              // The standard the seeded rubric maps at 70 %: its met flag shows in the composer's statement mapping.
              statements_mapping: [{ id: 'stmt_demo_1' }],
            },
            {
              component_id: 'radio_button-1',
              type: 'radio_button',
              label: 'Confidence',
              optional: true,
              button_options: [
                { id: 1, value: 'Low', points: 1 },
                { id: 2, value: 'High', points: 3 },
              ],
            },
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
              optional: true,
            },
            {
              component_id: 'rubric-2',
              type: 'assessment_rubric',
              label: 'Confidence rubric',
              rubric_id: RUBRIC,
              assign_mode: 'aggregation',
              components_mapping: { 'criterion-1': ['radio_button-1'] },
              aggregation_config: {
                range: {
                  'criterion-1': [
                    { level: 'level-1', value: 0 },
                    { level: 'level-2', value: 1 },
                    { level: 'level-3', value: 2 },
                    { level: 'level-4', value: 3 },
                  ],
                },
              },
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
  const { section } = await sectionWithActivities({
    nodeId: top.id,
    label: 'Flow',
    run,
    code: `FL-${run}`,
    ownerIds: [faculty.id],
    members: [
      { userId: student.id, role: 'member' },
      { userId: coordinator.id, role: 'coordinator' },
    ],
    activities: [{ title, templateId: template.id }],
  });
  const created = await startActivityPortfolio(STUDENT, student.id, title);
  const read = await callApiAs(STUDENT, getPortfolio, { path: { id: student.id, portfolioId: created.id } });
  await callApiAs(STUDENT, updatePortfolio, {
    path: { id: student.id, portfolioId: created.id },
    body: {
      version: read.version,
      portfolio_action: 'save_as_draft',
      fields: {
        'textarea-1': { content: 'Fractions through a story problem.' },
        'radio_button-1': { answer: 2 },
      },
    },
  });
  return {
    ownerId: student.id,
    portfolioId: created.id,
    groupId: section.id,
    title,
    studentName: `${student.first_name} ${student.last_name}`,
  };
}

const toolbar = (page: Page) => page.getByRole('group', { name: 'Editor toolbar' });
const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Assessment' });
const own = (page: Page) => panelOf(page).getByRole('region', { name: 'Your assessment' });
const rubricOf = (page: Page, label: string) => own(page).getByRole('group', { name: label, exact: true });

async function openWork(page: Page, flow: Flow, assessor = true): Promise<void> {
  await page.goto(webUrl(`/portfolios/${flow.ownerId}/${flow.portfolioId}`));
  await page.getByRole('heading', { level: 1, name: flow.title }).waitFor();
  if (assessor) await panelOf(page).getByRole('button', { name: 'Save assessment' }).waitFor();
}

/** Tabs into a criterion of the hand-scored rubric, moves `steps` levels with the arrow keys, Space chooses. */
async function chooseLevel(page: Page, criterion: string, steps: number): Promise<void> {
  await rubricOf(page, 'Lesson plan rubric')
    .getByRole('radiogroup', { name: criterion })
    .locator('[role="radio"][tabindex="0"]')
    .focus();
  for (let i = 0; i < steps; i += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
}

/** Opens the Rationale answer's statement mapping (page 1 of the composer) and waits for TS.1's status. */
async function expectStandardStatus(page: Page, status: 'Met' | 'Not met'): Promise<void> {
  await page.locator('.composer__pages').getByRole('button', { name: 'Lesson' }).click();
  await page.getByRole('button', { name: 'Standards (1) mapped to Rationale' }).click();
  const dialog = page.getByRole('dialog', { name: 'Statement mapping: Rationale' });
  await dialog
    .getByRole('definition')
    .filter({ hasText: new RegExp(`^${status}$`) })
    .waitFor();
}

async function closeMapping(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Statement mapping: Rationale' }).waitFor({ state: 'detached' });
}

async function saveAssessment(page: Page): Promise<void> {
  await panelOf(page).getByRole('button', { name: 'Save assessment' }).click();
  await panelOf(page).getByText('All changes saved.').waitFor();
}

/** The student's Submit with its confirmation (spec 1 §4). */
async function submitWork(page: Page, flow: Flow): Promise<void> {
  await toolbar(page).getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit this portfolio?' });
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByTestId('toast')
    .filter({ hasText: `${flow.title} has been submitted.` })
    .first()
    .waitFor();
}

/**
 * Issue 13's "Done means", whole, in Chromium: the student submits; faculty scores the rubric from the keyboard,
 * writes feedback and requests a revision; the student resubmits; faculty (reading revision 1 again from the
 * panel's history, filling the aggregation rubric through its modal, opening the watermark popup) and the
 * coordinator both assess; faculty marks it done with the coordinator's assessment left hidden; the student
 * sees faculty's score and feedback (named, as the template says) and not the coordinator's; the section's
 * standards report shows the standard met, for faculty and for the coordinator. checkScreen along the way.
 */
describe('an assessment from submission to the standards report (issue 13 "Done means")', () => {
  const web = useBrowserPage();
  const run = Date.now().toString(36).slice(-5);
  let flow: Flow;

  beforeAll(async () => {
    flow = await startedPortfolio(run);
  });

  it('goes through a requested revision to done, the student seeing what visibility allows', async () => {
    const student = web.page;
    await signIn(student, STUDENT, '/via/inprogress');
    await openWork(student, flow, false);
    await submitWork(student, flow);

    const faculty = await newPage(web.browser);
    const coordinator = await newPage(web.browser);
    try {
      const fpage = faculty.page;
      await signIn(fpage, FACULTY, '/via/inprogress');
      await openWork(fpage, flow);
      // Revision 1: one criterion from the keyboard, feedback, saved; then Request Revision.
      await chooseLevel(fpage, 'Learning objectives', 2);
      await rubricOf(fpage, 'Lesson plan rubric').getByText('3 out of 4 points', { exact: true }).waitFor();
      await panelOf(fpage).getByLabel('Feedback', { exact: true }).fill('Name the fractions you expect.');
      await saveAssessment(fpage);
      await toolbar(fpage).getByRole('button', { name: 'Request Revision' }).click();
      const pushBack = fpage.getByRole('dialog', { name: 'Request a revision?' });
      await pushBack.getByRole('button', { name: 'Request Revision' }).click();
      await pushBack.waitFor({ state: 'detached' });
      await fpage.getByText(/^Status: Awaiting submission/).waitFor();

      // The student resubmits: revision 2.
      await openWork(student, flow, false);
      await submitWork(student, flow);

      // Faculty's revision 2: the panel's history reads revision 1's assessment read-only.
      await openWork(fpage, flow);
      const history = panelOf(fpage).getByRole('combobox', { name: 'History' });
      await history.selectOption({ label: 'Revision 1: Fran Faculty' });
      const past = panelOf(fpage).getByRole('region', { name: 'Revision 1: Fran Faculty' });
      await past.getByText('Name the fractions you expect.').waitFor();
      await past.getByText('3 out of 4 points', { exact: true }).waitFor();
      await checkScreen(fpage, '/portfolios/{owner}/{portfolio} (assessment history, revision 1)');
      await history.selectOption({ label: 'Revision 2 (latest)' });
      // Revision 2's assessment holds nothing yet: TS.1 (the rubric at 70 %) not met.
      await expectStandardStatus(fpage, 'Not met');
      await closeMapping(fpage);

      // Every criterion at its top level from the keyboard: 16 of 16, TS.1 (70 %) met.
      for (const name of ['Learning objectives', 'Learning activities', 'Assessment'])
        await chooseLevel(fpage, name, 3);
      await rubricOf(fpage, 'Lesson plan rubric').getByText('Total: 16.00 of 16 points (100.00%)').waitFor();
      // The composer's statement mapping says TS.1 is met, live from the scores entered (not saved yet).
      await expectStandardStatus(fpage, 'Met');
      await checkScreen(fpage, '/portfolios/{owner}/{portfolio} (statement mapping, met for the assessor)');
      await closeMapping(fpage);
      await panelOf(fpage).getByLabel('Overall score').fill('92');
      await panelOf(fpage).getByLabel('Feedback', { exact: true }).fill('Clear, varied and well paced.');
      await saveAssessment(fpage);

      // The aggregation modal (opens after 500 ms: waited for, not timed) fills the second rubric.
      await own(fpage).getByText('Ready to auto-fill from the mapped answers.').waitFor();
      await own(fpage).getByRole('button', { name: 'Rubric aggregation: Confidence rubric' }).click();
      const modal = fpage.getByRole('dialog', { name: 'Rubric aggregation: Confidence rubric' });
      await modal.getByText('Mapped answers: 3 of 3 points').waitFor();
      await checkScreen(fpage, '/portfolios/{owner}/{portfolio} (rubric aggregation modal)');
      await modal.getByRole('button', { name: 'Fill the rubric' }).click();
      await modal.waitFor({ state: 'detached' });
      await own(fpage).getByText('Auto-filled from the mapped answers.').waitFor();
      await panelOf(fpage).getByText('All changes saved.').waitFor();

      // The watermark / rubric-detail popup: the owner's name, the rubric's title and Watermark.
      const [popup] = await Promise.all([
        fpage.context().waitForEvent('page'),
        rubricOf(fpage, 'Lesson plan rubric')
          .locator('..')
          .getByRole('link', { name: /^Rubric details: / })
          .click(),
      ]);
      await popup
        .getByRole('heading', { level: 1, name: new RegExp(`^${flow.studentName} - .+ - Watermark$`) })
        .waitFor();
      await popup.getByRole('checkbox', { name: 'Show All Standards and Outcomes' }).waitFor();
      await checkScreen(popup, '/rubric_detail (watermark popup)');
      await popup.close();

      // The coordinator assesses too.
      const cpage = coordinator.page;
      await signIn(cpage, COORDINATOR, '/via/inprogress');
      await openWork(cpage, flow);
      await panelOf(cpage).getByLabel('Feedback', { exact: true }).fill('Coordinator’s private notes.');
      await saveAssessment(cpage);

      // Faculty marks it done, leaving the coordinator's assessment hidden from the student.
      await openWork(fpage, flow);
      await toolbar(fpage).getByRole('button', { name: 'Submit', exact: true }).click();
      const confirm = fpage.getByRole('dialog', { name: 'Submit your assessment?' });
      const cora = confirm.getByRole('checkbox', { name: 'Cora Coordinator' });
      // Faculty decides what the student sees (spec 1 §4): the coordinator's assessment unticked.
      await cora.uncheck();
      await expect(cora.isChecked()).resolves.toBe(false);
      await checkScreen(fpage, '/portfolios/{owner}/{portfolio} (submit assessment, visibility)');
      await confirm.getByRole('button', { name: 'Submit', exact: true }).click();
      await confirm.waitFor({ state: 'detached' });
      await fpage.getByText(/^Status: Done/).waitFor();

      // The student reads faculty's score and feedback, named; the coordinator's is not there.
      await openWork(student, flow, false);
      const visible = panelOf(student).getByRole('region', { name: 'Assessments of revision 2' });
      await visible.getByText('Assessment by Fran Faculty').waitFor();
      await expect(visible.getByText('Cora Coordinator').count()).resolves.toBe(0);
      await visible.getByRole('button', { name: 'Read this assessment' }).click();
      await visible.getByText('92 out of 100 points').waitFor();
      await visible.getByText('Clear, varied and well paced.').waitFor();
      await expect(student.getByText('Coordinator’s private notes.').count()).resolves.toBe(0);
      await checkScreen(student, '/portfolios/{owner}/{portfolio} (student reads the visible assessment)');
      // The student's statement mapping: TS.1 met, from faculty's visible assessment.
      await expectStandardStatus(student, 'Met');
      await closeMapping(student);

      // The section's standards report: TS.1 met for the student, for faculty and the section's coordinator.
      for (const reader of [fpage, cpage]) {
        await reader.goto(webUrl(`/via/groups/${flow.groupId}/reports`));
        const table = reader.getByRole('table', { name: 'Standards met by each student' });
        const row = table.getByRole('row').filter({ hasText: flow.studentName });
        await table.getByRole('columnheader', { name: /TS\.1/ }).waitFor();
        await row.getByText('Met', { exact: true }).first().waitFor();
      }
      await checkScreen(cpage, '/via/groups/{id}/reports (coordinator)');
    } finally {
      await faculty.context.close();
      await coordinator.context.close();
    }
  });
});
