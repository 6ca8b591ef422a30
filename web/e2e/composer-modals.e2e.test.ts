import { describe, expect, it, jest } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  createEvidence,
  createTemplate,
  getCurrentUser,
  getHierarchy,
  getPortfolio,
  getProfile,
  publishTemplate,
  saveEvidence,
  updatePortfolio,
  updateProfile,
} from '@tessera/shared';
import { callApiAs } from './support/api';
import { sectionWithActivities, startActivityPortfolio } from './support/sections';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(300_000);

/** The suite's own student (no other suite signs in as Kai): their section, portfolios and evidence are its own. */
const STUDENT = 'student7@demo.test';
const NAME = 'Kai Kimura';
const NOTES = 'Pairs folded paper strips into halves and quarters, then compared them with a partner.';
const ABSTRACT = 'Strips folded into eighths showed that two quarters make a half.';

interface Setup {
  ownerId: string;
  portfolioId: string;
  workTitle: string;
  notesTitle: string;
  notesId: string;
}

/**
 * The suite's section, made through the API as the app would: a course with two activities of Kai's — "Reflection"
 * (user info, a text answer, an activity reference and a component reference) and "Field notes" (one text answer,
 * answered) — both started by Kai; an evidence item with an abstract on Kai's timeline; a gender, role and phone
 * in Kai's profile. All before the browser signs in (a later sign-in elsewhere would make the composer read-only).
 */
async function setUp(run: string): Promise<Setup> {
  const admin = 'admin@demo.test';
  const [faculty, student] = await Promise.all([
    callApiAs('faculty@demo.test', getCurrentUser),
    callApiAs(STUDENT, getCurrentUser),
  ]);
  const { nodes } = await callApiAs(admin, getHierarchy);
  const top = nodes.find((node) => node.text === 'Demo University')!;
  const template = async (title: string, components: Record<string, unknown>[]) => {
    const made = await callApiAs(admin, createTemplate, {
      body: {
        node_id: top.id,
        title,
        workflow: 'SupervisedAssessmentWorkflow',
        page_templates: [{ id: 'page-1', title: 'Work', components }],
      },
    });
    await callApiAs(admin, publishTemplate, { path: { id: made.id }, body: { version: made.version } });
    return made.id;
  };
  const workTemplate = await template(`Reflection ${run}`, [
    { component_id: 'user_info-1', type: 'user_info', label: 'About me' },
    {
      component_id: 'textarea-1',
      type: 'textarea',
      label: 'Reflection',
      optional: true,
      min_word_count: '0',
      statements_mapping: [{ id: 'stmt_demo_1', minimum: 2 }],
    },
    { component_id: 'activity_reference-1', type: 'activity_reference', label: 'Related activities' },
    { component_id: 'reference-1', type: 'reference', label: 'From my notes' },
  ]);
  const notesTemplate = await template(`Field notes ${run}`, [
    { component_id: 'textarea-1', type: 'textarea', label: 'Notes', optional: true, min_word_count: '0' },
  ]);
  const workTitle = `Reflection ${run}`;
  const notesTitle = `Field notes ${run}`;
  await sectionWithActivities({
    admin,
    nodeId: top.id,
    label: 'Modals',
    run,
    code: `MO-${run}`,
    ownerIds: [faculty.id],
    members: [{ userId: student.id, role: 'member' }],
    activities: [
      { title: workTitle, templateId: workTemplate },
      { title: notesTitle, templateId: notesTemplate },
    ],
  });
  const work = await startActivityPortfolio(STUDENT, student.id, workTitle);
  const notes = await startActivityPortfolio(STUDENT, student.id, notesTitle);
  const read = await callApiAs(STUDENT, getPortfolio, { path: { id: student.id, portfolioId: notes.id } });
  await callApiAs(STUDENT, updatePortfolio, {
    path: { id: student.id, portfolioId: notes.id },
    body: { version: read.version, portfolio_action: 'save_as_draft', fields: { 'textarea-1': { content: NOTES } } },
  });
  const evidence = await callApiAs(STUDENT, createEvidence, {
    path: { id: student.id },
    body: { title: `Eighths ${run}` },
  });
  await callApiAs(STUDENT, saveEvidence, {
    path: { id: student.id, portfolioId: evidence.id },
    body: {
      version: evidence.version,
      portfolio_action: 'save_as_draft',
      title: `Eighths ${run}`,
      date: '',
      abstract_text: ABSTRACT,
    },
  });
  const profile = await callApiAs(STUDENT, getProfile, { path: { id: student.id } });
  await callApiAs(STUDENT, updateProfile, {
    path: { id: student.id },
    body: { version: profile.version, gender: 'Non-binary', role: 'Student teacher', phone: '555 0107' },
  });
  return { ownerId: student.id, portfolioId: work.id, workTitle, notesTitle, notesId: notes.id };
}

