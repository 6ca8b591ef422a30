import { describe, expect, it, jest } from '@jest/globals';
import {
  buildPath,
  createPortfolio,
  listMyActivities,
  updateLanguage,
  updatePortfolio,
  type Contract,
  type PathParams,
  type RequestBody,
  type ResponseBody,
} from '@tessera/shared';
import { DEMO_HIERARCHY } from '../../functions/src/seed/seed-hierarchy';
import { DEMO_TEMPLATES } from '../../functions/src/seed/seed-templates';
import { createUser, signIn as signInApi } from '../../functions/tests/support/fixtures';
import { callApiAs } from './support/api';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { sectionWithActivities } from './support/sections';
import { DEMO_PASSWORD, signIn } from './support/session';

jest.setTimeout(600_000);

/** The supervised template's required answers (its text area asks for 30 words; an upload's id). */
const PRACTICUM_ANSWERS = {
  'textarea-1': { content: Array.from({ length: 32 }, (_, i) => `word${i}`).join(' ') },
  'file_upload-1': { attachmentId: 'att_practicum_plan' },
};

const STUDENTS = 30;
const SUBMISSIONS = STUDENTS * 2;

/** One call of the e2e cloud's API with a token already held (one sign-in per student, not per call). */
async function call<C extends Contract>(
  token: string,
  contract: C,
  options: { path: PathParams<C>; body?: RequestBody<C> },
): Promise<ResponseBody<C>> {
  const path = buildPath(contract.path, options.path as Record<string, string>);
  const response = await fetch(webUrl(path), {
    method: contract.method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${contract.method} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as ResponseBody<C>;
}

/** `work` over `items`, `width` at once (the fixture's setup: order does not matter there). */
async function inPool<T, R>(items: readonly T[], width: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

/**
 * A section's work awaiting assessment on its owner's home (ADR 0028 §3): 30 students × 2 activities submitted
 * through the API, listed oldest submission first, 25 a page from the server ("Show more submitted work", or
 * as the table's end comes near); from 50 rows only those near the window are drawn, the table still saying
 * how many rows it has; then in Spanish. Checked with axe at 1366×900 and 390×844.
 */
describe('the work awaiting assessment on the faculty home (issue 23)', () => {
  const web = useBrowserPage();
  const run = Date.now().toString(36).slice(-5);

  it('pages 60 submissions oldest first, drawing only the rows near the window', async () => {
    const owner = await createUser({
      memberships: [['org_demo', ['faculty']]],
      firstName: 'Quinn',
      lastName: 'Queue',
      withLogin: { password: DEMO_PASSWORD },
    });
    const students = await inPool(
      Array.from({ length: STUDENTS }, (_, index) => index),
      4,
      (index) =>
        createUser({
          memberships: [['org_demo', ['student']]],
          firstName: 'Student',
          lastName: `Waiting ${String(index + 1).padStart(2, '0')}`,
          withLogin: { password: DEMO_PASSWORD },
        }),
    );
    const titles = [`Queued essay ${run}`, `Queued report ${run}`];
    const { section } = await sectionWithActivities({
      nodeId: DEMO_HIERARCHY.demoRoot.nodeId,
      label: 'Queue',
      run,
      code: `QUE-${run}`,
      ownerIds: [owner.userId],
      members: students.map((student) => ({ userId: student.userId, role: 'member' as const })),
      activities: titles.map((title) => ({ title, templateId: DEMO_TEMPLATES.supervised })),
    });
    // Each student starts both activities (side by side), then the work is submitted one after the other: the
    // list's order is this one.
    const started = await inPool(students, 4, async (student) => {
      const token = await signInApi(student.email, DEMO_PASSWORD);
      const activities = await call(token, listMyActivities, { path: { id: student.userId } });
      const portfolios = [];
      for (const title of titles) {
        const activity = activities.items.find((item) => item.title === title);
        if (!activity) throw new Error(`${student.email} has no "${title}"`);
        portfolios.push(
          await call(token, createPortfolio, {
            path: { id: student.userId },
            body: { group_id: activity.group_id, activity_id: activity.id },
          }),
        );
      }
      return { student, token, portfolios };
    });
    for (const { student, token, portfolios } of started)
      for (const created of portfolios)
        await call(token, updatePortfolio, {
          path: { id: student.userId, portfolioId: created.id },
          body: { version: created.version, portfolio_action: 'advance', fields: PRACTICUM_ANSWERS },
        });

    const page = web.page;
    await signIn(page, owner.email, '/via/inprogress');
    const owned = page.getByRole('region', { name: new RegExp(`Queue section ${run}`) });
    const queue = owned.getByRole('group', { name: `Awaiting assessment (${SUBMISSIONS})` });
    const table = queue.getByRole('table', {
      name: `Work awaiting assessment in ${section.title}, oldest submission first`,
    });
    // The first page: the 25 oldest submissions, the first student's first activity on top.
    await table.getByRole('link', { name: `Student Waiting 01: ${titles[0]}` }).waitFor();
    expect(await table.locator('tbody tr[role="row"]').count()).toBe(25);
    await expect(table.locator('tbody tr[role="row"]').first().textContent()).resolves.toContain(
      `Student Waiting 01: ${titles[0]}`,
    );
    await queue.getByRole('button', { name: 'Show more submitted work (25 shown)' }).waitFor();
    await checkScreen(page, '/via/inprogress (faculty, work awaiting assessment)');

    // Bringing the table's end near reads the next pages; from 50 rows it draws only those near the window.
    await page.waitForFunction(
      ([caption, count]) => {
        const found = [...document.querySelectorAll('table')].find((candidate) =>
          candidate.caption?.textContent?.startsWith(caption as string),
        );
        if (!found) return false;
        window.scrollTo(0, found.getBoundingClientRect().bottom + window.scrollY - 300);
        return found.getAttribute('aria-rowcount') === count;
      },
      ['Work awaiting assessment in', String(SUBMISSIONS + 1)],
      { polling: 250, timeout: 60_000 },
    );
    const drawn = await table.locator('tbody tr[role="row"]').count();
    expect(drawn).toBeLessThan(SUBMISSIONS);
    const newest = table.getByRole('row').filter({ hasText: `Student Waiting ${STUDENTS}: ${titles[1]}` });
    await newest.waitFor();
    await expect(newest.getAttribute('aria-rowindex')).resolves.toBe(String(SUBMISSIONS + 1));
    expect(await queue.getByRole('button', { name: /Show more submitted work/ }).count()).toBe(0);
    await checkScreen(page, '/via/inprogress (faculty, work awaiting assessment, scrolled)');

    // In Spanish (the language is the account's: this owner's own, so no other suite is affected).
    await callApiAs(owner.email, updateLanguage, { path: { id: owner.userId }, body: { default_language: 'es' } });
    await page.reload();
    const cola = owned.getByRole('group', { name: `Pendientes de evaluación (${SUBMISSIONS})` });
    await cola
      .getByRole('table', {
        name: `Trabajos pendientes de evaluación en ${section.title}, la entrega más antigua primero`,
      })
      .getByRole('link', { name: `Student Waiting 01: ${titles[0]}` })
      .waitFor();
    await cola.getByRole('button', { name: 'Mostrar más trabajos entregados (25 mostrados)' }).waitFor();
    await checkScreen(page, '/via/inprogress (faculty, work awaiting assessment, es)');
  });
});
