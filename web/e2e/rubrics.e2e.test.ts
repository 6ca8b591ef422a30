import { describe, expect, it, jest } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { createNode, createRubric, createTemplate, getHierarchy } from '@tessera/shared';
import { checkScreen } from './support/screen';
import { pathOf, useBrowserPage, webUrl } from './support/browser';
import { callApiAs } from './support/api';
import { openUserPanel, restoreEnglish, settledAfterNavigation, signIn } from './support/session';

jest.setTimeout(300_000);

/**
 * The rubric screens (issue 9 "Done means"; spec 1 §2–5, §9; spec 2 §2–9): an admin builds a rubric with three
 * criteria and four levels, aligns a criterion to a standard, publishes it, is refused unpublishing it once
 * something uses it, archives another, opens /rubric_detail; Spanish once; every screen through checkScreen.
 */
describe('rubrics (issue 9)', () => {
  const web = useBrowserPage();
  const run = Date.now().toString(36).slice(-5);

  const panelHeading = (page: Page, text: string) => page.getByRole('heading', { level: 2, name: text });
  const rowOf = (title: string) =>
    web.page.getByRole('row').filter({ has: web.page.getByRole('link', { name: title, exact: true }) });
  async function rowAction(title: string, action: string): Promise<void> {
    await web.page.getByRole('button', { name: `Actions for ${title}` }).click();
    await web.page.getByRole('menuitem', { name: action, exact: true }).click();
  }
  async function toast(text: string): Promise<void> {
    await web.page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
  }
  /** Waits for focus to land on the element labelled `label`: a closing menu or dialog returns it a frame later. */
  async function focusReturnsTo(label: string): Promise<void> {
    await web.page.waitForFunction((name) => document.activeElement?.getAttribute('aria-label') === name, label);
  }
  const fill = async (locator: Locator, value: string) => {
    await locator.fill(value);
  };

  it('an admin builds, aligns and publishes a rubric, is refused unpublishing it while used, archives another, and opens it read-only', async () => {
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await web.page.goto(webUrl('/hierarchy/rubric'));
    await panelHeading(web.page, 'Rubrics: Demo University').waitFor();
    // The seed's rubrics under the default filter (default, published, draft).
    await rowOf('Lesson Plan Rubric').waitFor();
    await rowOf('Default Rubric').waitFor();
    await rowOf('Lesson Plan Rubric').getByText('Published', { exact: true }).waitFor();
    await checkScreen(web.page, '/hierarchy/rubric');
    const nodeId = new URL(web.page.url()).searchParams.get('node');

    // A new rubric: two levels and two criteria to start with.
    await web.page.getByRole('link', { name: 'New rubric' }).first().click();
    await settledAfterNavigation(web.page, '/hierarchy/rubric/new');
    const title = `E2E Presentation ${run}`;
    await fill(web.page.getByLabel('Rubric title'), title);
    await web.page.getByRole('button', { name: 'Add level' }).click();
    // The new column's name field takes the focus.
    await web.page.waitForFunction(() => /^level-/.test(document.activeElement?.id ?? ''));
    await web.page.getByRole('button', { name: 'Add level' }).click();
    await web.page.getByRole('button', { name: 'Add criterion' }).click();
    const levels = ['Beginning', 'Developing', 'Proficient', 'Exemplary'];
    for (const [index, name] of levels.entries()) await fill(web.page.getByLabel(`Level ${index + 1} name`), name);
    const criteria = ['Content', 'Delivery', 'Visual aids'];
    for (const [index, name] of criteria.entries())
      await fill(web.page.getByLabel(`Criterion ${index + 1} name`), name);
    for (const criterion of criteria)
      for (const [points, level] of levels.entries())
        await fill(web.page.getByLabel(`Points for ${criterion} at ${level}`), String(points));
    await fill(web.page.getByLabel('Description of Content at Exemplary'), 'Insightful and complete.');
    await fill(web.page.getByLabel('Weight').nth(1), '2');
    // Live preview: 3 + 3 × 2 + 3.
    await web.page.getByText('Score mode: the most this rubric can score is 12.00 points.').waitFor();

    // Reordering from the keyboard: Alt+ArrowUp in a criterion's name moves its row, said aloud, focus kept.
    await web.page.getByLabel('Criterion 3 name').focus();
    await web.page.keyboard.press('Alt+ArrowUp');
    await web.page.getByText('Visual aids moved to row 2 of 3.').waitFor();
    await expect(web.page.getByLabel('Criterion 2 name').inputValue()).resolves.toBe('Visual aids');
    await expect(web.page.evaluate(() => (document.activeElement as HTMLInputElement).value)).resolves.toBe(
      'Visual aids',
    );
    // And with the mouse: the button moves it back.
    await web.page.getByRole('button', { name: 'Move Visual aids down' }).click();
    await expect(web.page.getByLabel('Criterion 3 name').inputValue()).resolves.toBe('Visual aids');
    await web.page.getByLabel('Level 4 name').focus();
    await web.page.keyboard.press('Alt+ArrowLeft');
    await web.page.getByText('Exemplary moved to column 3 of 4.').waitFor();
    await web.page.keyboard.press('Alt+ArrowRight');
    await expect(web.page.getByLabel('Level 4 name').inputValue()).resolves.toBe('Exemplary');
    await expect(web.page.getByLabel('Points for Content at Exemplary').inputValue()).resolves.toBe('3');

    // Plain versus score: the preview follows.
    await web.page.getByLabel('Score this rubric (points in each cell)').uncheck();
    await web.page.getByText('Plain mode: no points, so no total and no thresholds.').waitFor();
    await web.page.getByLabel('Score this rubric (points in each cell)').check();
    await web.page.getByText('Score mode: the most this rubric can score is 12.00 points.').waitFor();

    // A criterion aligned to a standard of the folder's statement set, with a minimum (spec 1 §5 rules).
    await web.page.getByRole('button', { name: 'Align standards to Content' }).click();
    const picker = web.page.getByRole('dialog', { name: 'Standards for Content' });
    await picker.getByLabel(/TS\.1\s+Learner development/).check();
    await checkScreen(web.page, '/hierarchy/rubric/new (standards picker)');
    await picker.getByRole('button', { name: 'Done' }).click();
    await picker.waitFor({ state: 'detached' });
    const minimum = web.page.getByLabel('Minimum score for TS.1 (optional)');
    await fill(minimum, '5');
    await web.page.getByRole('button', { name: 'Save draft' }).click();
    await web.page.getByText('The minimum score cannot exceed 3.').waitFor();
    await checkScreen(web.page, '/hierarchy/rubric/new (refused)');
    await fill(minimum, '2');
    await web.page.getByRole('button', { name: 'Save draft' }).click();
    await toast(`“${title}” has been saved as a draft.`);
    await web.page.waitForURL((url) => /^\/hierarchy\/rubric\/(?!new)/.test(url.pathname));
    const rubricId = decodeURIComponent(pathOf(web.page).split('/').at(-1) ?? '');
    await web.page.getByText('All changes saved.').waitFor();
    await checkScreen(web.page, '/hierarchy/rubric/{id}');

    // Publish: the snackbar's sentence, back on the list.
    await web.page.getByRole('button', { name: 'Publish', exact: true }).click();
    await toast(`${title} has been published.`);
    await web.page.waitForURL((url) => url.pathname === '/hierarchy/rubric');
    await rowOf(title).getByText('Published', { exact: true }).waitFor();

    // A published rubric moves only upward: from the top folder there is nowhere, and the dialog says so.
    await rowAction(title, 'Move');
    const cannotMove = web.page.getByRole('dialog', { name: 'This rubric cannot be moved' });
    await cannotMove.getByText('There are no hierarchy nodes to which you can move this Rubric.').waitFor();
    await checkScreen(web.page, '/hierarchy/rubric (cannot move)');
    await cannotMove.getByRole('button', { name: 'OK' }).click();
    await cannotMove.waitFor({ state: 'detached' });
    // Once a template takes it (made through the templates API), unpublishing is refused.
    await callApiAs('admin@demo.test', createTemplate, {
      body: {
        node_id: nodeId ?? '',
        title: `Template using ${title}`,
        workflow: 'SupervisedAssessmentWorkflow',
        page_templates: [
          {
            id: 'page-1',
            title: 'Assessment',
            components: [{ component_id: 'rubric-1', type: 'rubric', label: 'Rubric', rubric_id: rubricId }],
          },
        ],
      },
    });
    await rowAction(title, 'Unpublish');
    const refusal = web.page.getByRole('dialog', { name: 'This rubric cannot be unpublished' });
    await refusal
      .getByText(
        'This Rubric cannot be unpublished because it is being used in one or more Activities and/or Templates. Please remove the Rubric from any associated Activities and Templates in order to unpublish it.',
      )
      .waitFor();
    await checkScreen(web.page, '/hierarchy/rubric (cannot unpublish)');
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'detached' });
    await focusReturnsTo(`Actions for ${title}`);

    // The viewer popup: a level chosen, the criterion's standard met, Clear Selection.
    await web.page.getByRole('button', { name: `View ${title}` }).click();
    const viewer = web.page.getByRole('dialog', { name: title });
    await viewer.getByRole('button', { name: 'Content: Proficient' }).click();
    await viewer.getByText('2.00 out of 3.00 points (66.67%)').waitFor();
    await viewer.getByText('Met', { exact: true }).waitFor();
    await viewer.getByLabel('Show All Standards and Outcomes').check();
    await checkScreen(web.page, '/hierarchy/rubric (viewer)');
    await viewer.getByRole('button', { name: 'Clear Selection' }).click();
    await viewer.getByText('Nothing entered out of 12.00 points').waitFor();

    // /rubric_detail opens in a new window, read-only.
    const [detail] = await Promise.all([
      web.context.waitForEvent('page'),
      viewer.getByRole('link', { name: /Open in a new window/ }).click(),
    ]);
    await detail.waitForURL((url) => url.pathname === '/rubric_detail');
    await detail.getByRole('heading', { level: 1, name: title }).waitFor();
    await detail.getByRole('button', { name: 'Delivery: Exemplary' }).waitFor();
    await checkScreen(detail, '/rubric_detail');
    await detail.close();
    await web.page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    // Another rubric: a copy of the default one, transferred to a folder below and accepted there (spec 2 §4),
    // then archived (irreversible) and shown only under "Archived".
    const copy = 'Default Rubric (copy)';
    await rowAction('Default Rubric', 'Copy');
    await toast(`“${copy}” has been created as a draft.`);
    await web.page.getByLabel('Search rubrics').fill('(copy)');
    await rowOf(copy).waitFor();
    await rowAction(copy, 'Transfer');
    const transfer = web.page.getByRole('dialog', { name: `Transfer “${copy}”` });
    await transfer.getByLabel('College of Education').check();
    await checkScreen(web.page, '/hierarchy/rubric (transfer)');
    await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
    await toast(`${copy} has been sent to College of Education. It moves there once accepted.`);
    await rowOf(copy).getByText('Waiting to be accepted by College of Education').waitFor();
    await rowOf(copy).getByText('Transfer waiting', { exact: true }).waitFor();

    await web.page.getByRole('treeitem', { name: /^College of Education/ }).click();
    await panelHeading(web.page, 'Rubrics: College of Education').waitFor();
    await rowOf(copy).getByText('Sent here from Demo University').waitFor();
    await rowAction(copy, 'Accept transfer');
    const accept = web.page.getByRole('dialog', { name: 'Accept transfer' });
    await accept
      .getByText(`Accept “${copy}” from Demo University? It will be added to College of Education and managed there.`)
      .waitFor();
    await checkScreen(web.page, '/hierarchy/rubric (accept transfer)');
    await accept.getByRole('button', { name: 'Accept transfer' }).click();
    await toast(`${copy} has been added to College of Education.`);
    await rowOf(copy).getByText('Draft', { exact: true }).waitFor();

    await rowAction(copy, 'Archive');
    const archive = web.page.getByRole('dialog', { name: 'Archive rubric' });
    await archive.getByText(/This cannot be undone/).waitFor();
    await checkScreen(web.page, '/hierarchy/rubric (archive)');
    await archive.getByRole('button', { name: 'Archive', exact: true }).click();
    await toast(`${copy} has been archived.`);
    await rowOf(copy).waitFor({ state: 'detached' });
    await web.page.getByLabel('Archived').check();
    await rowOf('Default Rubric (copy)').getByText('Archived', { exact: true }).waitFor();
    await checkScreen(web.page, '/hierarchy/rubric (archived shown)');
    // An archived rubric offers only what the server allows: no change, a copy and the export. On a phone
    // the menu opens beside its button, inside the viewport.
    await web.page.setViewportSize({ width: 390, height: 844 });
    const trigger = web.page.getByRole('button', { name: 'Actions for Default Rubric (copy)' });
    await trigger.scrollIntoViewIfNeeded();
    await trigger.click();
    const menu = web.page.getByRole('menu', { name: 'Actions for Default Rubric (copy)' });
    await expect(menu.getByRole('menuitem').allTextContents()).resolves.toEqual(['Copy', 'Export to Canvas CSV']);
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= 390 && box.y + box.height <= 844).toBe(true);
    await web.page.keyboard.press('Escape');
    await focusReturnsTo('Actions for Default Rubric (copy)');
    await web.page.setViewportSize({ width: 1366, height: 900 });

    // The archived rubric opens view-only, saying why.
    await rowOf('Default Rubric (copy)').getByRole('link').click();
    await web.page.getByText('This Rubric is archived: it can no longer be changed or used.').waitFor();
    await checkScreen(web.page, '/hierarchy/rubric/{id} (archived)');
    expect(nodeId).toBeTruthy();
  });

  it('imports rubrics from a Canvas CSV file, listing a bad file’s problems by row, offers to update them when the file comes again, and exports one', async () => {
    const header =
      'Rubric Name,Criteria Name,Criteria Description,Criteria Enable Range,Rating Name,Rating Description,Rating Points,Rating Name,Rating Description,Rating Points';
    const file = (name: string, rows: string[]) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from([header, ...rows].join('\n')),
    });
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await web.page.goto(webUrl('/hierarchy/rubric'));
    await panelHeading(web.page, 'Rubrics: Demo University').waitFor();
    await web.page.getByRole('button', { name: 'Import from Canvas CSV' }).click();
    const dialog = web.page.getByRole('dialog', { name: 'Import rubrics from a Canvas CSV file' });
    const input = dialog.getByLabel('Canvas rubric file (.csv)');
    await input.setInputFiles(
      file('bad.csv', [
        'Good,One,,false,A,,1,B,,0',
        ',Two,,false,A,,1,B,,0',
        'Other,Three,,false,A,,1,B,,',
        'Good,Four,,false,A,,-1,B,,0',
      ]),
    );
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Nothing was imported: 3 problems to fix in the file.').waitFor();
    const problems = dialog.getByRole('table', { name: 'Problems to fix in the file, by row' });
    await expect(problems.getByRole('row').allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Row\s+Column\s+Problem$/),
      expect.stringMatching(/^3\s+Rubric Name\s+Missing 'Rubric Name'\.$/),
      expect.stringMatching(/^4\s+Rating Points 2\s+Rating 2 has no points/),
      expect.stringMatching(/^5\s+Rating Points 1\s+Rating 1: points must be a number from 0/),
    ]);
    await checkScreen(web.page, '/hierarchy/rubric (Canvas import refused)');

    const title = `Canvas ${run}`;
    await input.setInputFiles(
      file('good.csv', [`${title},Clarity,Clear writing,false,Full marks,All clear,2,No marks,Unclear,0`]),
    );
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('1 rubric imported as drafts.').waitFor();

    // The same file again (issue 21): the dialog names the rubric it made and offers to update it, no copy.
    await input.setInputFiles(
      file('good.csv', [`${title},Clarity,Clear writing,false,Full marks,All clear,3,No marks,Unclear,0`]),
    );
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const offer = dialog.getByRole('alert').filter({ hasText: `The rubric “${title}” was imported` });
    await offer.waitFor();
    await expect(offer.innerText()).resolves.toContain('Update it with this file instead of making copies?');
    await checkScreen(web.page, '/hierarchy/rubric (Canvas file imported again)');
    await offer.getByRole('button', { name: 'Update from this file' }).click();
    await dialog.getByText('1 rubric updated from the file; all are drafts.').waitFor();
    await web.page.keyboard.press('Escape');
    await rowOf(title).getByText('Draft', { exact: true }).waitFor();
    await expect(rowOf(title).count()).resolves.toBe(1);
    await rowOf(title)
      .getByText(/^Canvas import: good\.csv, /)
      .waitFor();
    await checkScreen(web.page, '/hierarchy/rubric (imported rubric)');

    // Export: the same rubric as a Canvas file, downloaded.
    const [download] = await Promise.all([web.page.waitForEvent('download'), rowAction(title, 'Export to Canvas CSV')]);
    expect(download.suggestedFilename()).toBe(`${title}.csv`);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const exported = Buffer.concat(chunks).toString('utf8');
    expect(exported.split(/\r?\n/)[0]).toMatch(
      /^Rubric Name,Criteria Name,Criteria Description,Criteria Enable Range,Rating Name/,
    );
    expect(exported).toContain(`${title},Clarity,Clear writing,false,Full marks,All clear,3`);
    await toast(`${title}.csv has been downloaded.`);
  });

  it('reads a folder of many rubrics a page at a time: Load more brings the next (ADR 0028 §4)', async () => {
    const { nodes } = await callApiAs('admin@demo.test', getHierarchy);
    const top = nodes.find((node) => node.text === 'Demo University')!;
    const folder = await callApiAs('admin@demo.test', createNode, {
      body: { parent: top.id, new_node_text: `Paged ${run}` },
    });
    const titles = Array.from({ length: 27 }, (_, index) => `Paged ${run} ${String(index).padStart(2, '0')}`);
    for (const rubricTitle of titles) {
      await callApiAs('admin@demo.test', createRubric, {
        body: {
          node_id: folder.id,
          title: rubricTitle,
          levels: [
            { id: 'l1', name: 'Fail' },
            { id: 'l2', name: 'Pass' },
          ],
          criterias: [{ id: 'c1', name: 'Content', description: '' }],
          points: [[0, 1]],
          weight: [1],
          contents: [['Missing', 'Present']],
          point: 1,
          enableNA: false,
          statements_mapping: { criteria_mapping: {}, statements: [] },
        },
      });
    }
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await web.page.goto(webUrl(`/hierarchy/rubric?node=${folder.id}`));
    await panelHeading(web.page, `Rubrics: Paged ${run}`).waitFor();
    // The first page: the default rubric and the first 24 by title; the rest waits for "Load more".
    await rowOf(titles[0]!).waitFor();
    await rowOf('Default Rubric').waitFor();
    await checkScreen(web.page, '/hierarchy/rubric (a page of a long folder)');
    const more = web.page.getByRole('button', { name: 'Load more' });
    // The list also reads on when its end scrolls near; either way every rubric ends up listed once.
    if (await more.isVisible()) await more.click();
    await rowOf(titles[26]!).waitFor();
    await expect(web.page.getByRole('link', { name: titles[13]!, exact: true }).count()).resolves.toBe(1);
    await expect(more.count()).resolves.toBe(0);
  });

  it('reads the rubric screens in Spanish', async () => {
    // Its own administrator: the language is the account's, and the other suites sign in as Ada Admin meanwhile.
    await signIn(web.page, 'admin2@demo.test', '/via/academics');
    await openUserPanel(web.page, 'Noa Navarro');
    await web.page.getByRole('button', { name: 'Español' }).click();
    await web.page.getByRole('heading', { level: 1, name: 'Académico' }).waitFor();
    try {
      await web.page.goto(webUrl('/hierarchy/rubric'));
      await panelHeading(web.page, 'Rúbricas: Demo University').waitFor();
      await web.page.getByRole('row').filter({ hasText: 'Lesson Plan Rubric' }).getByText('Publicada').waitFor();
      await checkScreen(web.page, '/hierarchy/rubric (es)');
      await web.page.getByRole('link', { name: 'Nueva rúbrica' }).first().click();
      await web.page.getByLabel('Título de la rúbrica').waitFor();
      await web.page.getByRole('button', { name: 'Guardar borrador' }).click();
      await web.page.getByText('Introduzca un título para la rúbrica.').waitFor();
      await checkScreen(web.page, '/hierarchy/rubric/new (es)');
    } finally {
      await restoreEnglish(web.page, 'Noa Navarro');
      await web.page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: /rubric/i })
        .first()
        .waitFor();
    }
  });
});
