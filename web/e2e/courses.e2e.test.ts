import { describe, jest, it } from '@jest/globals';
import { pathOf, useBrowserPage } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, settledAfterNavigation, signIn } from './support/session';

jest.setTimeout(180_000);

describe('a student meets their course activities (issue 11; spec 1 §9)', () => {
  const web = useBrowserPage();

  it('lists the demo student’s EDU 501 activities on their home and opens one read-only', async () => {
    await signIn(web.page, 'student@demo.test', '/via/inprogress');
    const table = web.page.getByRole('table', { name: 'Your activities, the latest first' });
    await table.getByRole('link', { name: 'Observed lesson 1' }).waitFor();
    await table.getByRole('link', { name: 'Practicum log' }).waitFor();
    await table.getByRole('cell', { name: 'EDU 501 Section A' }).first().waitFor();
    await checkScreen(web.page, '/via/inprogress (student, activities)');

    await table.getByRole('link', { name: 'Observed lesson 1' }).click();
    await web.page.getByRole('heading', { level: 1, name: 'Observed lesson 1' }).waitFor();
    await web.page.getByRole('heading', { name: 'About this activity' }).waitFor();
    await web.page.getByRole('heading', { name: 'Pages of the template' }).waitFor();
    await checkScreen(web.page, '/via/activities/{id}');

    await web.page.getByRole('link', { name: 'Back to In progress' }).click();
    await settledAfterNavigation(web.page, '/via/inprogress');
    await table.getByRole('link', { name: 'Observed lesson 1' }).waitFor();
  });

  it('says so when the activity is not the caller’s (another student’s id, or none)', async () => {
    await signIn(web.page, 'faculty@demo.test', '/via/inprogress');
    await web.page.goto(new URL('/via/activities/not-an-activity', web.page.url()).toString());
    await web.page.getByText('This activity is not one of yours, or it is not visible yet.').waitFor();
    await checkScreen(web.page, '/via/activities/{id} (not the caller’s)');
    if (!pathOf(web.page).startsWith('/via/activities/')) throw new Error(`left the route: ${pathOf(web.page)}`);
  });

  it('reads a student’s activities in Spanish (another student: the language is the account’s, other suites use Sam)', async () => {
    await signIn(web.page, 'student2@demo.test', '/via/inprogress');
    await openUserPanel(web.page, 'Riley Reyes');
    await web.page.getByRole('button', { name: 'Español' }).click();
    try {
      const table = web.page.getByRole('table', { name: 'Sus actividades, las más recientes primero' });
      await table.getByRole('link', { name: 'Observed lesson 1' }).waitFor();
      await checkScreen(web.page, '/via/inprogress (student, es)');
      await table.getByRole('link', { name: 'Observed lesson 1' }).click();
      await web.page.getByRole('heading', { name: 'Sobre esta actividad' }).waitFor();
      await checkScreen(web.page, '/via/activities/{id} (es)');
    } finally {
      // The language is the account's: give the student back English for the other suites.
      await restoreEnglish(web.page, 'Riley Reyes');
    }
  });
});
