import { describe, expect, it, jest } from '@jest/globals';
import { createCourse, getHierarchy } from '@tessera/shared';
import type { Page } from 'playwright-core';
import { callApiAs } from './support/api';
import { newPage, useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(300_000);

/**
 * The time log (issue 11): an administrator gives a course a log category in the course editor; a member of
 * EDU 501 section A (which keeps "Time-log & Categories") logs time from their home — a bad duration refused
 * with the message first —, changes the entry, and the section's owner reads the member's total. Every new
 * screen goes through checkScreen (axe at 1366×900 and 390×844); Spanish once, as Riley Reyes.
 */
describe('time log (issue 11)', () => {
  const web = useBrowserPage();
  const run = Date.now().toString(36).slice(-5);

  async function toast(page: Page, text: string): Promise<void> {
    await page.getByTestId('toast').filter({ hasText: text }).first().waitFor();
  }

  it('an admin adds a log category to a course; a member logs time; the owner reads the total', async () => {
    const page = web.page;
    const { nodes } = await callApiAs('admin@demo.test', getHierarchy);
    const top = nodes.find((node) => node.text === 'Demo University')!;
    const course = await callApiAs('admin@demo.test', createCourse, {
      body: { node_id: top.id, name: `E2E Log course ${run}`, code: `LOG-${run}`, category: 'course' },
    });

    await signIn(page, 'admin@demo.test', '/via/academics');
    await page.goto(webUrl('/hierarchy/hierarchy-group-template'));
    await page.getByRole('searchbox', { name: 'Search courses' }).fill(run);
    await page.getByRole('button', { name: `Open ${course.name}` }).click();
    await page.getByRole('button', { name: 'Edit course' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit course' });
    const categories = edit.getByRole('group', { name: 'Log categories' });
    await categories.getByLabel('Classroom teaching (Demo University)').check();
    await checkScreen(page, '/hierarchy/hierarchy-group-template (course editor, log categories)');
    await edit.getByRole('button', { name: 'Save' }).click();
    await toast(page, `Course ${course.name} was saved.`);

    // Jordan Okafor, a member of EDU 501 section A, logs time from his home.
    const student = await newPage(web.browser);
    try {
      await signIn(student.page, 'student3@demo.test', '/via/inprogress');
      await student.page.getByRole('link', { name: 'Time log of EDU 501 Section A' }).click();
      await student.page.getByRole('heading', { level: 1, name: 'Time log: EDU 501 Section A' }).waitFor();
      const add = student.page.getByRole('region', { name: 'Add an entry' });
      await add.getByLabel('Duration (hours:minutes)').fill('1:75');
      await add.getByLabel('Note').fill(`Tutored a reading group ${run}`);
      await add.getByRole('button', { name: 'Add entry' }).click();
      await add.getByText('Please enter a duration as hours:minutes.').waitFor();
      await checkScreen(student.page, '/via/groups/{id}/time-log (refused entry)');
      await add.getByLabel('Duration (hours:minutes)').fill('1:30');
      await add.getByRole('button', { name: 'Add entry' }).click();
      await toast(student.page, 'The entry was added.');
      const entries = student.page.getByRole('table', { name: 'Entries of Jordan Okafor' });
      const row = entries.getByRole('row').filter({ hasText: `Tutored a reading group ${run}` });
      await row.getByText('1:30').waitFor();
      await checkScreen(student.page, '/via/groups/{id}/time-log (member)');

      // Changed: the form takes the entry, and the totals follow.
      await row.getByRole('button', { name: /^Edit the entry of / }).click();
      const change = student.page.getByRole('region', { name: /^Change the entry of / });
      await change.getByLabel('Duration (hours:minutes)').fill('2:00');
      await change.getByRole('button', { name: 'Save entry' }).click();
      await toast(student.page, 'The entry was saved.');
      await row.getByText('2:00').waitFor();
      await student.page.getByText(/^Total: \d+:\d\d in \d+ entr(y|ies)$/).waitFor();
    } finally {
      await student.context.close();
    }

    // Fran Faculty, the section's owner, reads every member's log with totals.
    const faculty = await newPage(web.browser);
    try {
      await signIn(faculty.page, 'faculty@demo.test', '/via/inprogress');
      await faculty.page.getByRole('link', { name: 'Time log of EDU 501 Section A' }).click();
      const jordan = faculty.page.getByRole('region', { name: 'Jordan Okafor' });
      await jordan
        .getByRole('row')
        .filter({ hasText: `Tutored a reading group ${run}` })
        .waitFor();
      await expect(jordan.getByRole('button').count()).resolves.toBe(0);
      await faculty.page
        .getByRole('region', { name: 'Sam Student' })
        .getByText(/^Total: /)
        .waitFor();
      await checkScreen(faculty.page, '/via/groups/{id}/time-log (owner)');
    } finally {
      await faculty.context.close();
    }
  });

  it('reads the time log in Spanish (Riley Reyes: the language is the account’s)', async () => {
    const page = web.page;
    await signIn(page, 'student2@demo.test', '/via/inprogress');
    await openUserPanel(page, 'Riley Reyes');
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('link', { name: 'Registro de tiempo de EDU 501 Section A' }).waitFor();
    try {
      await page.getByRole('link', { name: 'Registro de tiempo de EDU 501 Section A' }).click();
      await page.getByRole('heading', { level: 1, name: 'Registro de tiempo: EDU 501 Section A' }).waitFor();
      const add = page.getByRole('region', { name: 'Añadir una entrada' });
      await add.getByLabel('Duración (horas:minutos)').fill('0:00');
      await add.getByRole('button', { name: 'Añadir entrada' }).click();
      await add.getByText('Introduzca una duración mayor que 0:00.').waitFor();
      await checkScreen(page, '/via/groups/{id}/time-log (es)');
    } finally {
      await restoreEnglish(page, 'Riley Reyes');
    }
  });
});
