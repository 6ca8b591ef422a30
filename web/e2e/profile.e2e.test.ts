import { describe, expect, it, jest } from '@jest/globals';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { useBrowserPage } from './support/browser';
import { checkScreen } from './support/screen';
import { openUserPanel, signIn } from './support/session';

jest.setTimeout(300_000);

/** The repository's upload fixtures (fixtures/README.md): a 300×200 solid-colour PNG and a one-page PDF. */
const UPLOADS = fileURLToPath(new URL('../../fixtures/uploads/', import.meta.url));
const PNG = join(UPLOADS, 'wide-300x200.png');
const PDF = join(UPLOADS, 'lesson-plan.pdf');

/** The profile suite's own student (README demo table): avatar, profile and language are server state. */
const STUDENT = 'student4@demo.test';
const NAME = 'Avery Lindqvist';

/** The shell's avatar once its picture has loaded: its natural size (the server's crop). */
async function shellAvatarSize(page: Page): Promise<{ width: number; height: number }> {
  const avatar = page.locator('header img.avatar').first();
  await avatar.waitFor();
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>('header img.avatar');
    return image !== null && image.complete && image.naturalWidth > 0;
  });
  return avatar.evaluate((image: HTMLImageElement) => ({ width: image.naturalWidth, height: image.naturalHeight }));
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

  it('crops an avatar from the keyboard, shows it in the shell at once, and crops it again', async () => {
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

    await dialog.getByRole('button', { name: 'Save picture' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(shellAvatarSize(page)).resolves.toEqual({ width: 133, height: 133 });
    await checkScreen(page, '/via/inprogress (new avatar)');

    // Cropped again from the image it was cut from: zoom back out to the whole height.
    dialog = await openAvatarDialog(page);
    await dialog.getByRole('button', { name: 'Crop the current picture again' }).click();
    await dialog.getByRole('group', { name: 'Crop box' }).waitFor();
    await dialog.getByLabel('Zoom').fill('1');
    await expect(dialog.getByLabel('Zoom').inputValue()).resolves.toBe('1');
    await page.waitForFunction(() =>
      /100% of the picture wide\.$/.test(document.querySelector('.avatar-crop [role="status"]')?.textContent ?? ''),
    );
    await dialog.getByRole('button', { name: 'Save picture' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(shellAvatarSize(page)).resolves.toEqual({ width: 200, height: 200 });
  });
});
