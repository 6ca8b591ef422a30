/**
 * Images cropped on the server in the real library (sharp; BMP through bmp-ts): the avatar (spec 2 §5, §7:
 * jpg, jpeg, png, bmp, 5 MB, square, at least 90×90, "Something wrong when crop avatar"), the cover (spec 3 §5:
 * 1.5:1, at least 75×50) and the template theme's logo (spec 2 §5, §7: at least 25×25, alternative text). The
 * crops' pixels are read back from storage and measured.
 */
import sharp from 'sharp';
import {
  createTemplateTheme,
  getCurrentUser,
  getAttachment,
  getAvatar,
  listTemplateThemes,
  recropAvatar,
  recropThemeLogo,
  setAvatar,
  updateTemplateTheme,
  uploadCover,
  uploadThemeLogo,
  type Attachment,
} from '@tessera/shared';
import { freshOrganisation } from '../hierarchy/support';
import { createUser, demoUserId } from '../support/fixtures';
import { invoke, type Caller } from '../support/invoke';
import { fixture, isStored, postToStorage, presign, type ErrorBody } from './support';

interface Cropped {
  image: Attachment;
  original: Attachment;
}

/** Presign with `purpose` and put the file in storage: the key to admit. */
async function uploaded(as: Caller, name: string, file: string, purpose: string): Promise<string> {
  const bytes = fixture(file);
  const signed = await presign(as, { file_name: name, file_size: bytes.byteLength, purpose });
  expect(signed.status).toBe(200);
  expect(await postToStorage(signed.body, bytes)).toBeLessThan(300);
  return signed.body.key;
}

/** The stored image behind a link, measured. */
async function measured(url: string) {
  const answer = await fetch(url);
  expect(answer.status).toBe(200);
  const metadata = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
  return { format: metadata.format, width: metadata.width, height: metadata.height };
}

const crop = (crop_x: number, crop_y: number, crop_w: number, crop_h: number) => ({ crop_x, crop_y, crop_w, crop_h });