const group = (page: Page, name: string) => page.getByRole('group', { name });

/**
 * Waits for the change just made to be saved: a started activity is saved by hand until its first save (the
 * composer says so); after that autosave does it.
 */
async function saved(page: Page): Promise<void> {
  if (await page.getByText('Changes are saved when you press Save.').isVisible()) {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
  }
  await page.getByText('All changes saved.').waitFor();
}

/**
 * The composer's insert and detail modals (issue 12 "Screens"; spec 1 §2–3): Kai fills the user info (phone
 * ticked, synced from the profile), lists the Field notes activity in an activity reference (its card opens the
 * work in the portfolio viewer's frame), shows the Field notes answer through a component reference, and puts an
 * evidence item's abstract into the text answer from the timeline; everything is saved and read back after a
 * reload; every modal through checkScreen, and the activity modal once in Spanish.
 */
describe('composer insert and detail modals (issue 12)', () => {
  const web = useBrowserPage();

  it('inserts activities, a component reference, user info and timeline text, each saved', async () => {
    const page = web.page;
    const run = Date.now().toString(36);
    const setup = await setUp(run);
    await signIn(page, STUDENT, '/via/inprogress');
    await page.goto(webUrl(`/portfolios/${setup.ownerId}/${setup.portfolioId}`));
    await page.getByRole('heading', { level: 1, name: setup.workTitle }).waitFor();

    // User info: the owner ticks phone (hidden by default) and syncs from the profile.
    await page.getByRole('button', { name: 'Choose what shows' }).click();
    const info = page.getByRole('dialog', { name: 'User info' });
    await expect(info.getByRole('checkbox', { name: /^Phone/ }).isChecked()).resolves.toBe(false);
    await expect(info.getByRole('checkbox', { name: /^Email/ }).isChecked()).resolves.toBe(true);
    await info.getByRole('button', { name: 'Sync from my profile' }).click();
    await info.getByText('Updated from your profile.').waitFor();
    await info.getByRole('checkbox', { name: 'Phone: 555 0107' }).check();
    await info.getByRole('checkbox', { name: 'Gender: Non-binary' }).uncheck();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (user info)');
    await info.getByRole('button', { name: 'Save choices' }).click();
    await info.waitFor({ state: 'detached' });
    await page.getByRole('definition').filter({ hasText: NAME }).waitFor();
    await page.getByText('555 0107').waitFor();
    await page.getByText('Student teacher').waitFor();
    await expect(page.getByText('Non-binary').count()).resolves.toBe(0);
    await saved(page);

    // Activity reference: the activities of Kai's sections, this one's own left out.
    const activities = group(page, 'Related activities');
    await activities.getByRole('button', { name: 'Insert activity' }).click();
    const picker = page.getByRole('dialog', { name: 'Insert activity reference: Related activities' });
    await picker.getByRole('checkbox', { name: new RegExp(`^${setup.notesTitle}`) }).waitFor();
    await expect(picker.getByRole('checkbox', { name: new RegExp(`^${setup.workTitle}`) }).count()).resolves.toBe(0);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert activity reference)');
    await picker.getByRole('checkbox', { name: new RegExp(`^${setup.notesTitle}`) }).check();
    await picker.getByRole('radio', { name: 'Timeline' }).check();
    await picker.getByRole('button', { name: 'Use 1 activity' }).click();
    await picker.waitFor({ state: 'detached' });
    await activities.getByRole('link', { name: setup.notesTitle }).waitFor();
    await saved(page);

    // The portfolio viewer: the activity's work in the reference viewer, framed.
    await activities.getByRole('button', { name: `Preview ${setup.notesTitle}` }).click();
    const viewer = page.getByRole('dialog', { name: `Portfolio viewer: ${setup.notesTitle}` });
    const frame = viewer.frameLocator('iframe');
    await frame.getByText(NOTES).waitFor();
    // The framed page is the viewer alone: no app header, navigation or user panel (issue 12), its main named.
    await frame.getByRole('main', { name: 'Framed page' }).waitFor();
    await expect(frame.locator('header, nav, .topnav').count()).resolves.toBe(0);
    await expect(frame.getByRole('link', { name: 'Skip to main content' }).count()).resolves.toBe(0);
    // No Back in the frame: its history is the composer's; the dialog's close control closes the viewer.
    await expect(frame.getByRole('button', { name: 'Back' }).count()).resolves.toBe(0);
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (portfolio viewer)');
    // Focus is in the frame (its page's heading takes it): Escape there closes the viewer.
    await frame.getByRole('heading', { level: 1, name: setup.notesTitle }).focus();
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Component reference: another of Kai's portfolios, then its component.
    const reference = group(page, 'From my notes');
    await reference.getByRole('button', { name: 'Insert component reference' }).click();
    const chooser = page.getByRole('dialog', { name: 'Insert component reference: From my notes' });
    await chooser.getByRole('radio', { name: new RegExp(`^${setup.notesTitle}`) }).check();
    await chooser.getByRole('radio', { name: /^Notes/ }).check();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (insert component reference)');
    await chooser.getByRole('button', { name: 'Use this component' }).click();
    await chooser.waitFor({ state: 'detached' });
    await reference.getByText(NOTES).waitFor();
    await reference.getByText(`From “${setup.notesTitle}”`).waitFor();
    await saved(page);

    // Choose text from timeline: the abstract goes into the rich-text answer where the cursor was (here in the
    // middle, after "My plan."), as plain text, saved like typing, the cursor after it.
    const answer = () => page.getByLabel(/^Reflection/);
    await answer().fill('My plan. Done.');
    await saved(page);
    await answer().focus();
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < 'My plan.'.length; i += 1) await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Choose text from timeline into Reflection' }).click();
    const texts = page.getByRole('dialog', { name: 'Choose text from timeline' });
    await texts.getByRole('radio', { name: new RegExp(`^Eighths ${run}`) }).check();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (choose text from timeline)');
    await texts.getByRole('button', { name: 'Insert text' }).click();
    await texts.waitFor({ state: 'detached' });
    await expect(answer().innerText()).resolves.toBe(`My plan. ${ABSTRACT} Done.`);
    await expect(answer().evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // The cursor right after the inserted words.
    await expect(
      answer().evaluate((el) => {
        const selection = document.getSelection()!;
        const before = document.createRange();
        before.selectNodeContents(el);
        before.setEnd(selection.focusNode!, selection.focusOffset);
        return before.toString();
      }),
    ).resolves.toBe(`My plan. ${ABSTRACT}`);
    await saved(page);

    // The standards the answer is mapped to: the mapping, then a statement's detail with its framework.
    await page.getByRole('button', { name: 'Standards (1) mapped to Reflection' }).click();
    const mapping = page.getByRole('dialog', { name: 'Statement mapping: Reflection' });
    await mapping.getByText('Learner development').waitFor();
    await mapping.getByRole('definition').filter({ hasText: 'This component' }).waitFor();
    await mapping.getByRole('definition').filter({ hasText: /^2$/ }).waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (statement mapping)');
    await mapping.getByRole('button', { name: 'Details of TS.1' }).click();
    const detail = page.getByRole('dialog', { name: 'Statement detail: TS.1' });
    await detail.getByText('Teaching Standards').waitFor();
    await detail.getByText('Understands how learners grow and develop.').waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (statement detail)');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await mapping.waitFor({ state: 'detached' });

    // All of it saved: read back after a reload.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: setup.workTitle }).waitFor();
    await expect(answer().innerText()).resolves.toContain(ABSTRACT);
    await group(page, 'Related activities').getByRole('link', { name: setup.notesTitle }).waitFor();
    await group(page, 'From my notes').getByText(NOTES).waitFor();
    await page.getByText('555 0107').waitFor();
    await checkScreen(page, '/portfolios/{owner}/{portfolio} (references)');

    // The activity card's link opens the work read-only in the reference viewer.
    await group(page, 'Related activities').getByRole('link', { name: setup.notesTitle }).click();
    await page.waitForURL((url) => url.pathname === '/portfolios/reference/');
    expect(new URL(page.url()).hash).toBe(
      `#/portfolios/${setup.portfolioId}/reference/${setup.notesId}?reference_component_id=activity_reference-1&root_portfolio_id=${setup.portfolioId}`,
    );
    await page.getByText(NOTES).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: setup.workTitle }).waitFor();

    // Spanish: the activity modal.
    await openUserPanel(page, NAME);
    await page.getByRole('button', { name: 'Español' }).click();
    try {
      await page.getByRole('button', { name: 'Insertar actividad' }).click();
      const spanish = page.getByRole('dialog', { name: 'Insertar referencia de actividad: Related activities' });
      await spanish.getByRole('button', { name: 'Usar 1 actividad' }).waitFor();
      await spanish.getByRole('radio', { name: 'Línea de tiempo' }).waitFor();
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (insertar actividad, es)');
      await spanish.getByRole('button', { name: 'Cancelar' }).click();
      await spanish.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Elegir qué se muestra' }).click();
      await page
        .getByRole('dialog', { name: 'Información del usuario' })
        .getByRole('button', { name: 'Sincronizar desde mi perfil' })
        .waitFor();
      await checkScreen(page, '/portfolios/{owner}/{portfolio} (información del usuario, es)');
      await page.keyboard.press('Escape');
    } finally {
      await restoreEnglish(page, NAME);
    }
  });
});
