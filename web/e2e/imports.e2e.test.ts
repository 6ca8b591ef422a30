import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { IMPORT_COLUMNS } from '@tessera/shared';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, settledAfterNavigation, signIn } from './support/session';

jest.setTimeout(300_000);

const ADMIN = 'admin3@demo.test';
const ADMIN_NAME = 'Teo Torres';

/** The folder the courses are imported into: one the admin administers, as the folder select offers it. */
const PROGRAM = { id: 'node_demo_program', option: '— — Teacher Education Program' };

/**
 * Holds the requests `matches` picks until the returned release is called, so a state the app shows while
 * one is under way (the upload's bar, a log still waiting) is checked while it stands, whatever the speed.
 */
async function hold(page: Page, matches: (url: URL, method: string) => boolean): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  const handler = async (route: Route) => {
    const request = route.request();
    // Not this hold's: the next handler (or the network) has it.
    if (!holding || !matches(new URL(request.url()), request.method())) return route.fallback();
    held.push(route);
  };
  await page.route(() => true, handler);
  return async () => {
    holding = false;
    await page.unroute(() => true, handler);
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** The file chosen and uploaded; the browser's POST to storage and the log's reads held until released. */
async function upload(page: Page, name: string, text: string) {
  const origin = new URL(webUrl()).origin;
  await page.getByLabel('File to import').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  const storage = await hold(page, (url, method) => url.origin !== origin && method === 'POST');
  const logReads = await hold(
    page,
    (url, method) => method === 'GET' && /^\/api\/imports\/[0-9A-Z]{26}$/.test(url.pathname),
  );
  await page.getByRole('button', { name: 'Upload and import' }).click();
  return { storage, logReads };
}

/** The CSV lines of a users file under the template's header: each row's cells by column name, the rest blank. */
function usersFile(header: string, rows: Record<string, string>[]): string {
  const columns = header.split(',');
  return [header, ...rows.map((row) => columns.map((column) => row[column] ?? '').join(','))].join('\r\n');
}

/**
 * The import pages (issue 24 "Done means", web part; spec 2 §2 Imports, §3, §4, §8, §9): an admin reaches them
 * from the navigation, downloads the users template, fills three rows, uploads them with the upload's bar, sees
 * the log waiting with its progress bar, then reads "3 import successfully, 0 failed" once the 3-second polls
 * bring it; a file with two bad rows imports the others, lists the two with their translated codes, and its
 * error report holds them; the log reads in Spanish. Then a folder kind: group templates wait for their folder
 * (chosen from those the admin administers, kept in the URL) and import into it. The upload's POST and the
 * first log reads are held so each state is seen however fast the local cloud runs. Every state through
 * checkScreen.
 */
describe('the import pages (issue 24)', () => {
  const web = useBrowserPage();

  it('imports users from the template with progress, the result, the errors and the error report', async () => {
    const page = web.page;
    const run = Date.now().toString(36).toLowerCase();
    await signIn(page, ADMIN, '/via/academics');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Imports' }).click();
    await settledAfterNavigation(page, '/import/users');
    const tabs = page.getByRole('navigation', { name: 'Import types' });
    await expect(tabs.getByRole('link').allTextContents()).resolves.toEqual([
      'Users',
      'Hierarchy',
      'Group templates',
      'Groups',
      'Memberships',
      'Academic data',
      'Terms',
    ]);
    await page.getByRole('heading', { level: 2, name: 'Users' }).waitFor();
    await page.getByText('Required: first_name (or given_name), last_name (or family_name, surname)').waitFor();
    // An organisation kind asks for no folder.
    await expect(page.getByRole('combobox', { name: 'Folder' }).count()).resolves.toBe(0);
    await page
      .locator('.import-logs')
      .getByText(/No imports yet\.|Latest imports/)
      .first()
      .waitFor();
    await checkScreen(page, '/import/users');

    // The template, as the browser saves it: UTF-8 with its byte-order mark, the header, example rows.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('users-import-template.csv');
    const templateText = readFileSync((await template.path())!, 'utf8');
    expect(templateText.charCodeAt(0)).toBe(0xfeff);
    const header = templateText.slice(1).split(/\r?\n/)[0]!;
    expect(header).toBe(IMPORT_COLUMNS.users.map((column) => column.name).join(','));

    // Three people under the template's header: the upload's bar while the file goes to storage, then the log
    // waiting with its progress bar, then the result the 3-second polls bring.
    const person = (letter: string, extra: Record<string, string> = {}) => ({
      email: `import-${run}-${letter}@example.edu`,
      first_name: 'Imported',
      last_name: `Person ${letter.toUpperCase()}`,
      roles: 'student',
      status: 'active',
      locale: 'en',
      ...extra,
    });
    const good = usersFile(header, [
      person('a', { first_name: 'Zoë', roles: 'student' }),
      person('b', { roles: 'teacher' }),
      person('c', { roles: 'student;peer_assessor', locale: 'es-MX' }),
    ]);
    const first = await upload(page, 'users-three.csv', good);
    const uploading = page.getByRole('progressbar', { name: 'Uploading users-three.csv' });
    await uploading.waitFor();
    await page.getByText('Uploading the file…').waitFor();
    await checkScreen(page, '/import/users (uploading)');
    await first.storage();
    const log = page.getByRole('region', { name: 'Import of users-three.csv' });
    await log.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    await log.getByRole('status').getByText('Waiting to start.').waitFor();
    await uploading.waitFor({ state: 'detached' });
    // The list has it at once, first.
    const latest = page.getByRole('table', { name: 'Latest imports' });
    await expect(latest.getByRole('row').nth(1).getByRole('cell').first().textContent()).resolves.toBe(
      'users-three.csv',
    );
    await checkScreen(page, '/import/users (waiting)');
    await first.logReads();
    await log.getByRole('status').getByText('3 import successfully, 0 failed').waitFor({ timeout: 90_000 });
    await expect(log.getByRole('progressbar').count()).resolves.toBe(0);
    await log.getByText('Finished', { exact: true }).waitFor();
    await log.getByText('Read as UTF-8, comma separated.').waitFor();
    await latest
      .getByRole('row')
      .filter({ hasText: 'users-three.csv' })
      .getByText('3 import successfully, 0 failed')
      .waitFor();
    await checkScreen(page, '/import/users (finished)');

    // Four people, two of them bad (a role no one has, a language Tessera does not speak): the good ones
    // import, the bad ones are listed with their codes' sentences and are the rows of the error report.
    const mixed = usersFile(header, [
      person('d'),
      person('e', { roles: 'wizard' }),
      person('f', { roles: 'ta' }),
      person('g', { locale: 'klingon' }),
    ]);
    const second = await upload(page, 'users-mixed.csv', mixed);
    await second.storage();
    await second.logReads();
    const mixedLog = page.getByRole('region', { name: 'Import of users-mixed.csv' });
    await mixedLog.getByRole('status').getByText('2 import successfully, 2 failed').waitFor({ timeout: 90_000 });
    const errors = mixedLog.getByRole('table', { name: 'Errors of the import of users-mixed.csv' });
    const rowOf = (line: string) =>
      errors.getByRole('row').filter({ has: page.getByRole('cell', { name: line, exact: true }) });
    await rowOf('3').getByRole('cell', { name: 'roles', exact: true }).waitFor();
    await rowOf('3').getByText('unknown_role').waitFor();
    await rowOf('5').getByRole('cell', { name: 'locale', exact: true }).waitFor();
    await rowOf('5').getByText('invalid_locale').waitFor();
    await errors.scrollIntoViewIfNeeded();
    await checkScreen(page, '/import/users (errors)');

    const reportLink = mixedLog.getByRole('link', { name: 'Download the error report (2 rows)' });
    const [report] = await Promise.all([page.waitForEvent('download'), reportLink.click()]);
    expect(report.suggestedFilename()).toMatch(/^users-import-errors-.+\.csv$/);
    const reportRows = readFileSync((await report.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter((line) => line !== '');
    expect(reportRows[0]).toBe(`${header},Line,Column,Error code,Error`);
    const columnCount = header.split(',').length;
    const badLines = mixed.split('\r\n');
    expect(reportRows.slice(1).map((line) => line.split(',').slice(0, columnCount + 3))).toEqual([
      [...badLines[2]!.split(','), '3', 'roles', 'unknown_role'],
      [...badLines[4]!.split(','), '5', 'locale', 'invalid_locale'],
    ]);

    // The same log in Spanish: the page's words and the server's sentences (the log is read again in Spanish).
    await openUserPanel(page, ADMIN_NAME);
    await page.getByRole('button', { name: 'Español' }).click();
    try {
      await page.keyboard.press('Escape');
      const spanishLog = page.getByRole('region', { name: 'Importación de users-mixed.csv' });
      await spanishLog.getByRole('status').getByText('2 importados correctamente, 2 fallidos').waitFor();
      await spanishLog.getByRole('table', { name: 'Errores de la importación de users-mixed.csv' }).waitFor();
      await page.getByRole('button', { name: 'Descargar la plantilla' }).waitFor();
      await checkScreen(page, '/import/users (es)');
    } finally {
      await restoreEnglish(page, ADMIN_NAME);
    }
  });

  it('imports group templates into the folder chosen on the page', async () => {
    const page = web.page;
    const run = Date.now().toString(36).toUpperCase();
    await signIn(page, ADMIN, '/via/academics');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Imports' }).click();
    await settledAfterNavigation(page, '/import/users');
    await page.getByRole('navigation', { name: 'Import types' }).getByRole('link', { name: 'Group templates' }).click();
    await page.getByRole('heading', { level: 2, name: 'Group templates' }).waitFor();
    const folder = page.getByRole('combobox', { name: 'Folder' });
    // Once the tree is read: the folders the admin administers, none chosen yet.
    await folder.locator('option', { hasText: 'Choose a folder' }).waitFor({ state: 'attached' });
    // (Other suites may add folders to the same tree: the seed's are checked, and the first option.)
    const options = await folder.locator('option').allTextContents();
    expect(options[0]).toBe('Choose a folder');
    expect(options).toEqual(expect.arrayContaining(['Demo University', '— College of Education', PROGRAM.option]));
    expect(options).not.toContain('Other College');

    // Without a folder nothing is sent: the server's sentence under the select, the focus on it.
    const courses = ['code,name,category', `C${run}A,Imported course ${run} A,course`, `C${run}B,Imported ${run} B,`];
    await page
      .getByLabel('File to import')
      .setInputFiles({ name: 'courses.csv', mimeType: 'text/csv', buffer: Buffer.from(courses.join('\r\n')) });
    await page.getByRole('button', { name: 'Upload and import' }).click();
    await page.getByText('Choose the folder this file is imported into.').waitFor();
    await expect(folder.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await checkScreen(page, '/import/group-templates (no folder)');

    // The folder chosen is the page's ?node=; the import runs on it.
    await folder.selectOption({ label: PROGRAM.option });
    await page.waitForURL((url) => url.searchParams.get('node') === PROGRAM.id);
    await page.getByRole('button', { name: 'Upload and import' }).click();
    const log = page.getByRole('region', { name: 'Import of courses.csv' });
    await log.getByRole('status').getByText('2 import successfully, 0 failed').waitFor({ timeout: 90_000 });
    await checkScreen(page, '/import/group-templates (imported into a folder)');
  });
});
