import { describe, expect, it, jest } from '@jest/globals';
import type { Locator, Route } from 'playwright-core';
import {
  createRubric,
  createTemplate,
  getCurrentUser,
  getHierarchy,
  getPortfolio,
  getTemplate,
  publishRubric,
  publishTemplate,
  updatePortfolio,
} from '@tessera/shared';
import { axeViolations } from './support/axe';
import { checkScreen, layoutSettled, SCREENSHOTS_DIR, VIEWPORTS } from './support/screen';
import { callApiAs } from './support/api';
import { sectionWithActivities, startActivityPortfolio } from './support/sections';
import { newPage, useBrowserPage, webUrl } from './support/browser';
import { openUserPanel, restoreEnglish, settledAfterNavigation, signIn } from './support/session';

jest.setTimeout(300_000);

/**
 * The template screens (issue 10 "Done means"; spec 1 §2–5, spec 2 §2–8): an admin creates a Supervised
 * Assessment template with two pages and five component kinds including a rubric, reorders a component by
 * keyboard, previews it as student in Awaiting submission and as faculty in Awaiting assessment, publishes
 * it, copies it and moves the copy to a child node; moving a template whose rubric the target cannot reach
 * asks first, listing that rubric; Spanish once; every screen through checkScreen (axe at both sizes). Issue 21: a
 * Text component added right after the last key keeps its text; an assessment rubric's aggregation is set up
 * in the editor from the keyboard, and an assessor's aggregation modal fills the rubric from it.
 */