describe('the avatar (spec 2 §5, §7)', () => {
  const post = async (key: string, area: ReturnType<typeof crop>, language = 'en') =>
    invoke<Cropped & ErrorBody>(setAvatar, {
      as: 'coordinator',
      path: { id: await demoUserId('coordinator') },
      body: { key, ...area },
      headers: { 'accept-language': language },
    });

  it('crops a PNG square on the server and makes it the avatar /api/users/me shows', async () => {
    const key = await uploaded('coordinator', 'me.png', 'square-120.png', 'avatar');
    const { status, body } = await post(key, crop(10, 10, 100, 100));
    expect(status).toBe(201);
    expect(body.image).toMatchObject({ type: 'png', purpose: 'avatar', filename: 'me.png' });
    expect(body.original).toMatchObject({ type: 'png', size: fixture('square-120.png').byteLength });
    expect(await measured(body.image.url)).toEqual({ format: 'png', width: 100, height: 100 });
    const me = await invoke<{ avatar_small: string }>(getCurrentUser, { as: 'coordinator' });
    expect(await measured(me.body.avatar_small)).toEqual({ format: 'png', width: 100, height: 100 });
  });

  it('crops it again from the original (PUT), and the previous crop goes with its file', async () => {
    const key = await uploaded('coordinator', 'me.png', 'square-120.png', 'avatar');
    const first = (await post(key, crop(0, 0, 120, 120))).body;
    const again = await invoke<Cropped>(recropAvatar, {
      as: 'coordinator',
      path: { id: await demoUserId('coordinator') },
      body: crop(5, 5, 90, 90),
    });
    expect(again.status).toBe(200);
    expect(again.body.original.id).toBe(first.original.id);
    expect(await measured(again.body.image.url)).toMatchObject({ width: 90, height: 90 });
    const old = await invoke(getAttachment, {
      as: 'coordinator',
      path: { id: await demoUserId('coordinator'), attachmentId: first.image.id },
    });
    expect(old.status).toBe(404);
  });

  it('keeps the original (avatar_original): after a reload GET answers it, and PUT crops again without a new upload', async () => {
    const user = await createUser({ memberships: [['org_demo', ['student']]], firstName: 'Avery' });
    const as = { userId: user.userId };
    const none = await invoke<ErrorBody>(getAvatar, { as, path: { id: user.userId } });
    expect(none.status).toBe(404);
    const key = await uploaded(as, 'me.png', 'square-120.png', 'avatar');
    const first = await invoke<Cropped>(setAvatar, {
      as,
      path: { id: user.userId },
      body: { key, ...crop(0, 0, 120, 120) },
    });
    expect(first.status).toBe(201);
    // A new session knows nothing of the first answer: GET is all it has.
    const kept = await invoke<Cropped>(getAvatar, { as, path: { id: user.userId } });
    expect(kept.status).toBe(200);
    expect(kept.body.image.id).toBe(first.body.image.id);
    expect(kept.body.original.id).toBe(first.body.original.id);
    expect(await measured(kept.body.original.url)).toEqual({ format: 'png', width: 120, height: 120 });
    const again = await invoke<Cropped>(recropAvatar, { as, path: { id: user.userId }, body: crop(20, 20, 90, 90) });
    expect(again.status).toBe(200);
    const after = await invoke<Cropped>(getAvatar, { as, path: { id: user.userId } });
    expect(after.body.image.id).toBe(again.body.image.id);
    expect(after.body.original.id).toBe(first.body.original.id);
    expect(await measured(after.body.image.url)).toEqual({ format: 'png', width: 90, height: 90 });
  });

  it('answers 404 for another user’s avatar (everything under /api/users/{id} is the caller’s own)', async () => {
    const answer = await invoke<ErrorBody>(getAvatar, { as: 'student', path: { id: await demoUserId('coordinator') } });
    expect(answer.status).toBe(404);
  });

  it('decodes BMP and JPEG, storing the crop as JPEG', async () => {
    const bmp = await post(await uploaded('coordinator', 'me.bmp', 'square-100.bmp', 'avatar'), crop(0, 0, 100, 100));
    expect(bmp.status).toBe(201);
    expect(bmp.body.original.type).toBe('bmp');
    expect(await measured(bmp.body.image.url)).toEqual({ format: 'jpeg', width: 100, height: 100 });
    const jpg = await post(
      await uploaded('coordinator', 'me.jpg', 'gradient-160x120.jpg', 'avatar'),
      crop(30, 10, 95, 95),
    );
    expect(await measured(jpg.body.image.url)).toEqual({ format: 'jpeg', width: 95, height: 95 });
  });

  it.each([
    ['smaller than 90×90', 'tiny-40.png', crop(0, 0, 40, 40)],
    ['not square', 'square-120.png', crop(0, 0, 110, 95)],
    ['outside the image', 'square-120.png', crop(50, 50, 100, 100)],
  ])(
    'refuses a selection %s with "Something wrong when crop avatar", removing the upload',
    async (_label, file, area) => {
      const key = await uploaded('coordinator', 'me.png', file, 'avatar');
      const answer = await post(key, area);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Something wrong when crop avatar');
      expect(await isStored(key)).toBe(false);
      expect((await post(key, crop(0, 0, 90, 90))).status).toBe(404);
    },
  );

  it('refuses an upload signed for another purpose, and a GIF before signing', async () => {
    const attachmentKey = await uploaded('coordinator', 'me.png', 'square-120.png', 'attachment');
    expect((await post(attachmentKey, crop(0, 0, 100, 100))).status).toBe(404);
    const gif = await presign('coordinator', { file_name: 'me.gif', file_size: 90, purpose: 'avatar' });
    expect(gif.body.message).toBe('Invalid file type. Permitted file types: jpg, jpeg, png, bmp');
  });
});

describe('the cover image (spec 3 §5)', () => {
  const post = async (key: string, area: ReturnType<typeof crop>) =>
    invoke<Cropped & ErrorBody>(uploadCover, {
      as: 'coordinator',
      path: { id: await demoUserId('coordinator') },
      body: { key, ...area, alternative_text: 'Classroom' },
    });

  it('crops 1.5:1 on the server and keeps the alternative text', async () => {
    const answer = await post(
      await uploaded('coordinator', 'cover.png', 'wide-300x200.png', 'cover'),
      crop(0, 0, 300, 200),
    );
    expect(answer.status).toBe(201);
    expect(answer.body.image).toMatchObject({ purpose: 'cover', alternative_text: 'Classroom' });
    expect(await measured(answer.body.image.url)).toEqual({ format: 'png', width: 300, height: 200 });
  });

  it('refuses another ratio, or less than 75×50', async () => {
    const ratio = await post(
      await uploaded('coordinator', 'cover.png', 'wide-300x200.png', 'cover'),
      crop(0, 0, 280, 200),
    );
    expect(ratio.status).toBe(400);
    expect(ratio.body.message).toBe(
      'Something went wrong when cropping the image. Choose another area or another image.',
    );
    const small = await post(
      await uploaded('coordinator', 'cover.png', 'wide-300x200.png', 'cover'),
      crop(0, 0, 60, 40),
    );
    expect(small.status).toBe(400);
  });
});

