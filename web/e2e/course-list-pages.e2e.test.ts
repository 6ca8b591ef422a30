import { describe, expect, it, jest } from '@jest/globals';
import { createCourse, createNode, createSection, getHierarchy } from '@tessera/shared';
import { callApiAs } from './support/api';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { signIn } from './support/session';

jest.setTimeout(300_000);

/**
 * A folder of 30 courses and a course of 27 sections on the Courses tab (ADR 0028 §4): each list reads 25 rows a
 * page in natural name order ("course 2" before "course 10"), the rest as its end scrolls near or with "Show
 * more courses" / "Show more sections". Checked with axe at 1366×900 and 390×844.
 */
describe('long course and section lists (issue 23)', () => {
  const web = useBrowserPage();
  const run = Date.now().toString(36).slice(-5);

  it('reads 30 courses and 27 sections a page at a time, in natural order', async () => {
    const admin = 'admin@demo.test';
    const { nodes } = await callApiAs(admin, getHierarchy);
    const top = nodes.find((node) => node.text === 'Demo University')!;
    const folder = await callApiAs(admin, createNode, { body: { parent: top.id, new_node_text: `Courses ${run}` } });
    const names = Array.from({ length: 30 }, (_, index) => `Paged course ${index + 1}`);
    const courses = [];
    for (const name of names)
      courses.push(await callApiAs(admin, createCourse, { body: { node_id: folder.id, name, category: 'course' } }));
    const sectioned = courses[0]!;
    const titles = Array.from({ length: 27 }, (_, index) => `Paged section ${index + 1}`);
    for (const [index, title] of titles.entries())
      await callApiAs(admin, createSection, {
        path: { id: sectioned.id },
        body: { group_code: `PG-${run}-${index + 1}`, title },
      });

    const page = web.page;
    await signIn(page, admin, '/via/academics');
    await page.goto(webUrl(`/hierarchy/hierarchy-group-template?node=${folder.id}`));
    await page.getByRole('heading', { level: 2, name: `Courses: Courses ${run}` }).waitFor();
    const open = (name: string) => page.getByRole('button', { name: `Open ${name}`, exact: true });
    await open('Paged course 1').waitFor();
    const table = page.getByRole('table', { name: 'Courses of this folder' });
    // Natural order: 1, 2, … 9, 10 (not 1, 10, 11 …); the first page is 25 courses.
    const shown = async () =>
      (await table.getByRole('button', { name: /^Open / }).allTextContents()).map((text) => text.trim());
    expect((await shown()).slice(0, 11)).toEqual(names.slice(0, 11));
    expect(await shown()).toHaveLength(25);
    await checkScreen(page, '/hierarchy/hierarchy-group-template (a page of a long folder)');
    const more = page.getByRole('button', { name: 'Show more courses' });
    // The list also reads on when its end scrolls near; either way every course ends up listed once.
    if (await more.isVisible()) await more.click();
    await open('Paged course 30').waitFor();
    expect(await shown()).toEqual(names);
    await expect(more.count()).resolves.toBe(0);

    await open('Paged course 1').click();
    const sections = page.getByRole('table', { name: 'Sections of Paged course 1' });
    await sections.getByRole('row').filter({ hasText: 'Paged section 1' }).first().waitFor();
    const sectionTitles = async () =>
      (await sections.locator('tbody tr strong').allTextContents()).map((text) => text.trim());
    expect((await sectionTitles()).slice(0, 10)).toEqual(titles.slice(0, 10));
    expect(await sectionTitles()).toHaveLength(25);
    const moreSections = page.getByRole('button', { name: 'Show more sections' });
    await moreSections.scrollIntoViewIfNeeded();
    await checkScreen(page, '/hierarchy/hierarchy-group-template (a page of a long course)');
    if (await moreSections.isVisible()) await moreSections.click();
    await sections.getByRole('row').filter({ hasText: 'Paged section 27' }).waitFor();
    expect(await sectionTitles()).toEqual(titles);
    await expect(moreSections.count()).resolves.toBe(0);
  });
});
