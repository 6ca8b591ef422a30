/**
 * A template theme's logo is one of the caller's cropped logo uploads, named by its id (issue 21, probe finding
 * 1). The probe, as an administrator of another organisation, saved a theme whose logo_url was a Demo University
 * student's upload key, and every member of its organisation was then handed a fresh link to that student's PDF;
 * an expired or tampered link posted as a logo was renewed the same way, and an uploaded HTML page named as the
 * logo ran on the storage origin. Here each of those is refused and stores nothing; a real logo is shown as an
 * image of its admitted type, and themes stored the old way (a key in logoUrl) keep their logo only when that
 * key names a cropped logo of their organisation.
 */
import {
  createTemplateTheme,
  getThemeFrame,
  listTemplateThemes,
  updateTemplateTheme,
  uploadThemeLogo,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { putItem } from '../../src/db/items';
import { templateThemeEntity, type TemplateTheme } from '../../src/db/templates/entities/template-theme';
import { fixture, postToStorage, presign, upload, type ErrorBody } from '../attachments/support';
import { freshOrganisation } from '../hierarchy/support';
import { invoke, type Caller } from '../support/invoke';

interface Theme {
  id: string;
  name: string;
  logo_id: string | null;
  logo_url: string;
  version: number;
}

const colours = { header_background_color: '#8B86CA', assignment_name_color: '#212121', title_color: '#4A4A4A' };
const pdf = fixture('lesson-plan.pdf');

/** A logo uploaded and cropped as `as` (POST /api/template_themes/logo): its image id. */
async function croppedLogo(as: Caller): Promise<string> {
  const png = fixture('square-120.png');
  const signed = await presign(as, { file_name: 'crest.png', file_size: png.byteLength, purpose: 'logo' });
  expect(await postToStorage(signed.body, png)).toBeLessThan(300);
  const logo = await invoke<{ image: { id: string } }>(uploadThemeLogo, {
    as,
    body: { key: signed.body.key, cropping_attr: { crop_x: 0, crop_y: 0, crop_w: 60, crop_h: 60 } },
  });
  expect(logo.status).toBe(201);
  return logo.body.image.id;
}

/** A file admitted as `as` for an attachment component: its id and the key it was uploaded under. */
async function uploadedFile(as: Caller, name: string, bytes: Uint8Array) {
  const { signed, admitted } = await upload(as, name, bytes);
  expect(admitted.status).toBe(201);
  return { id: admitted.body.id, key: signed.key };
}

let org: Awaited<ReturnType<typeof freshOrganisation>>;
let admin: Caller;
let otherAdmin: Caller;
let student: Caller;
const themesOf = async (as: Caller) => (await invoke<{ items: Theme[] }>(listTemplateThemes, { as })).body.items;

beforeAll(async () => {
  org = await freshOrganisation({ student: ['student'] });
  admin = { userId: org.rootAdmin.userId };
  otherAdmin = { userId: org.admin.userId };
  student = { userId: org.users.student!.userId };
});

describe('a theme’s logo must be the caller’s own cropped logo upload (issue 21, probe finding 1)', () => {
  const refusedCases: [string, () => Promise<Record<string, unknown>>, string][] = [
    [
      'another organisation’s upload key as logo_url',
      async () => ({ logo_url: (await uploadedFile('student', 'report.pdf', pdf)).key }),
      'logo_url',
    ],
    [
      'an expired or tampered download link as logo_url',
      async () => ({
        logo_url: `http://localhost:1/uploads/org/${org.organizationId}/user/x/${ulid()}?X-Amz-Expires=1&X-Amz-Signature=0`,
      }),
      'logo_url',
    ],
    ['an outside link as logo_url', async () => ({ logo_url: 'https://example.org/logo.png' }), 'logo_url'],
    [
      'another organisation’s upload id',
      async () => ({ logo_id: (await uploadedFile('student', 'report.pdf', pdf)).id }),
      'logo_id',
    ],
    ['another organisation’s cropped logo', async () => ({ logo_id: await croppedLogo('admin') }), 'logo_id'],
    [
      'another member’s upload of another purpose (a student’s PDF)',
      async () => ({ logo_id: (await uploadedFile(student, 'essay.pdf', pdf)).id }),
      'logo_id',
    ],
    [
      'the caller’s own upload of another purpose (an HTML page)',
      async () => ({ logo_id: (await uploadedFile(admin, 'page.html', fixture('page.html'))).id }),
      'logo_id',
    ],
    [
      'another administrator’s cropped logo of the same organisation',
      async () => ({ logo_id: await croppedLogo(otherAdmin) }),
      'logo_id',
    ],
    ['a storage key as logo_id', async () => ({ logo_id: `org/${org.organizationId}/user/x/${ulid()}` }), 'logo_id'],
  ];

  it.each(refusedCases)('refuses %s on create and on update, storing nothing', async (_label, logo, field) => {
    const name = `Probe ${ulid()}`;
    const created = await invoke<Theme & ErrorBody>(createTemplateTheme, {
      as: admin,
      body: { name, ...colours, ...(await logo()) },
    });
    expect(created.status).toBe(400);
    expect(Object.keys(created.body.fields)).toEqual([field]);
    expect((await themesOf(student)).map((theme) => theme.name)).not.toContain(name);

    const plain = await invoke<Theme>(createTemplateTheme, { as: admin, body: { name, ...colours } });
    const updated = await invoke<Theme & ErrorBody>(updateTemplateTheme, {
      as: admin,
      path: { id: plain.body.id },
      body: { name, ...colours, ...(await logo()), version: plain.body.version },
    });
    expect(updated.status).toBe(400);
    const stored = (await themesOf(student)).find((theme) => theme.id === plain.body.id);
    expect(stored).toMatchObject({ version: plain.body.version, logo_id: null, logo_url: '' });
  });

  it('says so in the field’s own sentence, in Spanish too', async () => {
    const es = await invoke<ErrorBody>(createTemplateTheme, {
      as: admin,
      body: { name: 'Probe', ...colours, logo_url: 'https://example.org/logo.png' },
      headers: { 'accept-language': 'es' },
    });
    expect(es.body.fields.logo_url).toBe('Un logotipo no puede ser un enlace: suba la imagen como logotipo del tema.');
    const en = await invoke<ErrorBody>(createTemplateTheme, {
      as: admin,
      body: { name: 'Probe', ...colours, logo_id: ulid() },
    });
    expect(en.body.fields.logo_id).toBe('Choose a logo you uploaded for a theme.');
  });

  it('takes the caller’s cropped logo and shows every member an image link: inline, its type, nosniff', async () => {
    const logoId = await croppedLogo(admin);
    const created = await invoke<Theme>(createTemplateTheme, {
      as: admin,
      body: { name: 'Crest', ...colours, logo_id: logoId, logo_alternative_text: 'The crest' },
    });
    expect(created.status).toBe(201);
    expect(created.body.logo_id).toBe(logoId);
    const shown = (await themesOf(student)).find((theme) => theme.id === created.body.id) as Theme;
    const image = await fetch(shown.logo_url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    await image.arrayBuffer();
    const frame = await invoke<{ template_theme: { logo_id: string | null; logo_url: string } }>(getThemeFrame, {
      as: student,
      path: { themeType: 'breeze' },
    });
    expect(frame.body.template_theme.logo_id).toBe(logoId);

    // Another administrator changes the theme and keeps the logo it has (it was checked when it was set).
    const kept = await invoke<Theme>(updateTemplateTheme, {
      as: otherAdmin,
      path: { id: created.body.id },
      body: { name: 'Crest 2', ...colours, logo_id: logoId, version: created.body.version },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.logo_id).toBe(logoId);
    const cleared = await invoke<Theme>(updateTemplateTheme, {
      as: otherAdmin,
      path: { id: created.body.id },
      body: { name: 'Crest 3', ...colours, version: kept.body.version },
    });
    expect(cleared.body).toMatchObject({ logo_id: null, logo_url: '' });
  });
});

describe('themes stored with a key in logoUrl (before issue 21)', () => {
  /** A theme item as the old code wrote it: the logo as the object key taken from the request. */
  async function legacyTheme(name: string, logoUrl: string): Promise<string> {
    const now = new Date().toISOString();
    const themeId = ulid();
    const theme = {
      organizationId: org.organizationId,
      themeId,
      name,
      align: 'left',
      headerBackgroundColor: '#8B86CA',
      assignmentNameColor: '#212121',
      titleColor: '#4A4A4A',
      footer: '',
      logoUrl,
      logoAlternativeText: '',
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    await putItem(templateThemeEntity, theme as unknown as TemplateTheme);
    return themeId;
  }

  it('keeps showing a logo whose key names a cropped logo of the organisation, and saves it by id', async () => {
    const logoId = await croppedLogo(admin);
    const themeId = await legacyTheme('Old crest', `org/${org.organizationId}/user/${org.rootAdmin.userId}/${logoId}`);
    const shown = (await themesOf(student)).find((theme) => theme.id === themeId) as Theme;
    expect(shown.logo_id).toBe(logoId);
    const image = await fetch(shown.logo_url);
    expect(image.headers.get('content-type')).toBe('image/png');
    await image.arrayBuffer();
    const saved = await invoke<Theme>(updateTemplateTheme, {
      as: otherAdmin,
      path: { id: themeId },
      body: { name: 'Old crest', ...colours, logo_id: logoId, version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.logo_id).toBe(logoId);
  });

  it.each([
    ['a member’s PDF of the organisation', async () => (await uploadedFile(student, 'essay.pdf', pdf)).key],
    ['another organisation’s upload', async () => (await uploadedFile('student', 'report.pdf', pdf)).key],
    ['an outside link', async () => 'https://example.org/logo.png'],
  ])('shows no logo for a key or link naming %s', async (_label, logoUrl) => {
    const themeId = await legacyTheme('Old probe', await logoUrl());
    const shown = (await themesOf(student)).find((theme) => theme.id === themeId);
    expect(shown).toMatchObject({ logo_id: null, logo_url: '' });
  });
});