describe('the template theme’s logo (spec 2 §5, §7)', () => {
  // A fresh organisation: the themes made here become its default, which Demo University's tests must not see.
  let rootAdmin: Caller;
  beforeAll(async () => {
    rootAdmin = { userId: (await freshOrganisation()).rootAdmin.userId };
  });

  it('crops the logo (→ url, image.id), a theme saved with that id shows it, and PUT crops it again at the theme’s version', async () => {
    const key = await uploaded(rootAdmin, 'logo.png', 'square-120.png', 'logo');
    const logo = await invoke<Cropped & { url: string; logo_alternative_text: string } & ErrorBody>(uploadThemeLogo, {
      as: rootAdmin,
      body: { key, cropping_attr: crop(0, 0, 60, 30), logo_alternative_text: 'Demo University crest' },
    });
    expect(logo.status).toBe(201);
    expect(logo.body.logo_alternative_text).toBe('Demo University crest');
    expect(await measured(logo.body.url)).toEqual({ format: 'png', width: 60, height: 30 });

    const theme = await invoke<{ id: string; version: number; logo_id: string; logo_url: string }>(
      createTemplateTheme,
      {
        as: rootAdmin,
        body: {
          name: 'Logo probe',
          header_background_color: '#8B86CA',
          assignment_name_color: '#212121',
          title_color: '#4A4A4A',
          logo_id: logo.body.image.id,
          logo_alternative_text: 'Demo University crest',
        },
      },
    );
    expect(theme.status).toBe(201);
    expect(theme.body.logo_id).toBe(logo.body.image.id);
    // Shown as a fresh link to the cropped image.
    expect(await measured(theme.body.logo_url)).toEqual({ format: 'png', width: 60, height: 30 });

    const again = await invoke<Cropped & { url: string } & ErrorBody>(recropThemeLogo, {
      as: rootAdmin,
      path: { id: theme.body.id },
      body: { cropping_attr: crop(10, 10, 25, 25), version: theme.body.version },
    });
    expect(again.status).toBe(200);
    expect(again.body.original.id).toBe(logo.body.original.id);
    expect(await measured(again.body.url)).toEqual({ format: 'png', width: 25, height: 25 });
    const listed = await invoke<{ items: { id: string; logo_id: string; logo_url: string; version: number }[] }>(
      listTemplateThemes,
      { as: rootAdmin },
    );
    const saved = listed.body.items.find((item) => item.id === theme.body.id);
    expect(saved?.logo_id).toBe(again.body.image.id);
    expect(await measured(saved?.logo_url as string)).toEqual({ format: 'png', width: 25, height: 25 });
    expect(saved?.version).toBe(theme.body.version + 1);

    const stale = await invoke<ErrorBody>(recropThemeLogo, {
      as: rootAdmin,
      path: { id: theme.body.id },
      body: { cropping_attr: crop(0, 0, 30, 30), version: theme.body.version },
    });
    expect(stale.status).toBe(409);
    const small = await invoke<ErrorBody>(recropThemeLogo, {
      as: rootAdmin,
      path: { id: theme.body.id },
      body: { cropping_attr: crop(0, 0, 20, 20), version: theme.body.version + 1 },
    });
    expect(small.status).toBe(400);
    // A theme saved again with the logo it was shown keeps it.
    const resaved = await invoke<{ logo_url: string; version: number }>(updateTemplateTheme, {
      as: rootAdmin,
      path: { id: theme.body.id },
      body: {
        name: 'Logo probe',
        header_background_color: '#8B86CA',
        assignment_name_color: '#212121',
        title_color: '#4A4A4A',
        logo_id: saved?.logo_id,
        version: theme.body.version + 1,
      },
    });
    expect(resaved.status).toBe(200);
    expect(await measured(resaved.body.logo_url)).toEqual({ format: 'png', width: 25, height: 25 });
  });

  it('has nothing to crop on a theme without a logo (404)', async () => {
    const theme = await invoke<{ id: string; version: number }>(createTemplateTheme, {
      as: rootAdmin,
      body: {
        name: 'No logo',
        header_background_color: '#8B86CA',
        assignment_name_color: '#212121',
        title_color: '#4A4A4A',
      },
    });
    const answer = await invoke(recropThemeLogo, {
      as: rootAdmin,
      path: { id: theme.body.id },
      body: { cropping_attr: crop(0, 0, 30, 30), version: theme.body.version },
    });
    expect(answer.status).toBe(404);
  });
});
