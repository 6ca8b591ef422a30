import { describe, expect, it, jest } from '@jest/globals';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { getCurrentUser, getProfile, updateProfile } from '@tessera/shared';
import { callApiAs } from './support/api';
import { useBrowserPage, webUrl } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, restoreEnglish, signIn } from './support/session';

jest.setTimeout(300_000);

/** The repository's upload fixtures (fixtures/README.md): a 300×200 solid-colour PNG and a one-page PDF. */
const UPLOADS = fileURLToPath(new URL('../../fixtures/uploads/', import.meta.url));
const PNG = join(UPLOADS, 'wide-300x200.png');
const PDF = join(UPLOADS, 'lesson-plan.pdf');

/** The profile suite's own student (README demo table): avatar, profile and language are server state. */
const STUDENT = 'student4@demo.test';
const NAME = 'Avery Lindqvist';

/** The shell's avatar picture now (its link), or null while it shows initials. */
const shellAvatarSource = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector<HTMLImageElement>('header img.avatar')?.src ?? null);

/**
 * The shell's avatar once a picture other than `previous` has loaded: its natural size (the server's crop).
 * The suite may run again on the same account, so an earlier avatar may be showing before the new one.
 */
async function shellAvatarSize(page: Page, previous: string | null): Promise<{ width: number; height: number }> {
  const loaded = await page.waitForFunction((before) => {
    const image = document.querySelector<HTMLImageElement>('header img.avatar');
    if (!image || image.src === before || !image.complete || image.naturalWidth === 0) return false;
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, previous);
  return (await loaded.jsonValue()) as { width: number; height: number };
}

async function openAvatarDialog(page: Page) {
  await openUserPanel(page, NAME);
  await page.getByRole('button', { name: 'Change profile picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change profile picture' });
  await dialog.waitFor();
  return dialog;
}

/**
 * The avatar (spec 2 §5, §7; issue 14 "crops an avatar"): a wrong type gets the spec's sentence; a PNG is
 * cropped square from the keyboard alone (+ zooms, arrows move the box, each change announced), saved through
 * the upload path and the server's crop, and shows in the shell at once; then cropped again from its original.
 */
describe('the avatar (issue 14)', () => {
  const web = useBrowserPage();

  it('crops an avatar from the keyboard, shows it in the shell at once, and crops it again after a reload', async () => {
    const page = web.page;
    await signIn(page, STUDENT, '/via/inprogress');
    let dialog = await openAvatarDialog(page);
    const chooser = dialog.getByLabel('Choose a picture');

    await chooser.setInputFiles(PDF);
    const refusal = dialog.getByRole('alert');
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toBe('Invalid file type. Permitted file types: jpg, jpeg, png, bmp');
    await expect(dialog.getByRole('button', { name: 'Save picture' }).isDisabled()).resolves.toBe(true);

    await chooser.setInputFiles(PNG);
    const box = dialog.getByRole('group', { name: 'Crop box' });
    await box.waitFor();
    await expect(refusal.count()).resolves.toBe(0);
    await checkScreen(page, '/via/inprogress (avatar crop)');

    // Keyboard only: two steps of + (zoom 1.5: the box covers 200/1.5 = 133 pixels), then the arrows.
    await box.focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    const zoom = dialog.getByLabel('Zoom');
    await expect(zoom.inputValue()).resolves.toBe('1.5');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() =>
      /^Crop box at \d+% from the left, \d+% from the top, 67% of the picture wide\.$/.test(
        document.querySelector('.avatar-crop [role="status"]')?.textContent ?? '',
      ),
    );

    let before = await shellAvatarSource(page);
    await dialog.getByRole('button', { name: 'Save picture' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(shellAvatarSize(page, before)).resolves.toEqual({ width: 133, height: 133 });
    await checkScreen(page, '/via/inprogress (new avatar)');

    // Cropped again from the image it was cut from, after a reload (the server keeps the original): zoom back
    // out to the whole height.
    await page.reload();
    dialog = await openAvatarDialog(page);
    await dialog.getByRole('button', { name: 'Crop the current picture again' }).click();
    await dialog.getByRole('group', { name: 'Crop box' }).waitFor();
    await dialog.getByLabel('Zoom').fill('1');
    await expect(dialog.getByLabel('Zoom').inputValue()).resolves.toBe('1');
    await page.waitForFunction(() =>
      /100% of the picture wide\.$/.test(document.querySelector('.avatar-crop [role="status"]')?.textContent ?? ''),
    );
    before = await shellAvatarSource(page);
    await dialog.getByRole('button', { name: 'Save picture' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(shellAvatarSize(page, before)).resolves.toEqual({ width: 200, height: 200 });
  });
});

/**
 * The profile page (spec 2 §3, §5): reached from the user panel; the browser's checks (birthday not in the
 * future, MM/DD/YYYY; test scores on their scales) under their fields; a resume attached through the upload
 * dialog; a stale save (409) refused; saved and kept over a reload. Faculty read only what the organisation
 * grants (Demo University grants neither group). Then once in Spanish.
 */
describe('the profile (issue 14)', () => {
  const web = useBrowserPage();

  it('edits the profile with its rules, attaches a resume, refuses a stale save and keeps it over a reload', async () => {
    const page = web.page;
    const me = await callApiAs(STUDENT, getCurrentUser);
    await signIn(page, STUDENT, '/via/inprogress');
    await openUserPanel(page, NAME);
    await page.getByRole('link', { name: 'My profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    const birthday = page.getByLabel('Birthday', { exact: true });
    await birthday.waitFor();
    await checkScreen(page, '/profile');

    await birthday.fill('12/31/2099');
    await page.getByLabel('SAT', { exact: true }).fill('2000');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Birthday cannot be in the future.').waitFor();
    await page.getByText('SAT scores run from 400 to 1600.').waitFor();
    await expect(birthday.getAttribute('aria-invalid')).resolves.toBe('true');
    await checkScreen(page, '/profile (field errors)');
    await birthday.fill('13/45/2001');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Please enter a valid date in the format mm/dd/yyyy.').waitFor();

    await birthday.fill('04/05/2001');
    await page.getByLabel('SAT', { exact: true }).fill('1250');
    await page.getByLabel('Major').fill('Biology');
    await page.getByLabel('Phone').fill('+1 (555) 010-0200');
    await page.getByLabel('First-generation student').selectOption('yes');
    await page.getByRole('button', { name: 'Attach a resume' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a file: Resume' });
    await dialog.getByLabel('Choose a file').setInputFiles(PDF);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();

    // Someone saved the profile since it was read: the save is stale.
    const current = await callApiAs(STUDENT, getProfile, { path: { id: me.id } });
    await callApiAs(STUDENT, updateProfile, {
      path: { id: me.id },
      body: { version: current.version, address: '1 Elm St' },
    });
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your profile was changed elsewhere. Reload it to see the changes, then try again.' })
      .waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    await expect(page.getByLabel('Address').inputValue()).resolves.toBe('1 Elm St');
    await page.getByLabel('Birthday', { exact: true }).fill('04/05/2001');
    await page.getByLabel('SAT', { exact: true }).fill('1250');
    await page.getByLabel('Major').fill('Biology');
    await page.getByLabel('First-generation student').selectOption('yes');
    await page.getByRole('button', { name: 'Attach a resume' }).click();
    await page.getByRole('dialog', { name: 'Add a file: Resume' }).getByLabel('Choose a file').setInputFiles(PDF);
    await page.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByTestId('toast').getByText('Profile saved.').waitFor();
    // Said beside the Save button too, where the reader is looking (issue 21).
    await page.locator('.profile-form__saved').getByText('Profile saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
    await expect(page.getByLabel('Birthday', { exact: true }).inputValue()).resolves.toBe('04/05/2001');
    await expect(page.getByLabel('SAT', { exact: true }).inputValue()).resolves.toBe('1250');
    await expect(page.getByLabel('Major').inputValue()).resolves.toBe('Biology');
    await expect(page.getByLabel('First-generation student').inputValue()).resolves.toBe('yes');
    await page.getByRole('button', { name: 'Download lesson-plan.pdf' }).waitFor();
    await checkScreen(page, '/profile (saved)');
  });

  it('shows faculty only the contact fields where the organisation grants no more', async () => {
    const page = web.page;
    const student = await callApiAs(STUDENT, getCurrentUser);
    await signIn(page, 'faculty@demo.test', '/via/inprogress');
    await page.goto(webUrl(`/profile/${student.id}`));
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await page.getByText('Address', { exact: true }).waitFor();
    await expect(page.getByText('Birthday', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByText('Major', { exact: true }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Save profile' }).count()).resolves.toBe(0);
    // The resume (attached by the first test) is a contact field: faculty download it through a fresh link.
    const resume = page.getByRole('button', { name: 'Resume file' });
    const downloaded = page.waitForEvent('download');
    await resume.click();
    await expect((await downloaded).suggestedFilename()).toBe('lesson-plan.pdf');
    await checkScreen(page, '/profile/{user} (faculty)');
  });

  it('reads the profile and its messages in Spanish', async () => {
    const page = web.page;
    const me = await callApiAs(STUDENT, getCurrentUser);
    await signIn(page, STUDENT, '/via/inprogress');
    await openUserPanel(page, NAME);
    const saved = page.waitForResponse((response) => response.url().endsWith(`/api/users/${me.id}/language`));
    await page.getByRole('button', { name: 'Español' }).click();
    await saved;
    try {
      await page.goto(webUrl('/profile'));
      await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
      // Dates are typed day first in Spanish (issue 21): 31/12/2099 is a day, in the future.
      const birthday = page.getByLabel('Fecha de nacimiento', { exact: true });
      await birthday.fill('31/12/2099');
      await page.getByLabel('ACT', { exact: true }).fill('99');
      await page.getByRole('button', { name: 'Guardar perfil' }).click();
      await page.getByText('La fecha de nacimiento no puede ser futura.').waitFor();
      await page.getByText('Las puntuaciones de ACT van de 1 a 36.').waitFor();
      await checkScreen(page, '/profile (es)');
      // 1 November 2000, typed day first, is kept as that day: the same after a reload, and the API has it.
      await birthday.fill('01/11/2000');
      await page.getByLabel('ACT', { exact: true }).fill('30');
      await page.getByRole('button', { name: 'Guardar perfil' }).click();
      await page.locator('.profile-form__saved').getByText('Perfil guardado.').waitFor();
      const stored = await callApiAs(STUDENT, getProfile, { path: { id: me.id } });
      expect(stored.birthday).toBe('11/01/2000');
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Mi perfil' }).waitFor();
      await expect(birthday.inputValue()).resolves.toBe('01/11/2000');
      await openUserPanel(page, NAME);
      await page.getByRole('button', { name: 'Cambiar foto de perfil' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cambiar foto de perfil' });
      await dialog.getByLabel('Elija una imagen').setInputFiles(PNG);
      await dialog.getByRole('group', { name: 'Área de recorte' }).waitFor();
      await checkScreen(page, '/profile (avatar crop, es)');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await restoreEnglish(page, NAME);
    }
  });
});
