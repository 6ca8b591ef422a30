import { describe, expect, it, jest } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import type { Locator } from 'playwright-core';
import { checkScreen } from './support/screen';
import { pathOf, webUrl, useBrowserPage } from './support/browser';
import { signIn } from './support/session';

// One test walks 23 screens at two sizes with axe: with the e2e shards side by side on a loaded machine it took
// about 240 s. A limit is for hangs.
jest.setTimeout(300_000);

/** A CASE package of fixtures/case (copied from opensalt/opensalt, see fixtures/README.md). */
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CASE_PACKAGE = `${REPO_ROOT}fixtures/case/MarkdownFramework.json`;

describe('hierarchy administration (spec 2 §2, §5, §8)', () => {
  const web = useBrowserPage();
  // Names unique to this run, so a reused cloud never meets them twice.
  const run = Date.now().toString(36).slice(-5);

  const treeItem = (name: string) => web.page.getByRole('treeitem', { name: new RegExp(`^${name}`) });
  const panelHeading = (text: string) => web.page.getByRole('heading', { level: 2, name: text });
  const openTab = async (tab: string, heading: string) => {
    await web.page
      .getByRole('navigation', { name: 'Hierarchy sections' })
      .getByRole('link', { name: tab, exact: true })
      .click();
    await panelHeading(heading).waitFor();
  };
  const nodeParam = () => new URL(web.page.url()).searchParams.get('node');

  /** Creates a child of the selected folder: "New folder" offers a name box, Enter creates it. */
  async function createFolder(name: string): Promise<void> {
    await web.page.getByRole('button', { name: 'New folder' }).click();
    const input = web.page.getByRole('textbox', { name: 'New folder name' });
    await expect(input.inputValue()).resolves.toMatch(/^Folder name - \d+$/);
    await input.fill(name);
    await input.press('Enter');
    await input.waitFor({ state: 'detached' });
    await treeItem(name).waitFor();
  }

  async function createInDialog(
    button: string,
    dialogName: string,
    fill: (dialog: Locator) => Promise<void>,
    submit = 'Create',
  ) {
    await web.page.getByRole('button', { name: button, exact: true }).click();
    const dialog = web.page.getByRole('dialog', { name: dialogName });
    await fill(dialog);
    await checkScreen(web.page, `${pathOf(web.page)} (${dialogName})`);
    await dialog.getByRole('button', { name: submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  it('an admin builds a small tree, adds an admin, a label, a site with a category, a log category, statement sets and a term', async () => {
    await signIn(web.page, 'admin@demo.test', '/via/academics');

    // The default tab, with the first top folder kept in the URL.
    await web.page.goto(webUrl('/hierarchy'));
    await panelHeading('Statement sets: Demo University').waitFor();
    expect(pathOf(web.page)).toBe('/hierarchy/statement');
    const rootId = nodeParam();
    expect(rootId).toBeTruthy();
    await web.page.getByRole('tree', { name: 'Folders' }).waitFor();
    await checkScreen(web.page);

    // Two levels: a faculty under the top folder and a department under it.
    const faculty = `E2E Faculty ${run}`;
    const department = `E2E Department ${run}`;
    await createFolder(faculty);
    await treeItem(faculty).click();
    await panelHeading(`Statement sets: ${faculty}`).waitFor();
    await createFolder(department);
    await expect(treeItem(department).getAttribute('aria-level')).resolves.toBe('3');

    // Layout: a long name wraps inside the tree column, beside its bullet; the rename box stays in the column.
    const longName = `Long ${'Interdisciplinary'.repeat(8)} ${run}`;
    await createFolder(longName);
    const column = await web.page.getByRole('tree', { name: 'Folders' }).boundingBox();
    const longLabel = await treeItem('Long').locator('.folder-tree__label').boundingBox();
    const bullet = await treeItem('Long').locator('.folder-tree__toggle').boundingBox();
    expect(longLabel && column && longLabel.x + longLabel.width <= column.x + column.width + 1).toBe(true);
    expect(longLabel && bullet && Math.abs(longLabel.y - bullet.y) < 8).toBe(true);
    await treeItem('Long').focus();
    await web.page.keyboard.press('F2');
    const renameBox = await web.page.getByRole('textbox', { name: 'Folder name' }).boundingBox();
    expect(renameBox && column && renameBox.x + renameBox.width <= column.x + column.width + 1).toBe(true);
    await web.page.keyboard.press('Escape');

    // A duplicate name (any case) is refused and the user edits again; Escape leaves no folder behind.
    const before = await web.page.getByRole('treeitem').count();
    await web.page.getByRole('button', { name: 'New folder' }).click();
    const draft = web.page.getByRole('textbox', { name: 'New folder name' });
    const spare = await draft.inputValue();
    expect(spare).toMatch(/^Folder name - \d+$/);
    await draft.fill(department.toUpperCase());
    await draft.press('Enter');
    await web.page.getByText('This folder name has been taken.').waitFor();
    await checkScreen(web.page, '/hierarchy/statement (new folder)');
    await draft.press('Escape');
    await draft.waitFor({ state: 'detached' });
    await expect(web.page.getByRole('treeitem').count()).resolves.toBe(before);
    await web.page.reload();
    await web.page.getByRole('tree', { name: 'Folders' }).waitFor();
    await expect(web.page.getByRole('treeitem', { name: spare }).count()).resolves.toBe(0);

    // The top folder cannot be deleted, and says why; a folder holding folders neither.
    await treeItem('Demo University').click();
    await expect(web.page.getByRole('button', { name: 'Delete', exact: true }).isDisabled()).resolves.toBe(true);
    await web.page.getByText('The top folder of the organization cannot be deleted.').waitFor();
    await treeItem(faculty).click();
    await web.page.getByText('Delete or move the folders inside it first.').waitFor();

    // The department, chosen from the keyboard; a reload keeps it.
    await treeItem(department).focus();
    await web.page.keyboard.press('Enter');
    await panelHeading(`Statement sets: ${department}`).waitFor();
    const departmentId = nodeParam();
    await web.page.reload();
    await panelHeading(`Statement sets: ${department}`).waitFor();
    expect(nodeParam()).toBe(departmentId);

    // An admin, found through the candidate search.
    await openTab('Admins', `Admins: ${department}`);
    await web.page.getByText('This folder has no admins.').waitFor();
    await web.page.getByRole('button', { name: 'Insert admin' }).click();
    const insert = web.page.getByRole('dialog', { name: 'Insert admin' });
    await insert.getByRole('searchbox', { name: 'Name or email' }).fill('Cora');
    await insert.getByRole('button', { name: 'Find users' }).click();
    await insert.getByRole('button', { name: 'Add Cora Coordinator' }).waitFor();
    await checkScreen(web.page, '/hierarchy/admin (insert admin)');
    await insert.getByRole('button', { name: 'Add Cora Coordinator' }).click();
    await insert.waitFor({ state: 'detached' });
    await web.page.getByRole('cell', { name: 'Cora Coordinator', exact: true }).waitFor();
    await checkScreen(web.page);

    // Removing oneself is refused with the snackbar (on the top folder, where Ada is an admin).
    await treeItem('Demo University').click();
    await panelHeading('Admins: Demo University').waitFor();
    await web.page.getByRole('button', { name: 'Remove Ada Admin' }).click();
    const refusal = web.page.getByTestId('toast').filter({ hasText: 'A user cannot remove themselves as an admin.' });
    await refusal.waitFor();
    await refusal.getByRole('button', { name: 'Dismiss' }).click();
    await refusal.waitFor({ state: 'detached' });
    await treeItem(department).click();
    await panelHeading(`Admins: ${department}`).waitFor();

    // A label by hand, and labels from a file as an import job: a wrong type first, then a .csv, its log.
    await openTab('Labels', `Labels: ${department}`);
    await checkScreen(web.page);
    await createInDialog('New label', 'Create label', (dialog) => dialog.getByLabel('Name').fill(`Label ${run}`));
    await web.page.getByRole('cell', { name: `Label ${run}`, exact: true }).waitFor();
    await web.page.getByRole('button', { name: 'Import labels' }).click();
    const importDialog = web.page.getByRole('dialog', { name: 'Import labels' });
    await importDialog.getByText('Required columns: name').waitFor();
    await importDialog
      .getByLabel('File to import')
      .setInputFiles({ name: 'labels.txt', mimeType: 'text/plain', buffer: Buffer.from('name\nX\n') });
    await importDialog.getByRole('button', { name: 'Upload and import' }).click();
    await importDialog.getByText('Invalid file type').waitFor();
    await importDialog.getByLabel('File to import').setInputFiles({
      name: 'labels.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`name\nImported ${run}\nLabel ${run}\n`),
    });
    await importDialog.getByRole('button', { name: 'Upload and import' }).click();
    const log = importDialog.getByRole('region', { name: 'Import of labels.csv' });
    // The label made by hand is already there: imported as it is (spec 2 §8's counts).
    await log.getByRole('status').getByText('2 import successfully, 0 failed').waitFor({ timeout: 60_000 });
    await checkScreen(web.page, '/hierarchy/label (import)');
    await importDialog.getByRole('button', { name: 'Close' }).click();
    await web.page.getByRole('cell', { name: `Imported ${run}`, exact: true }).waitFor();

    // A site category, then a site in it.
    await openTab('Site categories', `Site categories: ${department}`);
    expect(pathOf(web.page)).toBe('/hierarchy/field-experience/site-category');
    await createInDialog('New site category', 'Create site category', (dialog) =>
      dialog.getByLabel('Name').fill(`Category ${run}`),
    );
    await web.page.getByRole('cell', { name: `Category ${run}`, exact: true }).waitFor();
    await openTab('Sites', `Sites: ${department}`);
    await createInDialog('New site', 'Create site', async (dialog) => {
      await dialog.getByLabel('Name').fill(`Site ${run}`);
      await dialog.getByLabel('Site category').selectOption({ label: `Category ${run}` });
    });
    const siteRow = web.page.getByRole('row').filter({ hasText: `Site ${run}` });
    await siteRow.getByRole('cell', { name: `Category ${run}`, exact: true }).waitFor();

    // A log category.
    // Deleting the category names the site that will lose it (and nothing is deleted on Cancel).
    await openTab('Site categories', `Site categories: ${department}`);
    await web.page.getByRole('button', { name: `Delete Category ${run}` }).click();
    const categoryDialog = web.page.getByRole('dialog', { name: 'Delete site category' });
    await categoryDialog.getByText(`The site “Site ${run}” uses this category and will be left without one.`).waitFor();
    await checkScreen(web.page, '/hierarchy/field-experience/site-category (delete)');
    await categoryDialog.getByRole('button', { name: 'Cancel' }).click();
    await categoryDialog.waitFor({ state: 'detached' });

    await openTab('Log categories', `Log categories: ${department}`);
    await createInDialog('New log category', 'Create log category', (dialog) =>
      dialog.getByLabel('Name').fill(`Log ${run}`),
    );
    await web.page.getByRole('cell', { name: `Log ${run}`, exact: true }).waitFor();
    await checkScreen(web.page);

    // A statement set by hand.
    await openTab('Statement sets', `Statement sets: ${department}`);
    await createInDialog('New statement set', 'Create statement set', async (dialog) => {
      await dialog.getByLabel('Set title').fill(`Standards ${run}`);
      await dialog.getByLabel('Set abbreviation').fill('STD');
      await dialog.getByRole('button', { name: 'Add statement' }).click();
      await dialog.getByLabel('Statement 1 title').fill('Plans instruction');
      await dialog.getByLabel('Statement 1 identifier').fill('1.1');
      await dialog.getByRole('button', { name: 'Add statement' }).click();
      await dialog.getByLabel('Statement 2 title').fill('Assesses learning');
    });
    await web.page.getByRole('heading', { level: 3, name: `Standards ${run} (STD)` }).waitFor();

    // One from a CASE package: a malformed package shows the server's reason, the real one is imported.
    await web.page.getByRole('button', { name: 'Import from CASE package' }).click();
    const caseDialog = web.page.getByRole('dialog', { name: 'Import from CASE package' });
    await caseDialog.getByLabel('CASE package (.json)').setInputFiles({
      name: 'broken.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"CFItems": []}'),
    });
    await caseDialog.getByRole('button', { name: 'Import' }).click();
    // What is wrong with the package shows under the file field.
    await caseDialog
      .locator('.field__error', { hasText: 'This file is not a valid CASE 1.1 framework package' })
      .waitFor();
    await expect(caseDialog.getByLabel('CASE package (.json)').getAttribute('aria-invalid')).resolves.toBe('true');
    await caseDialog.getByLabel('CASE package (.json)').setInputFiles(CASE_PACKAGE);
    await caseDialog.getByRole('button', { name: 'Import' }).click();
    await caseDialog.getByText(/Statement set “Test Markdown Framework” imported with \d+ statements\./).waitFor();
    await checkScreen(web.page, '/hierarchy/statement (CASE import)');
    await caseDialog.getByRole('button', { name: 'Close' }).click();
    await web.page.getByRole('heading', { level: 3, name: /^Test Markdown Framework/ }).waitFor();
    // Its Markdown (a table) and TeX math are rendered, sanitised, not shown raw.
    const markdownSet = web.page.locator('.statement-sets__item', { hasText: 'Test Markdown Framework' });
    await markdownSet.locator('summary').click();
    await markdownSet.locator('.markdown table').first().waitFor();
    await markdownSet.locator('.markdown math').first().waitFor();
    await expect(markdownSet.getByText('$x^2$').count()).resolves.toBe(0);
    await checkScreen(web.page);

    // The template tab (issue 10): a new folder has none yet, and says what templates are for.
    await openTab('Templates', `Templates: ${department}`);
    await web.page.getByText('This folder has no templates yet.', { exact: false }).waitFor();
    await checkScreen(web.page);
    // The course tab (issue 11): a new folder has none yet, and says what courses are for.
    await openTab('Courses', `Courses: ${department}`);
    await web.page.getByText('No course in this folder yet.', { exact: false }).waitFor();
    expect(pathOf(web.page)).toBe('/hierarchy/hierarchy-group-template');
    await checkScreen(web.page);
    // The rubric tab (issue 9): the organisation's default rubric is listed on every folder.
    await openTab('Rubrics', `Rubrics: ${department}`);
    await web.page.getByRole('link', { name: 'Default Rubric', exact: true }).waitFor();
    expect(pathOf(web.page)).toBe('/hierarchy/rubric');
    await checkScreen(web.page);

    // A term, its end date no earlier than the day after the start.
    await web.page.goto(webUrl('/settings/term-creation'));
    await web.page.getByRole('heading', { level: 1, name: 'Terms' }).waitFor();
    await checkScreen(web.page);
    await web.page.getByRole('button', { name: 'New term' }).click();
    const termDialog = web.page.getByRole('dialog', { name: 'Create term' });
    await termDialog.getByLabel('Term code').fill(`T${run}`);
    await termDialog.getByLabel('Term name').fill(`Term ${run}`);
    await termDialog.getByRole('textbox', { name: 'Start date' }).fill('01/10/2031');
    await termDialog.getByRole('textbox', { name: 'Start date' }).press('Tab');
    // The end date's calendar offers nothing before the day after the start.
    await termDialog.getByRole('button', { name: 'Choose End date from a calendar' }).click();
    const calendar = web.page.getByRole('grid');
    await expect(calendar.getByRole('button', { name: /January 10th, 2031/ }).isDisabled()).resolves.toBe(true);
    await expect(calendar.getByRole('button', { name: /January 11th, 2031/ }).isDisabled()).resolves.toBe(false);
    await checkScreen(web.page, '/settings/term-creation (end date calendar)');
    await web.page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await termDialog.getByRole('textbox', { name: 'End date' }).fill('05/20/2031');
    // The checkbox sits on the line of its label, before it.
    const checkbox = await termDialog.getByRole('checkbox', { name: 'Include academic data' }).boundingBox();
    const checkboxLabel = await termDialog.getByText('Include academic data').boundingBox();
    expect(checkbox && checkboxLabel && checkbox.x < checkboxLabel.x).toBe(true);
    expect(
      checkbox &&
        checkboxLabel &&
        Math.abs(checkbox.y + checkbox.height / 2 - (checkboxLabel.y + checkboxLabel.height / 2)),
    ).toBeLessThan(6);
    await checkScreen(web.page, '/settings/term-creation (create term)');
    await termDialog.getByRole('button', { name: 'Create', exact: true }).click();
    await termDialog.waitFor({ state: 'detached' });
    const termRow = web.page.getByRole('row').filter({ hasText: `Term ${run}` });
    await termRow.getByRole('cell', { name: '01/10/2031', exact: true }).waitFor();
    await termRow.getByRole('cell', { name: '05/20/2031', exact: true }).waitFor();
    await checkScreen(web.page);
  });

  it('refuses a duplicate statement set title in a folder, and offers to update a CASE package imported again', async () => {
    await signIn(web.page, 'admin@demo.test', '/via/academics');
    await web.page.goto(webUrl('/hierarchy/statement'));
    await panelHeading('Statement sets: Demo University').waitFor();
    const folder = `E2E Standards ${run}`;
    await createFolder(folder);
    await treeItem(folder).click();
    await panelHeading(`Statement sets: ${folder}`).waitFor();

    await createInDialog('New statement set', 'Create statement set', async (dialog) => {
      await dialog.getByLabel('Set title').fill(`Literacy ${run}`);
      await dialog.getByLabel('Set abbreviation').fill('LIT');
    });
    await web.page.getByRole('heading', { level: 3, name: `Literacy ${run} (LIT)` }).waitFor();

    // The same title in another case: refused under the title, nothing created.
    await web.page.getByRole('button', { name: 'New statement set', exact: true }).click();
    const duplicate = web.page.getByRole('dialog', { name: 'Create statement set' });
    await duplicate.getByLabel('Set title').fill(`LITERACY ${run}`);
    await duplicate.getByRole('button', { name: 'Create', exact: true }).click();
    const taken = 'A statement set with this title already exists in this folder.';
    await duplicate.locator('.field__error', { hasText: taken }).waitFor();
    await expect(duplicate.getByLabel('Set title').getAttribute('aria-invalid')).resolves.toBe('true');
    await checkScreen(web.page, '/hierarchy/statement (duplicate set title)');
    await duplicate.getByRole('button', { name: 'Close' }).click();
    await duplicate.waitFor({ state: 'detached' });
    await expect(web.page.getByRole('heading', { level: 3, name: /^Literacy/i }).count()).resolves.toBe(1);

    // A CASE package, imported, then imported again: the second time offers to update that set.
    await web.page.getByRole('button', { name: 'Import from CASE package' }).click();
    const caseDialog = web.page.getByRole('dialog', { name: 'Import from CASE package' });
    await caseDialog.getByLabel('CASE package (.json)').setInputFiles(CASE_PACKAGE);
    await caseDialog.getByRole('button', { name: 'Import' }).click();
    await caseDialog.getByText(/Statement set “Test Markdown Framework” imported with \d+ statements\./).waitFor();
    await caseDialog.getByRole('button', { name: 'Import' }).click();
    const offer = caseDialog.getByRole('alert').filter({
      hasText: 'This package is already imported in this folder as the statement set "Test Markdown Framework".',
    });
    await offer.waitFor();
    await checkScreen(web.page, '/hierarchy/statement (CASE package imported again)');
    await offer.getByRole('button', { name: 'Update that set' }).click();
    await caseDialog.getByText(/Statement set “Test Markdown Framework” updated with \d+ statements\./).waitFor();
    await offer.waitFor({ state: 'detached' });
    await caseDialog.getByRole('button', { name: 'Close' }).click();
    // Still one set from the package, not a second copy.
    await expect(web.page.getByRole('heading', { level: 3, name: /^Test Markdown Framework/ }).count()).resolves.toBe(
      1,
    );
  });

  it('a faculty member is refused: "No Permission" on the hierarchy, an error on terms', async () => {
    await signIn(web.page, 'faculty@demo.test', '/via/inprogress');
    await web.page.goto(webUrl('/hierarchy/statement'));
    await web.page.getByText('No Permission', { exact: true }).waitFor();
    await expect(web.page.getByRole('tree').count()).resolves.toBe(0);
    await checkScreen(web.page);

    await web.page.goto(webUrl('/settings/term-creation'));
    await web.page.getByRole('heading', { level: 1, name: 'Terms' }).waitFor();
    await web.page.getByRole('alert').first().waitFor();
    await expect(web.page.getByRole('button', { name: 'New term' }).count()).resolves.toBe(0);
    await checkScreen(web.page);
  });
});
