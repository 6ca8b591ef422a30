import { describe, expect, it, jest } from '@jest/globals';
import { checkScreen } from './support/screen';
import { useBrowserPage } from './support/browser';
import { openUserPanel, signIn } from './support/session';

jest.setTimeout(120_000);

describe('support acts as a user (spec 1 §1, §2, §7)', () => {
  const web = useBrowserPage();

  it('gives support the help-centre entry, opening in a new tab', async () => {
    await signIn(web.page, 'support@demo.test', '/via/inprogress');
    const help = web.page.getByRole('link', { name: /Help center/ });
    expect(await help.getAttribute('target')).toBe('_blank');
    expect(await help.getAttribute('href')).toBe('/help_center');
    const [tab] = await Promise.all([web.context.waitForEvent('page'), help.click()]);
    await tab.getByRole('heading', { level: 1, name: 'Help center' }).waitFor();
    await checkScreen(tab);
  });

  it('impersonates a student from the user panel (banner shown) and revokes', async () => {
    await signIn(web.page, 'support@demo.test', '/via/inprogress');
    await openUserPanel(web.page, 'Sue Support');
    await web.page.getByRole('link', { name: 'Act as user' }).click();
    await web.page.waitForURL((url) => url.pathname === '/support/users');
    await web.page.getByRole('heading', { level: 1, name: 'Act as a user' }).waitFor();
    await checkScreen(web.page);

    await web.page.getByRole('searchbox', { name: 'Name or email' }).fill('student@demo.test');
    await web.page.getByRole('button', { name: 'Find users' }).click();
    const actAs = web.page.getByRole('button', { name: 'Act as Sam Student' });
    await actAs.waitFor();
    await checkScreen(web.page);
    await actAs.click();

    const banner = web.page.getByTestId('impersonation-banner');
    await banner.getByText('You are acting as Sam Student.').waitFor();
    await web.page.getByRole('button', { name: /Sam Student/ }).waitFor();
    await checkScreen(web.page);

    await banner.getByRole('button', { name: 'Stop acting as this user' }).click();
    await banner.waitFor({ state: 'detached' });
    await web.page.getByRole('button', { name: /Sue Support/ }).waitFor();
    await checkScreen(web.page);
  });
});
