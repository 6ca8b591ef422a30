import { describe, expect, it, jest } from '@jest/globals';
import { createPortfolio, getCurrentUser } from '@tessera/shared';
import { callApiAs } from './support/api';
import { webUrl, useBrowserPage } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(180_000);

/**
 * The search results screen and /{section}/all (spec 1 §2 routes, §7 GET …/portfolios/search and GET …/portfolios):
 * the caller's own portfolios and evidence, matched on every word in the title or abstract, by category, 15 a page,
 * each opening where it is edited. Checked at 1366 × 900 and 390 × 844 with axe, in English and in Spanish.
 */
describe('search (spec 1 §2, §7)', () => {
  const web = useBrowserPage();

  it('finds the student’s Teaching Portfolio, filters by category and lists everything at /via/all', async () => {
    const { page } = web;
    await signIn(page, 'student@demo.test', '/via/inprogress');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Search' });
    await box.fill('Teaching');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/via/search' && url.searchParams.get('q') === 'Teaching');
    const results = page.getByRole('list', { name: 'Search results' });
    const teaching = results.getByRole('link', { name: 'Teaching Portfolio' });
    await teaching.waitFor();
    await page.getByText(/^\d+ items? found\.$/).waitFor();
    await checkScreen(page, '/via/search?q=Teaching');

    // Assignments leave the ePortfolio out: nothing of the student's matches there.
    await page.getByLabel('Category').selectOption('assignment');
    await page.waitForURL((url) => url.searchParams.get('category') === 'assignment');
    await page.getByText('Results for “Teaching” in Assignments.').waitFor();
    await page
      .getByText('Nothing of yours matches “Teaching”. Try fewer or other words, or another category.')
      .waitFor();
    await checkScreen(page, '/via/search?q=Teaching&category=assignment');

    await page.getByLabel('Category').selectOption('showcase');
    await teaching.waitFor();
    await teaching.click();
    await page.waitForURL((url) => url.pathname.startsWith('/portfolios/'));
    await page.getByRole('heading', { level: 1, name: 'Teaching Portfolio' }).waitFor();

    // Clearing a search returns to /via/all: everything of the student's, the form among it.
    await page.goto(webUrl('/via/search?q=Teaching&category=all'));
    await teaching.waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.waitForURL((url) => url.pathname === '/via/all');
    const all = page.getByRole('list', { name: 'All items' });
    await all.getByRole('link', { name: 'Teaching Portfolio' }).waitFor();
    await all.getByRole('link', { name: 'Field Visit Form' }).waitFor();
    await checkScreen(page, '/via/all');
    await page.getByLabel('Category').selectOption('assignment');
    await all.getByRole('link', { name: 'Teaching Portfolio' }).waitFor({ state: 'detached' });
    await all.getByRole('link', { name: 'Field Visit Form' }).waitFor();
    await expect(all.getByRole('link', { name: 'Teaching Portfolio' }).count()).resolves.toBe(0);
  });

  // Riley (student2) makes a portfolio of their own: the language is the account's, so the demo student stays English.
  it('reads the results and /via/all in Spanish', async () => {
    const student = 'student2@demo.test';
    const me = await callApiAs(student, getCurrentUser);
    await callApiAs(student, createPortfolio, {
      path: { id: me.id },
      body: { template_id: 'tpl_demo_eportfolio', title: 'Portafolio de prácticas' },
    });
    const { page } = web;
    await signIn(page, student, '/via/inprogress');
    await openUserPanel(page, 'Riley Reyes');
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/users/${me.id}/language`));
    await page.getByRole('button', { name: 'Español' }).click();
    await saved;
    try {
      await page.goto(webUrl('/via/search?q=pr%C3%A1cticas&category=showcase'));
      await page.getByRole('heading', { level: 1, name: 'Resultados de búsqueda' }).waitFor();
      await page.getByText('Resultados para «prácticas» en Escaparates.').waitFor();
      await page
        .getByRole('list', { name: 'Resultados de búsqueda' })
        .getByRole('link', { name: 'Portafolio de prácticas' })
        .waitFor();
      await checkScreen(page, '/via/search?q=prácticas (es)');
      await page.goto(webUrl('/via/all'));
      await page
        .getByRole('list', { name: 'Todos los elementos' })
        .getByRole('link', { name: 'Portafolio de prácticas' })
        .waitFor();
      await checkScreen(page, '/via/all (es)');
    } finally {
      await restoreEnglish(page, 'Riley Reyes');
    }
  });
});
