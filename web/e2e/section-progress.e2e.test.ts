import { describe, expect, it, jest } from '@jest/globals';
import { DEMO_HIERARCHY } from '../../functions/src/seed/seed-hierarchy';
import { DEMO_TEMPLATES } from '../../functions/src/seed/seed-templates';
import { createUser } from '../../functions/tests/support/fixtures';
import { useBrowserPage } from './support/browser';
import { checkScreen } from './support/screen';
import { sectionWithActivities } from './support/sections';
import { DEMO_PASSWORD, signIn } from './support/session';

jest.setTimeout(240_000);

const STUDENTS = 60;

/**
 * A section of 60 students on its owner's home (ADR 0028 §3): the progress table reads 25 students a page by
 * name, the next as the table's end comes near; from 50 rows only those near the window are drawn, the table
 * still saying how many rows it has. Checked with axe at 1366×900 and 390×844.
 */
describe('a long section progress table (issue 23)', () => {
  const web = useBrowserPage();
  const run = Date.now().toString(36).slice(-5);

  it('pages 60 students in name order as the owner scrolls, drawing only the rows near the window', async () => {
    const owner = await createUser({
      memberships: [['org_demo', ['faculty']]],
      firstName: 'Pia',
      lastName: 'Pager',
      withLogin: { password: DEMO_PASSWORD },
    });
    const students = [];
    for (let index = 0; index < STUDENTS; index += 1)
      students.push(
        await createUser({
          memberships: [['org_demo', ['student']]],
          firstName: 'Student',
          lastName: `Paged ${String(index + 1).padStart(2, '0')}`,
        }),
      );
    const { section } = await sectionWithActivities({
      nodeId: DEMO_HIERARCHY.demoRoot.nodeId,
      label: 'Paged',
      run,
      code: `PGD-${run}`,
      ownerIds: [owner.userId],
      members: students.map((student) => ({ userId: student.userId, role: 'member' as const })),
      activities: [{ title: `Paged reflection ${run}`, templateId: DEMO_TEMPLATES.supervised }],
    });

    const page = web.page;
    await signIn(page, owner.email, '/via/inprogress');
    const owned = page.getByRole('region', { name: new RegExp(`Paged section ${run}`) });
    await owned.getByText(`Not started: ${STUDENTS}`).waitFor();
    const table = owned.getByRole('table', { name: `Activity progress in ${section.title}` });
    await table.getByRole('row').filter({ hasText: 'Student Paged 01' }).waitFor();
    // The first page: 25 students by name, and the button for the next.
    expect(await table.locator('tbody tr[role="row"]').count()).toBe(25);
    await owned.getByRole('button', { name: 'Show more students (25 shown)' }).waitFor();
    await checkScreen(page, '/via/inprogress (faculty, a long progress table)');

    // Scrolling to the table's end reads the next pages; from 50 rows the table draws only those near the window.
    await page.waitForFunction(
      (count) => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('table[aria-rowcount]')?.getAttribute('aria-rowcount') === count;
      },
      String(STUDENTS + 1),
      { polling: 250, timeout: 60_000 },
    );
    const drawn = await table.locator('tbody tr[role="row"]').count();
    expect(drawn).toBeLessThan(STUDENTS);
    await table
      .getByRole('row')
      .filter({ hasText: `Student Paged ${STUDENTS}` })
      .waitFor();
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: `Student Paged ${STUDENTS}` })
        .getAttribute('aria-rowindex'),
    ).resolves.toBe(String(STUDENTS + 1));
    expect(await owned.getByRole('button', { name: /Show more students/ }).count()).toBe(0);
    await checkScreen(page, '/via/inprogress (faculty, a long progress table, scrolled)');
  });
});
