import { describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { useBrowserPage } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(300_000);

const SECTION = 'EDU 501 Section A';

/**
 * The reports' screens (issue 13 "Screens": the reports under the section and the node, with a chart): faculty
 * opens EDU 501 section A's reports from My sections — the standards chart and table (the seeded rubric's TS.1
 * and TS.3), its CSV, the rubric scores of Observed lesson 1 — and an admin reads the folder's roll-up on the
 * hierarchy's Standards report tab. Other suites assess this section too, so the counts are not pinned here (the
 * integration tests pin them against a hand-checked fixture). Every state through checkScreen, once in Spanish.
 */
describe('the reports (issue 13)', () => {
  const web = useBrowserPage();

  it('shows a section’s standards and rubric scores to its faculty, with the CSV', async () => {
    const page = web.page;
    await signIn(page, 'faculty@demo.test', '/via/inprogress');
    const section = page.getByRole('region', { name: `${SECTION} (EDU501-A)` });
    await section.getByRole('link', { name: 'Standards and rubric score reports' }).click();
    await page.getByRole('heading', { level: 1, name: `Reports: ${SECTION}` }).waitFor();

    const chart = page.getByRole('figure', { name: 'Students per standard' });
    await chart.getByText('TS.1').waitFor();
    await chart
      .getByText(/^Met \d+ · Not met \d+ · Not yet assessed \d+$/)
      .first()
      .waitFor();
    const table = page.getByRole('table', { name: 'Standards met by each student' });
    await table.getByRole('columnheader', { name: 'TS.1' }).waitFor();
    const dana = table.getByRole('row').filter({ hasText: 'Dana Diaz' });
    await expect(dana.getByText(/^(Met|Not met|Not yet assessed)$/).count()).resolves.toBeGreaterThan(0);
    await checkScreen(page, '/via/groups/{id}/reports');

    // The CSV, as the browser saves it: UTF-8 with its byte-order mark, a row per student.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).first().click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Dana');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    // Headings and statuses in words (issue 21: English codes such as last_name and not_met).
    expect(csv.slice(1).split('\r\n')[0]).toMatch(/^Last name,First name,Email,/);
    expect(csv).toMatch(/,(Met|Not met|Not yet assessed)\r\n/);

    // The rubric scores of the activity chosen (the first, Observed lesson 1, uses the Lesson Plan Rubric).
    await page.getByLabel('Activity').selectOption({ label: 'Observed lesson 1' });
    const criteria = page.getByRole('table', { name: 'Criteria of Lesson Plan Rubric' });
    await criteria.getByRole('columnheader', { name: 'Average' }).waitFor();
    await expect(criteria.getByRole('row').count()).resolves.toBeGreaterThan(1);
    await checkScreen(page, '/via/groups/{id}/reports (rubric scores)');
  });

  it('rolls standards up across a folder’s courses on the hierarchy, in Spanish too', async () => {
    const page = web.page;
    await signIn(page, 'admin4@demo.test', '/via/academics');
    await page.goto(`${new URL(page.url()).origin}/hierarchy/statement`);
    await page
      .getByRole('navigation', { name: 'Hierarchy sections' })
      .getByRole('link', { name: 'Standards report', exact: true })
      .click();
    await page
      .getByRole('treeitem', { name: /^Demo University/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 3, name: /^Standards across the courses of / }).waitFor();
    await page.getByRole('figure', { name: 'Students per standard' }).getByText('TS.1').waitFor();
    await page.getByRole('table', { name: 'Standards met by each student' }).getByText('Dana Diaz').waitFor();
    await checkScreen(page, '/hierarchy/report');

    await openUserPanel(page, 'Lia Lopez');
    await page.getByRole('button', { name: 'Español' }).click();
    try {
      await page.keyboard.press('Escape');
      await page.getByRole('figure', { name: 'Estudiantes por estándar' }).waitFor();
      await page.getByRole('button', { name: 'Descargar CSV' }).waitFor();
      await checkScreen(page, '/hierarchy/report (es)');
      // The file in Spanish (issue 21): Spanish headings and status words, semicolons as Excel set to Spanish
      // reads them.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Descargar CSV' }).first().click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.slice(1).split('\r\n')[0]).toMatch(/^Apellidos;Nombre;Correo electrónico;/);
      expect(csv).toMatch(/;(Cumplido|No cumplido|Aún no evaluado)\r\n/);
    } finally {
      await restoreEnglish(page, 'Lia Lopez');
    }
  });
});
