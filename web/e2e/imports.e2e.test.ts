import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { IMPORT_KINDS } from '@tessera/shared';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, settledAfterNavigation, signIn } from './support/session';

jest.setTimeout(300_000);

const ADMIN = 'admin3@demo.test';
const ADMIN_NAME = 'Teo Torres';

/** The spec's import pages (spec 2 §2 "Imports"), as the page's tabs list them. */
const PAGES = ['users', 'import-hierarchy', 'group-templates', 'groups', 'memberships', 'academic-data', 'terms'];

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

/**
 * The import pages (issue 24 "Done means", web part; spec 2 §2 Imports, §3, §4, §8, §9): an admin reaches them
 * from the navigation, downloads the terms template, uploads a three-row file with its upload bar, sees the log
 * waiting with its progress bar, then reads "3 import successfully, 0 failed" once the 3-second polls bring it;
 * a file with two bad rows imports the others, lists the two with their translated codes, and its error report
 * holds them; the log reads in Spanish. The upload's POST and the first log reads are held so each state is seen
 * however fast the local cloud runs. Every state through checkScreen.
 */
describe('the import pages (issue 24)', () => {
  const web = useBrowserPage();

  it('imports terms from a file with progress, the result, the errors and the error report', async () => {
    const page = web.page;
    const run = Date.now().toString(36).toUpperCase();
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
    // A spec page whose kind the server does not import yet says so (none once every kind is built).
    const waiting = PAGES.find((kind) => !(IMPORT_KINDS as readonly string[]).includes(kind));
    if (waiting) {
      await tabs.getByRole('link').nth(PAGES.indexOf(waiting)).click();
      await page.getByRole('heading', { level: 2, name: 'Not available yet' }).waitFor();
      await page.getByText(/^Importing .+ is not available yet\./).waitFor();
      await checkScreen(page, `/import/${waiting} (not available yet)`);
    }

    await tabs.getByRole('link', { name: 'Terms' }).click();
    await page.waitForURL((url) => url.pathname === '/import/terms');
    await page.getByRole('heading', { level: 2, name: 'Terms' }).waitFor();
    await page.getByText('Required: code (or term_id, term_code), name, start_date, end_date').waitFor();
    await page
      .locator('.import-logs')
      .getByText(/No imports yet\.|Latest imports/)
      .first()
      .waitFor();
    await checkScreen(page, '/import/terms');

    // The template, as the browser saves it: UTF-8 with its byte-order mark, the header, example rows.
    const [template] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the template' }).click(),
    ]);
    expect(template.suggestedFilename()).toBe('terms-import-template.csv');
    const templateText = readFileSync((await template.path())!, 'utf8');
    expect(templateText.charCodeAt(0)).toBe(0xfeff);
    const header = templateText.slice(1).split(/\r?\n/)[0]!;
    expect(header).toBe('code,name,start_date,end_date,include_academic_data');

    // Three rows under the template's header: the upload's bar while the file goes to storage, then the log
    // waiting with its progress bar, then the result the 3-second polls bring.
    const good = [
      header,
      `I${run}A,Import ${run} Fall,2040-08-24,2040-12-18,false`,
      `I${run}B,Import ${run} Spring,01/11/2041,05/07/2041,true`,
      `I${run}C,Import ${run} Summer,2041-06-01,2041-07-31,`,
    ].join('\r\n');
    const first = await upload(page, 'terms-three.csv', good);
    const uploading = page.getByRole('progressbar', { name: 'Uploading terms-three.csv' });
    await uploading.waitFor();
    await page.getByText('Uploading the file…').waitFor();
    await checkScreen(page, '/import/terms (uploading)');
    await first.storage();
    const log = page.getByRole('region', { name: 'Import of terms-three.csv' });
    await log.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    await log.getByRole('status').getByText('Waiting to start.').waitFor();
    await uploading.waitFor({ state: 'detached' });
    // The list has it at once, first.
    const latest = page.getByRole('table', { name: 'Latest imports' });
    await expect(latest.getByRole('row').nth(1).getByRole('cell').first().textContent()).resolves.toBe(
      'terms-three.csv',
    );
    await checkScreen(page, '/import/terms (waiting)');
    await first.logReads();
    await log.getByRole('status').getByText('3 import successfully, 0 failed').waitFor({ timeout: 60_000 });
    await expect(log.getByRole('progressbar').count()).resolves.toBe(0);
    await log.getByText('Finished', { exact: true }).waitFor();
    await log.getByText('Read as UTF-8, comma separated.').waitFor();
    await latest
      .getByRole('row')
      .filter({ hasText: 'terms-three.csv' })
      .getByText('3 import successfully, 0 failed')
      .waitFor();
    await checkScreen(page, '/import/terms (finished)');

    // Four rows, two of them bad: the good ones import, the bad ones are listed with their codes' sentences and
    // are the rows of the error report.
    const mixed = [
      header,
      `I${run}D,Import ${run} D,2042-01-10,2042-05-20,false`,
      `I${run}E,Import ${run} E,someday,2042-05-20,false`,
      `I${run}F,Import ${run} F,2042-08-20,2042-12-20,yes`,
      `I${run}G,Import ${run} G,2042-12-20,2042-08-20,false`,
    ].join('\r\n');
    const second = await upload(page, 'terms-mixed.csv', mixed);
    await second.storage();
    await second.logReads();
    const mixedLog = page.getByRole('region', { name: 'Import of terms-mixed.csv' });
    await mixedLog.getByRole('status').getByText('2 import successfully, 2 failed').waitFor({ timeout: 60_000 });
    const errors = mixedLog.getByRole('table', { name: 'Errors of the import of terms-mixed.csv' });
    const rowOf = (line: string) =>
      errors.getByRole('row').filter({ has: page.getByRole('cell', { name: line, exact: true }) });
    await rowOf('3').getByRole('cell', { name: 'start_date', exact: true }).waitFor();
    await rowOf('3').getByText('csv.row.invalid_date').waitFor();
    await rowOf('5').getByText('end_before_start').waitFor();
    await errors.scrollIntoViewIfNeeded();
    await checkScreen(page, '/import/terms (errors)');

    const reportLink = mixedLog.getByRole('link', { name: 'Download the error report (2 rows)' });
    const [report] = await Promise.all([page.waitForEvent('download'), reportLink.click()]);
    expect(report.suggestedFilename()).toMatch(/^terms-import-errors-.+\.csv$/);
    const reportRows = readFileSync((await report.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)
      .filter((line) => line !== '');
    expect(reportRows[0]).toBe('code,name,start_date,end_date,include_academic_data,Line,Column,Error code,Error');
    expect(reportRows.slice(1).map((line) => line.split(',').slice(0, 8))).toEqual([
      [`I${run}E`, `Import ${run} E`, 'someday', '2042-05-20', 'false', '3', 'start_date', 'csv.row.invalid_date'],
      [`I${run}G`, `Import ${run} G`, '2042-12-20', '2042-08-20', 'false', '5', 'end_date', 'end_before_start'],
    ]);

    // The same log in Spanish: the page's words and the server's sentences (the log is read again in Spanish).
    await openUserPanel(page, ADMIN_NAME);
    await page.getByRole('button', { name: 'Español' }).click();
    try {
      await page.keyboard.press('Escape');
      const spanishLog = page.getByRole('region', { name: 'Importación de terms-mixed.csv' });
      await spanishLog.getByRole('status').getByText('2 importados correctamente, 2 fallidos').waitFor();
      await spanishLog.getByRole('table', { name: 'Errores de la importación de terms-mixed.csv' }).waitFor();
      await page.getByRole('button', { name: 'Descargar la plantilla' }).waitFor();
      await checkScreen(page, '/import/terms (es)');
    } finally {
      await restoreEnglish(page, ADMIN_NAME);
    }
  });
});
