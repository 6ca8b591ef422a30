import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import {
  createTemplate,
  getCurrentUser,
  getHierarchy,
  getPortfolio,
  getPortfolioAssessment,
  listTerms,
  publishTemplate,
  updatePortfolio,
  updatePortfolioAssessment,
} from '@tessera/shared';
import { callApiAs } from './support/api';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { sectionWithActivities, startActivityPortfolio } from './support/sections';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(300_000);

const FACULTY = 'faculty@demo.test';
const STUDENT = 'student@demo.test';
/** The seeded lesson-plan rubric: criteria Learning objectives, Learning activities, Assessment; 4 levels. */
const RUBRIC = 'rubric_demo_lesson_plan';

/**
 * Work of the suite's own with a counted rubric assessment (so no other suite's seeded work changes): a
 * template with the seeded rubric, a course and section in the current term owned by the faculty with the demo
 * student, the student's submitted portfolio, the faculty's assessment (Exemplary, Proficient, Developing)
 * and the work marked done.
 */
async function assessedWork(run: string) {
  const [faculty, student] = await Promise.all([
    callApiAs(FACULTY, getCurrentUser),
    callApiAs(STUDENT, getCurrentUser),
  ]);
  const { nodes } = await callApiAs('admin@demo.test', getHierarchy);
  const top = nodes.find((node) => node.text === 'Demo University')!;
  const terms = await callApiAs('admin@demo.test', listTerms);
  const term = terms.items.find((item) => item.id.startsWith('term_demo_'))!;
  const template = await callApiAs('admin@demo.test', createTemplate, {
    body: {
      node_id: top.id,
      title: `Extracted lesson ${run}`,
      workflow: 'SupervisedAssessmentWorkflow',
      display_assessment_panel: true,
      page_templates: [
        {
          id: 'page-1',
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
          ],
        },
      ],
    },
  });
  await callApiAs('admin@demo.test', publishTemplate, {
    path: { id: template.id },
    body: { version: template.version },
  });
  const title = `Extracted lesson ${run}`;
  await sectionWithActivities({
    nodeId: top.id,
    label: 'Extracts',
    run,
    code: `EX-${run}`,
    ownerIds: [faculty.id],
    members: [{ userId: student.id, role: 'member' }],
    activities: [{ title, templateId: template.id }],
    termId: term.id,
  });
  const created = await startActivityPortfolio(STUDENT, student.id, title);
  const path = { id: student.id, portfolioId: created.id };
  const read = await callApiAs(STUDENT, getPortfolio, { path });
  await callApiAs(STUDENT, updatePortfolio, { path, body: { version: read.version, portfolio_action: 'advance' } });
  const assessmentPath = { ...path, revision: '1', assessment: faculty.id };
  const held = await callApiAs(FACULTY, getPortfolioAssessment, { path: assessmentPath });
  await callApiAs(FACULTY, updatePortfolioAssessment, {
    path: assessmentPath,
    body: {
      version: held.version,
      components: {
        'rubric-1': {
          criteria: { 'criterion-1': 'level-4', 'criterion-2': 'level-3', 'criterion-3': 'level-2' },
          comments: {},
          score: null,
          auto_filled: false,
        },
      },
    },
  });
  // Faculty submits the assessment (the workflow's Submit: the work is done and the assessment counts).
  const submitted = await callApiAs(FACULTY, getPortfolio, { path });
  const submit = submitted.buttons.find((button) => button.label === 'Submit' && !button.disabled);
  if (!submit) throw new Error(`faculty cannot submit: ${JSON.stringify(submitted.buttons)}`);
  await callApiAs(FACULTY, updatePortfolio, {
    path,
    body: {
      version: submitted.version,
      portfolio_action: submit.action as 'advance',
      assessments_visibility: [{ id: faculty.id, value: true, assessor_id: faculty.id, is_primary: true }],
    },
  });
  return { top, term, title };
}

/**
 * The extracts page (issue 25; spec 2 §2, §4): an admin opens /extracts/rubric-assessment, chooses a folder
 * (the URL follows) and the term, creates the extract, watches its log finish (the page polls every 3 s),
 * downloads the CSV and finds the suite's assessed scores in it; then the page in Spanish. Every state through
 * checkScreen (axe at 1366 × 900 and 390 × 844).
 */
describe('the extracts page (issue 25)', () => {
  const web = useBrowserPage();
  const run = Date.now().toString(36).slice(-5);
  let work: Awaited<ReturnType<typeof assessedWork>>;

  beforeAll(async () => {
    work = await assessedWork(run);
  });

  it('creates a rubric-assessment extract of a folder and term, watches it finish and downloads the scores', async () => {
    const page = web.page;
    await signIn(page, 'admin@demo.test', '/via/academics');
    await page
      .getByRole('list', { name: 'Administration areas' })
      .getByRole('link', { name: /Extracts/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Extracts' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Extract types' })
      .getByRole('link', { name: /Rubric assessment/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/extracts/rubric-assessment');
    await page.getByRole('heading', { level: 2, name: 'Rubric assessment' }).waitFor();

    await page.getByLabel('Folder').selectOption({ label: 'Demo University' });
    await page.waitForURL((url) => url.searchParams.get('node') === work.top.id);
    await page.getByRole('checkbox', { name: `${work.term.name} (${work.term.code})` }).check();
    await checkScreen(page, '/extracts/rubric-assessment');

    await page.getByRole('button', { name: 'Create extract' }).click();
    const logs = page.getByRole('list', { name: 'Latest extracts' });
    const link = logs.getByRole('link', { name: /^Download rubric-assessment-\d{4}-\d{2}-\d{2}\.csv$/ }).first();
    await link.waitFor({ timeout: 120_000 });
    await logs.getByText('Finished').first().waitFor();
    await checkScreen(page, '/extracts/rubric-assessment (finished)');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^rubric-assessment-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const [header, ...rows] = csv.slice(1).trimEnd().split('\r\n');
    expect(header!.split(',').slice(0, 3)).toEqual(['node_id', 'node_name', 'course_id']);
    const mine = rows.filter((row) => row.includes(work.title));
    expect(mine.map((row) => row.split(',').slice(24, 28))).toEqual([
      ['Learning objectives', 'level-4', 'Exemplary', '4'],
      ['Learning activities', 'level-3', 'Proficient', '6'],
      ['Assessment', 'level-2', 'Developing', '2'],
    ]);
  });

  it('reads in Spanish, the kinds not built yet saying so', async () => {
    const page = web.page;
    await signIn(page, 'rootadmin@demo.test', '/via/academics');
    try {
      await openUserPanel(page, 'Rory Root');
      await page.getByRole('button', { name: 'Español' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      await page.goto(webUrl('/extracts/placement'));
      await page.getByRole('heading', { level: 1, name: 'Extracciones' }).waitFor();
      await page.getByText('Esta extracción aún no está disponible.', { exact: false }).waitFor();
      await checkScreen(page, '/extracts/placement (es)');
      await page.goto(webUrl('/extracts/activity-status'));
      await page.getByRole('heading', { level: 2, name: 'Estado de actividades por sección' }).waitFor();
      await page.getByRole('button', { name: 'Crear extracción' }).waitFor();
      await checkScreen(page, '/extracts/activity-status (es)');
    } finally {
      await restoreEnglish(page, 'Rory Root');
    }
  });
});