describe('templates (issue 10)', () => {
  const web = useBrowserPage();
  const run = Date.now().toString(36).slice(-5);

  const rowOf = (title: string) =>
    web.page.getByRole('listitem').filter({ has: web.page.getByRole('link', { name: title, exact: true }) });
  async function rowAction(title: string, action: string): Promise<void> {
    await web.page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
    await web.page.getByRole('menuitem', { name: action, exact: true }).click();
  }
  async function toast(text: string): Promise<void> {
    await web.page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
  }
  async function addComponent(kind: string, label: string | null, more?: () => Promise<void>): Promise<void> {
    await web.page.locator('.palette').getByRole('button', { name: kind, exact: true }).click();
    const dialog = web.page.getByRole('dialog', { name: `Add ${kind}` });
    if (label !== null) await dialog.getByLabel('Label', { exact: true }).fill(label);
    if (more) await more();
    await dialog.getByRole('button', { name: 'Add component' }).click();
    await dialog.waitFor({ state: 'detached' });
  }
  const saved = () => web.page.getByTestId('save-status').filter({ hasText: 'All changes saved.' }).waitFor();
  const said = async (text: string | RegExp) => {
    try {
      await web.page.getByText(text).first().waitFor();
    } catch (error) {
      // What was said instead, to tell a wrong place from no move.
      const heard = await web.page.locator('[id^="DndLiveRegion"]').allTextContents();
      throw new Error(`${String(text)} not said; the live regions hold: ${JSON.stringify(heard)}`, { cause: error });
    }
  };

  /**
   * dnd-kit's keyboard sensor announces the pick-up, then listens for the arrow keys from a task it queues
   * (`setTimeout` in KeyboardSensor.attach): a task queued in the page after the announcement runs after that
   * one, so the next key reaches a listening sensor. An ordering of tasks, not a wait for time.
   */
  const sensorListening = () => web.page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));

  /**
   * Picks an item up by its handle from the keyboard and moves it down once, at each size: a screenshot and axe
   * while it is being moved, then Escape puts it back (the sortable part, ADR 0027).
   */
  async function lookWhileMoving(handle: string, moved: string | RegExp, putBack: string, name: string): Promise<void> {
    const original = web.page.viewportSize();
    try {
      for (const [size, viewport] of Object.entries(VIEWPORTS)) {
        await web.page.setViewportSize(viewport);
        // The window's resize cancels a drag in progress (dnd-kit): the new size has settled before the pick-up.
        await layoutSettled(web.page, viewport.width);
        await web.page.getByRole('button', { name: handle, exact: true }).focus();
        await web.page.keyboard.press('Space');
        await said(/^(.+ picked up\.|Ha agarrado .+\.) /);
        await sensorListening();
        await web.page.keyboard.press('ArrowDown');
        await said(moved);
        // The list's items have slid into their new places (a 200 ms transition) before the screenshot.
        await layoutSettled(web.page, viewport.width);
        await web.page.screenshot({ path: `${SCREENSHOTS_DIR}templates-moving-${name}-${size}.png` });
        expect({ size, axe: await axeViolations(web.page) }).toEqual({ size, axe: [] });
        await web.page.keyboard.press('Escape');
        await said(putBack);
        // The moving box glides back to its place before the next size is looked at.
        await web.page.locator('.sortable-overlay').waitFor({ state: 'detached' });
      }
    } finally {
      if (original) await web.page.setViewportSize(original);
    }
  }

  /** Drags a handle with the mouse (down, past the 4 px that start a drag, to the target, up). */
  async function drag(handle: Locator, target: Locator, where: 'above' | 'below', shot?: string): Promise<void> {
    // A drop's moving box glides to its place first; a new drag starts once it has gone.
    await web.page.locator('.sortable-overlay').waitFor({ state: 'detached' });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    await web.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await web.page.mouse.down();
    await web.page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 2 });
    await web.page.locator('.sortable-overlay').waitFor();
    const to = (await target.boundingBox())!;
    // Above: on the target's top edge; below: past its bottom edge, where the item will stand (a sortable takes
    // the place whose box is nearest to the moving box).
    const y = where === 'above' ? to.y + to.height * 0.1 : to.y + to.height * 1.4;
    await web.page.mouse.move(from.x + from.width / 2, y, { steps: 12 });
    if (shot) {
      await web.page.screenshot({ path: `${SCREENSHOTS_DIR}templates-dragging-${shot}.png` });
      expect({ shot, axe: await axeViolations(web.page) }).toEqual({ shot, axe: [] });
    }
    await web.page.mouse.up();
    await web.page.locator('.sortable-overlay').waitFor({ state: 'detached' });
  }

  it('an admin builds, previews, publishes, copies and moves a Supervised Assessment template', async () => {
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await web.page.goto(webUrl('/hierarchy/template'));
    await web.page.getByRole('heading', { level: 2, name: 'Templates: Demo University' }).waitFor();
    await rowOf('Lesson Plan Assignment').waitFor();
    await checkScreen(web.page, '/hierarchy/template');

    const title = `E2E Supervised ${run}`;
    await web.page.getByRole('button', { name: 'New template' }).first().click();
    const create = web.page.getByRole('dialog', { name: 'New template' });
    await create.getByLabel('Template name').fill(title);
    await create.getByLabel('Workflow').selectOption({ label: 'Supervised Assessment' });
    await checkScreen(web.page, '/hierarchy/template (new template)');
    await create.getByRole('button', { name: 'Create and open the editor' }).click();
    await settledAfterNavigation(web.page, '/hierarchy/template/new');
    // The first autosave creates it: the address becomes the template's.
    await web.page.waitForURL((url) => /^\/hierarchy\/template\/(?!new)/.test(url.pathname));
    await saved();

    // Page 1: a text area and a file upload; page 2: a rubric, a score and feedback.
    await addComponent('Text Area', 'Rationale');
    await addComponent('File Upload', 'Materials');
    await web.page.getByRole('button', { name: 'Add page' }).click();
    await addComponent('Rubric', 'Rubric', async () => {
      await web.page
        .getByRole('dialog')
        .getByLabel('Rubric', { exact: true })
        .selectOption({ label: 'Lesson Plan Rubric' });
    });
    await addComponent('Scoring', 'Score', async () => {
      await checkScreen(web.page, '/hierarchy/template/{id} (configure a component)');
    });
    await addComponent('Feedback', 'Feedback');
    await saved();
    await checkScreen(web.page, '/hierarchy/template/{id}');
    await web.page.getByRole('button', { name: /Choose Theme$/ }).click();
    await checkScreen(web.page, '/hierarchy/template/{id} (theme)');
    await web.page.getByRole('button', { name: /Settings$/ }).click();
    await web.page.getByLabel('Show it on the timeline').check();
    await saved();
    await checkScreen(web.page, '/hierarchy/template/{id} (settings)');

    // The browser's Back with unsaved work asks first. The autosave is held at the network so the change stays
    // unsaved while the test looks (no race with the 650 ms debounce).
    let heldSave: Route | undefined;
    const holdSave = async (route: Route) => {
      if (route.request().method() !== 'PUT' || heldSave) return route.continue();
      heldSave = route;
    };
    await web.page.route('**/api/templates/*', holdSave);
    await web.page.getByLabel('Show it on the timeline').uncheck();
    await web.page.getByTestId('save-status').filter({ hasText: 'Saving' }).waitFor();
    await web.page.goBack();
    const leaveEditor = web.page.getByRole('dialog', { name: 'Leave the editor?' });
    await leaveEditor.getByText('You have unsaved changes, are you sure you want to leave?').waitFor();
    await checkScreen(web.page, '/hierarchy/template/{id} (Back with unsaved changes)');
    await leaveEditor.getByRole('button', { name: 'Cancel' }).click();
    await leaveEditor.waitFor({ state: 'detached' });
    // Stayed: the same editor, the change still there; a second Back asks again.
    expect(new URL(web.page.url()).pathname).toMatch(/^\/hierarchy\/template\/(?!new)/);
    await expect(web.page.getByLabel('Show it on the timeline').isChecked()).resolves.toBe(false);
    await web.page.goBack();
    await leaveEditor.getByRole('button', { name: 'Cancel' }).click();
    await heldSave?.continue();
    await web.page.unroute('**/api/templates/*', holdSave);
    await web.page.getByLabel('Show it on the timeline').check();
    await saved();
    await web.page.getByRole('button', { name: /Create Content$/ }).click();

    // Keyboard: Space grabs the handle, the arrow moves it (announced), Space drops it.
    await web.page.getByRole('button', { name: 'Move Materials' }).focus();
    await web.page.keyboard.press('Space');
    await said('Materials picked up. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.');
    await sensorListening();
    await web.page.keyboard.press('ArrowUp');
    await said('Materials moved to position 1 of 2 on Page 1.');
    await web.page.keyboard.press('Space');
    const firstPage = web.page.getByRole('list', { name: 'Components of Page 1' });
    await expect(firstPage.locator('.component-card__label').first().textContent()).resolves.toContain('Materials');
    await saved();

    // Across pages from the keyboard: Rationale, last on Page 1, goes down past the page's end onto Page 2 (looked
    // at while it moves, at both sizes, then put back with Escape; then moved and dropped).
    const secondPage = web.page.getByRole('list', { name: 'Components of Page 2' });
    const labels = async (list: Locator) =>
      (await list.locator('.component-card__label').allTextContents()).map((text) => text.replace(' *', ''));
    await lookWhileMoving(
      'Move Rationale',
      'Rationale moved to position 1 of 4 on Page 2.',
      'Rationale put back where it was.',
      'component',
    );
    await expect(labels(firstPage)).resolves.toEqual(['Materials', 'Rationale']);
    await web.page.getByRole('button', { name: 'Move Rationale' }).focus();
    await web.page.keyboard.press('Space');
    await said(/^Rationale picked up\./);
    await sensorListening();
    await web.page.keyboard.press('ArrowDown');
    await said('Rationale moved to position 1 of 4 on Page 2.');
    await web.page.keyboard.press('Space');
    await said('Rationale dropped at position 1 of 4 on Page 2.');
    await expect(labels(secondPage)).resolves.toEqual(['Rationale', 'Rubric', 'Score', 'Feedback']);
    // And back with the mouse: dragged by its handle below Materials, on Page 1 again.
    await drag(
      web.page.getByRole('button', { name: 'Move Rationale' }),
      firstPage.locator('.component-card').last(),
      'below',
      'component-pointer',
    );
    await expect(labels(firstPage)).resolves.toEqual(['Materials', 'Rationale']);
    await expect(labels(secondPage)).resolves.toEqual(['Rubric', 'Score', 'Feedback']);

    // Pages: Page 2 dragged above Page 1 with the mouse, then back down from the keyboard.
    const pageOrder = () =>
      web.page
        .locator('.page-list .page-list__item .sortable-handle')
        .evaluateAll((handles) => handles.map((handle) => handle.getAttribute('aria-label')));
    await drag(
      web.page.getByRole('button', { name: 'Move Page 2' }),
      web.page.locator('.page-list .page-list__item').first(),
      'above',
    );
    await expect(pageOrder()).resolves.toEqual(['Move Page 2', 'Move Page 1']);
    await web.page.getByRole('button', { name: 'Move Page 2' }).focus();
    await web.page.keyboard.press('Enter');
    await said(/^Page 2 picked up\./);
    await sensorListening();
    await web.page.keyboard.press('ArrowDown');
    await said('Page 2 moved to position 2 of 2.');
    await web.page.keyboard.press('Enter');
    await said('Page 2 dropped at position 2 of 2.');
    await expect(pageOrder()).resolves.toEqual(['Move Page 1', 'Move Page 2']);
    await saved();

    // Preview: the student in Awaiting submission edits the content and does not see the assessment.
    await web.page.getByRole('button', { name: /Preview$/ }).click();
    await web.page.getByLabel('Status').selectOption({ label: 'Awaiting submission' });
    await web.page.getByLabel('Viewed as').selectOption({ label: 'Student (submitter)' });
    const preview = web.page.getByTestId('template-preview');
    await expect(preview.getByLabel(/^Rationale/).isEditable()).resolves.toBe(true);
    await expect(preview.getByLabel(/^Score/).count()).resolves.toBe(0);
    await checkScreen(web.page, '/hierarchy/template/{id} (preview as student)');
    // Faculty in Awaiting assessment: the content read-only, the score editable.
    await web.page.getByLabel('Status').selectOption({ label: 'Awaiting assessment' });
    await web.page.getByLabel('Viewed as').selectOption({ label: 'Faculty (assessor)' });
    await expect(preview.getByLabel(/^Rationale/).isEditable()).resolves.toBe(false);
    await expect(preview.getByLabel(/^Score/).isEditable()).resolves.toBe(true);
    await checkScreen(web.page, '/hierarchy/template/{id} (preview as faculty)');

    // Publish, copy, and move the copy to a child node.
    await web.page.getByRole('link', { name: 'Back to templates' }).click();
    await rowOf(title).waitFor();
    await rowAction(title, 'Publish');
    await web.page
      .getByRole('dialog', { name: 'Publish this template?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await toast(`${title} has been published.`);
    await rowOf(title).getByText('Published', { exact: true }).waitFor();
    // Into one of the folder's template folders, from the list.
    await rowAction(title, 'Move to folder');
    const toFolder = web.page.getByRole('dialog', { name: `Move “${title}” to a folder` });
    await toFolder.getByLabel('Folder').selectOption({ label: 'Capstone' });
    await checkScreen(web.page, '/hierarchy/template (move to folder)');
    await toFolder.getByRole('button', { name: 'Move', exact: true }).click();
    await toast(`“${title}” is now in the folder Capstone.`);
    await rowAction(title, 'Copy');
    const copy = `${title} (copy)`;
    await rowOf(copy).waitFor();
    await rowAction(copy, 'Move');
    const move = web.page.getByRole('dialog', { name: `Move ${copy}` });
    await move.getByLabel('College of Education').check();
    await checkScreen(web.page, '/hierarchy/template (move)');
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await toast(`${copy} has been moved to College of Education.`);
    await rowOf(copy).waitFor({ state: 'detached' });
  });

  /** A Supervised Assessment template of Demo University made through the API, with these first-page components. */
  async function apiTemplate(title: string, components: Record<string, unknown>[]) {
    const { nodes } = await callApiAs('admin@demo.test', getHierarchy);
    const top = nodes.find((node) => node.text === 'Demo University')!;
    const template = await callApiAs('admin@demo.test', createTemplate, {
      body: {
        node_id: top.id,
        title,
        workflow: 'SupervisedAssessmentWorkflow',
        display_assessment_panel: true,
        page_templates: [{ id: 'page-1', title: 'Lesson', components }],
      },
    });
    return { template, nodeId: top.id };
  }
  async function openEditor(id: string): Promise<void> {
    await web.page.goto(webUrl(`/hierarchy/template/${id}`));
    await web.page.getByLabel('Template name').waitFor();
    await web.page.locator('.palette').waitFor();
  }

  it('keeps a Text component’s text when Add component is pressed right after the last key (issue 21)', async () => {
    const { template } = await apiTemplate(`E2E Text ${run}`, []);
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await openEditor(template.id);
    await web.page.locator('.palette').getByRole('button', { name: 'Text', exact: true }).click();
    const dialog = web.page.getByRole('dialog', { name: 'Add Text' });
    const text = dialog.getByRole('textbox', { name: 'Text' });
    await text.click();
    const words = 'Read the brief before you plan the lesson.';
    await web.page.keyboard.type(words.slice(0, -1));
    // The same editor as answers: its toolbar, named after the field.
    await dialog.getByRole('toolbar', { name: 'Formatting of Text' }).getByRole('button', { name: 'Bold' }).waitFor();
    await checkScreen(web.page, '/hierarchy/template/{id} (Text component)');
    await text.click();
    await web.page.keyboard.press('End');
    await web.page.keyboard.type(words.slice(-1));
    // At once, right after the last key.
    await dialog.getByRole('button', { name: 'Add component' }).click();
    await dialog.waitFor({ state: 'detached' });
    await saved();
    await web.page.reload();
    await web.page.getByRole('button', { name: 'Configure Text' }).click();
    const again = web.page.getByRole('dialog', { name: 'Configure Text' });
    await again.getByRole('textbox', { name: 'Text' }).getByText(words).waitFor();
  });

  it('sets up a rubric’s aggregation in the editor from the keyboard, and an assessor’s modal fills the rubric from it', async () => {
    // The work's scored question comes through the API; the rubric and its aggregation through the screen.
    const title = `E2E Aggregation ${run}`;
    const { template, nodeId } = await apiTemplate(title, [
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
    ]);
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await openEditor(template.id);
    await web.page.locator('.palette').getByRole('button', { name: 'Assessment Rubric', exact: true }).click();
    const dialog = web.page.getByRole('dialog', { name: 'Add Assessment Rubric' });
    await dialog.getByLabel('Label', { exact: true }).fill('Confidence rubric');
    await dialog.getByLabel('Optional (no answer needed)').check();
    await dialog.getByRole('option', { name: 'Lesson Plan Rubric' }).waitFor({ state: 'attached' });
    await dialog.getByLabel('Rubric', { exact: true }).selectOption({ label: 'Lesson Plan Rubric' });
    await dialog.getByLabel('How it is scored').selectOption({ label: 'Auto Score' });
    const objectives = dialog.getByRole('group', { name: 'Criterion: Learning objectives' });
    // The keyboard from here: Space ticks the answer to add up, Tab goes on to the level points.
    await objectives.getByLabel('Confidence (up to 3 points)').focus();
    await web.page.keyboard.press('Space');
    const levels = objectives.getByRole('group', { name: 'Points from which each level is reached (most: 3)' });
    await expect(
      levels.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).resolves.toEqual(['0', '1', '2', '3']);
    await checkScreen(web.page, '/hierarchy/template/{id} (rubric aggregation mapping)');
    for (let i = 0; i < 3; i += 1) await web.page.keyboard.press('Tab');
    const proficient = objectives.getByLabel('Proficient from');
    await expect(proficient.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await web.page.keyboard.press('Control+A');
    await web.page.keyboard.type('0');
    // Below the level before it: marked, and the component cannot be added until corrected (spec 1 §5).
    await expect(proficient.getAttribute('aria-invalid')).resolves.toBe('true');
    await objectives.getByText('Level points must not decrease and cannot exceed the criterion maximum (3).').waitFor();
    await expect(dialog.getByRole('button', { name: 'Add component' }).isDisabled()).resolves.toBe(true);
    await checkScreen(web.page, '/hierarchy/template/{id} (rubric aggregation: invalid points)');
    await web.page.keyboard.press('Control+A');
    await web.page.keyboard.type('2');
    await expect(dialog.getByRole('button', { name: 'Add component' }).isEnabled()).resolves.toBe(true);
    // Enter in a field adds the component.
    await web.page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await saved();

    // What the screen saved is what the assessment side reads.
    const stored = await callApiAs('admin@demo.test', getTemplate, { path: { id: template.id } });
    const rubricId = stored.page_templates[0]!.components.find((c) => c.type === 'assessment_rubric')!
      .component_id as string;
    expect(stored.component_configuration[rubricId]).toMatchObject({
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
    });

    // Published, given to a section faculty owns; the student answers High (3 of 3) and submits.
    await callApiAs('admin@demo.test', publishTemplate, {
      path: { id: template.id },
      body: { version: stored.version },
    });
    const [faculty, student] = await Promise.all([
      callApiAs('faculty@demo.test', getCurrentUser),
      callApiAs('student@demo.test', getCurrentUser),
    ]);
    await sectionWithActivities({
      nodeId,
      label: 'Aggregation',
      run,
      code: `AG-${run}`,
      ownerIds: [faculty.id],
      members: [{ userId: student.id, role: 'member' }],
      activities: [{ title, templateId: template.id }],
    });
    const created = await startActivityPortfolio('student@demo.test', student.id, title);
    const read = await callApiAs('student@demo.test', getPortfolio, {
      path: { id: student.id, portfolioId: created.id },
    });
    await callApiAs('student@demo.test', updatePortfolio, {
      path: { id: student.id, portfolioId: created.id },
      body: { version: read.version, portfolio_action: 'advance', fields: { 'radio_button-1': { answer: 2 } } },
    });

    // Faculty fills the rubric through the aggregation modal (it opens after 500 ms: waited for, not timed).
    const assessor = await newPage(web.browser);
    try {
      const page = assessor.page;
      await signIn(page, 'faculty@demo.test', '/via/inprogress');
      await page.goto(webUrl(`/portfolios/${student.id}/${created.id}`));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const own = page
        .getByRole('complementary', { name: 'Assessment' })
        .getByRole('region', { name: 'Your assessment' });
      await own.getByText('Ready to auto-fill from the mapped answers.').waitFor();
      await own.getByRole('button', { name: 'Rubric aggregation: Confidence rubric' }).click();
      const modal = page.getByRole('dialog', { name: 'Rubric aggregation: Confidence rubric' });
      await modal.getByText('Mapped answers: 3 of 3 points').waitFor();
      await modal.getByRole('button', { name: 'Fill the rubric' }).click();
      await modal.waitFor({ state: 'detached' });
      await own.getByText('Auto-filled from the mapped answers.').waitFor();
      // 3 points reach the last level, Exemplary (from 3).
      await own
        .getByRole('group', { name: 'Confidence rubric', exact: true })
        .getByRole('radiogroup', { name: 'Learning objectives' })
        .getByRole('radio', { name: /Exemplary/, checked: true })
        .waitFor();
    } finally {
      await assessor.context.close();
    }
  });

  it('asks before moving a template to a node that cannot reach its rubric, naming the rubric', async () => {
    // Set up through the API: a published rubric of College of Education and a template there that uses it.
    const { nodes } = await callApiAs('admin@demo.test', getHierarchy);
    const college = nodes.find((node) => node.text === 'College of Education')!;
    const rubricTitle = `E2E College Rubric ${run}`;
    const rubric = await callApiAs('admin@demo.test', createRubric, {
      body: {
        node_id: college.id,
        title: rubricTitle,
        levels: [
          { id: 'l1', name: 'Beginning' },
          { id: 'l2', name: 'Proficient' },
        ],
        criterias: [{ id: 'c1', name: 'Content', description: '' }],
        point: 1,
        points: [[0, 2]],
        weight: [1],
        enableNA: false,
        contents: [['', '']],
        statements_mapping: { criteria_mapping: {}, statements: [] },
      },
    });
    await callApiAs('admin@demo.test', publishRubric, {
      path: { id: rubric.id },
      body: { version: rubric.version },
    });
    const title = `E2E College Template ${run}`;
    await callApiAs('admin@demo.test', createTemplate, {
      body: {
        node_id: college.id,
        title,
        workflow: 'SupervisedAssessmentWorkflow',
        page_templates: [
          {
            id: 'page-1',
            title: 'Assessment',
            components: [{ component_id: 'rubric-1', type: 'rubric', label: 'Rubric', rubric_id: rubric.id }],
          },
        ],
      },
    });

    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await web.page.goto(webUrl(`/hierarchy/template?node=${college.id}`));
    await rowOf(title).waitFor();
    await rowAction(title, 'Move');
    const move = web.page.getByRole('dialog', { name: `Move ${title}` });
    await move.getByLabel('Demo University').check();
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    const confirm = web.page.getByRole('dialog', { name: 'Move to Demo University?' });
    await confirm.getByRole('listitem').filter({ hasText: rubricTitle }).getByText('College of Education').waitFor();
    await checkScreen(web.page, '/hierarchy/template (move confirmation)');
    await confirm.getByRole('button', { name: 'Move and remove those rubric components' }).click();
    await toast(`${title} has been moved to Demo University.`);
    await rowOf(title).waitFor({ state: 'detached' });
  });

  it('draws a theme frame with the sample form (/themes/{themeType}?with_form=true), and says so for an unknown theme', async () => {
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await web.page.goto(webUrl('/themes/breeze?with_form=true'));
    await web.page.getByRole('heading', { level: 1, name: 'Theme: Breeze' }).waitFor();
    await web.page.getByRole('figure', { name: 'How the theme looks' }).waitFor();
    await web.page.getByRole('heading', { level: 2, name: /^Sample form: / }).waitFor();
    await checkScreen(web.page, '/themes/{themeType}?with_form=true');
    await web.page.goto(webUrl('/themes/breeze'));
    await web.page.getByRole('figure', { name: 'How the theme looks' }).waitFor();
    await expect(web.page.getByRole('heading', { level: 2, name: /^Sample form: / }).count()).resolves.toBe(0);
    await web.page.goto(webUrl('/themes/no-such-theme?with_form=true'));
    await web.page.getByText('Resource does not exist!').waitFor();
    await checkScreen(web.page, '/themes/{unknown}');
  });

  it('reads the template screens in Spanish', async () => {
    // Its own administrator: the language is the account's, and the other suites sign in as Ada Admin meanwhile.
    await signIn(web.page, 'admin3@demo.test', '/via/academics');
    await openUserPanel(web.page, 'Teo Torres');
    await web.page.getByRole('button', { name: 'Español' }).click();
    await web.page.getByRole('heading', { level: 1, name: 'Académico' }).waitFor();
    try {
      await web.page.goto(webUrl('/hierarchy/template'));
      await web.page.getByRole('heading', { level: 2, name: 'Plantillas: Demo University' }).waitFor();
      await rowOf('Lesson Plan Assignment').getByText('Publicada', { exact: true }).waitFor();
      await checkScreen(web.page, '/hierarchy/template (es)');
      await web.page.getByRole('link', { name: 'Lesson Plan Assignment', exact: true }).click();
      await web.page.getByLabel('Nombre de la plantilla').waitFor();
      await checkScreen(web.page, '/hierarchy/template/{id} (es)');
      // A component being moved from the keyboard, said in Spanish, then put back.
      await lookWhileMoving(
        'Mover Rationale',
        /^Rationale está ahora en la posición 3 de \d+ en Lesson plan\.$/,
        'Rationale ha vuelto a su sitio.',
        'component-es',
      );
      // The assessment rubric's configuration, Auto Score chosen: the primary score is another component's.
      await web.page.getByRole('button', { name: 'Configurar Lesson plan rubric' }).click();
      const configure = web.page.getByRole('dialog', { name: 'Configurar Rúbrica de evaluación' });
      await configure.getByLabel('Cómo se puntúa').selectOption({ label: 'Puntuación automática' });
      await configure.getByText('Overall score es la puntuación principal: solo un componente puede serlo.').waitFor();
      await configure.getByRole('group', { name: 'Criterios puntuados a partir de las respuestas' }).waitFor();
      await checkScreen(web.page, '/hierarchy/template/{id} (es, rubric aggregation)');
      await configure.getByRole('button', { name: 'Cancelar' }).click();
      await configure.waitFor({ state: 'detached' });
      await web.page.goto(webUrl('/themes/rainbow?with_form=true'));
      await web.page.getByRole('heading', { level: 1, name: 'Tema: Arcoíris' }).waitFor();
      await checkScreen(web.page, '/themes/{themeType} (es)');
    } finally {
      await restoreEnglish(web.page, 'Teo Torres');
      await web.page.getByRole('heading', { level: 1 }).first().waitFor();
    }
  });
});
