/**
 * "Add to my timeline" from the insert dialogs (spec 1 §5 "a title when adding to the timeline"; issue 14): POST
 * …/portfolios/evidence/media makes an evidence item holding the media, on the timeline, its file held. And
 * (issue 14 "Left") an image, gallery or attachment component names only its owner's uploads: another user's
 * file is refused at every save, by component, and nothing changes.
 */
import {
  createEvidence,
  createMediaEvidence,
  deleteAttachment,
  getPortfolio,
  listTimeline,
  saveEvidence,
  type Attachment,
} from '@tessera/shared';
import { fixture, upload } from '../attachments/support';
import type { FixtureUser } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';
import {
  createdPortfolio,
  freshUser,
  publishedEportfolioTemplate,
  save,
  type ErrorBody,
  type Portfolio,
} from './support';

const IMAGE = 'image-1';
const GALLERY = 'image_gallery-1';
const ATTACHMENT = 'attachment-1';

async function uploaded(owner: FixtureUser, name = 'tiny-40.png'): Promise<Attachment> {
  const { admitted } = await upload({ userId: owner.userId }, name, fixture(name));
  expect(admitted.status).toBe(201);
  return admitted.body;
}

const imageContent = (file: Attachment) => ({
  id: file.id,
  public_url: file.public_url,
  alternative_text: 'A small square',
});

const addToTimeline = (owner: FixtureUser, body: Record<string, unknown>, language = 'en') =>
  invoke<Portfolio & ErrorBody>(createMediaEvidence, {
    as: { userId: owner.userId },
    path: { id: owner.userId },
    body,
    headers: { 'accept-language': language, 'x-tessera-organization': 'org_demo' },
  });

const timelineOf = (owner: FixtureUser) =>
  invoke<{ items: Portfolio[]; total: number }>(listTimeline, {
    as: { userId: owner.userId },
    path: { id: owner.userId },
  });

describe('media evidence: "Add to my timeline"', () => {
  it('makes an in-preparation evidence item holding the image, on the timeline, its file held', async () => {
    const owner = await freshUser();
    const file = await uploaded(owner);
    const { result: made, calls } = await countingRoundTrips(() =>
      addToTimeline(owner, { title: '  Lab bench  ', kind: 'image', content: imageContent(file) }),
    );
    expect(made.status).toBe(201);
    // Actor (1 with the hint) + the named files (1 BatchGetItem) + the file's use (1 UpdateItem) + the write (1).
    expect(calls).toEqual([
      'TransactGetItemsCommand',
      'BatchGetItemCommand',
      'UpdateItemCommand',
      'TransactWriteItemsCommand',
    ]);
    expect(made.body).toMatchObject({
      type: 'evidence',
      title: 'Lab bench',
      state: 'in_preparation',
      display_on_timeline: true,
      content: { [IMAGE]: { id: file.id, alternative_text: 'A small square' } },
    });
    const components = made.body.pages.flatMap((page) => page.components.map((component) => component.type));
    expect(components).toEqual(['text', 'image']);

    const timeline = await timelineOf(owner);
    expect(timeline.body.items.map((item) => item.id)).toEqual([made.body.id]);

    // The file is held: it cannot be deleted from the owner's files.
    const removal = await invoke(deleteAttachment, {
      as: { userId: owner.userId },
      path: { id: owner.userId, attachmentId: file.id },
    });
    expect(removal.status).toBe(409);
  });

  it('holds a gallery, a video and attachments the same way', async () => {
    const owner = await freshUser();
    const [first, second] = [await uploaded(owner), await uploaded(owner, 'square-120.png')];
    const gallery = await addToTimeline(owner, {
      title: 'Field trip',
      kind: 'image_gallery',
      content: { images: [imageContent(first)] },
    });
    expect(gallery.status).toBe(201);
    expect(gallery.body.content).toMatchObject({ [GALLERY]: { images: [{ id: first.id }] } });
    const video = await addToTimeline(owner, {
      title: 'Lesson',
      kind: 'video',
      content: { content: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    });
    expect(video.status).toBe(201);
    const files = await addToTimeline(owner, {
      title: 'Handouts',
      kind: 'attachment',
      content: { attachments: [{ id: second.id, filename: second.filename }] },
    });
    expect(files.status).toBe(201);
    expect(files.body.content).toMatchObject({ [ATTACHMENT]: { attachments: [{ id: second.id }] } });
    const timeline = await timelineOf(owner);
    expect(timeline.body.total).toBe(3);
    const removal = await invoke(deleteAttachment, {
      as: { userId: owner.userId },
      path: { id: owner.userId, attachmentId: second.id },
    });
    expect(removal.status).toBe(409);
  });

  it("refuses a blank title, an empty media, a bad video link and another user's file, making nothing", async () => {
    const owner = await freshUser();
    const other = await freshUser();
    const theirs = await uploaded(other);

    const blank = await addToTimeline(owner, { title: '   ', kind: 'image', content: {} });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toEqual({ title: 'Please enter a title.', [IMAGE]: 'This field cannot be left blank.' });
    const spanish = await addToTimeline(owner, { title: ' ', kind: 'video', content: { content: 'x' } }, 'es');
    expect(spanish.body.fields).toEqual({ title: 'Introduzca un título.' });

    const badVideo = await addToTimeline(owner, {
      title: 'Lesson',
      kind: 'video',
      content: { content: 'https://vimeo.com/1' },
    });
    expect(badVideo.status).toBe(400);
    expect(badVideo.body.fields).toEqual({ 'video-1': 'Please provide a valid YouTube video link.' });

    const notOwn = await addToTimeline(owner, { title: 'Borrowed', kind: 'image', content: imageContent(theirs) });
    expect(notOwn.status).toBe(400);
    expect(notOwn.body.fields).toEqual({
      [IMAGE]: 'Choose one of your own uploaded files: this file is not one of them.',
    });
    const notOwnEs = await addToTimeline(
      owner,
      { title: 'Borrowed', kind: 'image', content: imageContent(theirs) },
      'es',
    );
    expect(notOwnEs.body.fields).toEqual({
      [IMAGE]: 'Elija uno de sus propios archivos subidos: este archivo no es uno de ellos.',
    });

    expect((await timelineOf(owner)).body.total).toBe(0);
    // The other user's file was not held by the refused item.
    const removal = await invoke(deleteAttachment, {
      as: { userId: other.userId },
      path: { id: other.userId, attachmentId: theirs.id },
    });
    expect(removal.status).toBe(200);
  });

  it("is 404 for another user's timeline", async () => {
    const owner = await freshUser();
    const other = await freshUser();
    const file = await uploaded(owner);
    const answer = await invoke(createMediaEvidence, {
      as: { userId: owner.userId },
      path: { id: other.userId },
      body: { title: 'Probe', kind: 'image', content: imageContent(file) },
    });
    expect(answer.status).toBe(404);
  });
});

describe("uploads named in content are the owner's own (issue 14)", () => {
  let templateId: string;

  beforeAll(async () => {
    templateId = await publishedEportfolioTemplate('Uploads', [
      { component_id: IMAGE, type: 'image', label: 'Photo', optional: true },
      { component_id: GALLERY, type: 'image_gallery', label: 'Field trip', optional: true },
      { component_id: ATTACHMENT, type: 'attachment', label: 'Handouts', optional: true },
    ]);
  });

  it("refuses another user's file in an image, a gallery and an attachment component at save, changing nothing", async () => {
    const owner = await freshUser();
    const other = await freshUser();
    const mine = await uploaded(owner);
    const theirs = await uploaded(other);
    const portfolio = await createdPortfolio(owner, templateId);

    const { result: refused, calls } = await countingRoundTrips(() =>
      save(owner, portfolio, {
        fields: {
          [IMAGE]: imageContent(theirs),
          [GALLERY]: { images: [imageContent(mine), imageContent(theirs)] },
          [ATTACHMENT]: { attachments: [{ id: theirs.id, filename: theirs.filename }] },
        },
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      [IMAGE]: 'Choose one of your own uploaded files: this file is not one of them.',
      [GALLERY]: 'Choose one of your own uploaded files: this file is not one of them.',
      [ATTACHMENT]: 'Choose one of your own uploaded files: this file is not one of them.',
    });
    // Actor + the portfolio (consistent) + the named files, all in one BatchGetItem; nothing written.
    expect(calls.filter((call) => call === 'BatchGetItemCommand')).toHaveLength(1);
    expect(calls.filter((call) => /Write|Put|Update/.test(call))).toEqual([]);

    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: portfolio.id },
    });
    expect(read.body).toMatchObject({ version: portfolio.version, content: {} });

    // The owner's own files save.
    const saved = await save(owner, portfolio, {
      fields: { [IMAGE]: imageContent(mine), [GALLERY]: { images: [imageContent(mine)] } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.portfolio.content).toMatchObject({ [IMAGE]: { id: mine.id } });
    const current = saved.body.portfolio;

    // Auto-save (after the author's first save) and submit go through the same check; an id already held is not
    // checked again, a new one is.
    const autoSave = await save(owner, current, {
      auto_save: true,
      fields: { [IMAGE]: imageContent(mine), [GALLERY]: { images: [imageContent(mine), imageContent(theirs)] } },
    });
    expect(autoSave.status).toBe(400);
    expect(autoSave.body.fields).toEqual({
      [GALLERY]: 'Choose one of your own uploaded files: this file is not one of them.',
    });
    const submit = await save(owner, current, {
      portfolio_action: 'advance',
      fields: { [ATTACHMENT]: { attachments: [{ id: theirs.id }] } },
    });
    expect(submit.status).toBe(400);
    expect(submit.body.fields).toEqual({
      [ATTACHMENT]: 'Choose one of your own uploaded files: this file is not one of them.',
    });
    const after = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: portfolio.id },
    });
    expect(after.body).toMatchObject({ version: current.version, state: current.state });
    expect(after.body.content).toEqual(current.content);
  });

  it("refuses another user's file in an evidence item's save", async () => {
    const owner = await freshUser();
    const other = await freshUser();
    const theirs = await uploaded(other);
    const mine = await uploaded(owner);
    const made = await addToTimeline(owner, { title: 'Mine', kind: 'image', content: imageContent(mine) });
    expect(made.status).toBe(201);
    const refused = await invoke<ErrorBody>(saveEvidence, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: made.body.id },
      body: { version: made.body.version, title: 'Mine', fields: { [IMAGE]: imageContent(theirs) } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      [IMAGE]: 'Choose one of your own uploaded files: this file is not one of them.',
    });
    // Replacing the image in the evidence editor moves the hold: the old file can be deleted, the new one not.
    const replacement = await uploaded(owner, 'square-120.png');
    const replaced = await invoke<{ portfolio: Portfolio } & ErrorBody>(saveEvidence, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: made.body.id },
      body: { version: made.body.version, title: 'Mine', fields: { [IMAGE]: imageContent(replacement) } },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.portfolio.content).toMatchObject({ [IMAGE]: { id: replacement.id } });
    const held = await invoke(deleteAttachment, {
      as: { userId: owner.userId },
      path: { id: owner.userId, attachmentId: replacement.id },
    });
    expect(held.status).toBe(409);
    const released = await invoke(deleteAttachment, {
      as: { userId: owner.userId },
      path: { id: owner.userId, attachmentId: mine.id },
    });
    expect(released.status).toBe(200);

    // Evidence made the old way keeps its one text component.
    const plain = await invoke<Portfolio>(createEvidence, {
      as: { userId: owner.userId },
      path: { id: owner.userId },
      body: { title: 'Plain' },
    });
    expect(plain.body.pages.flatMap((page) => page.components.map((component) => component.type))).toEqual(['text']);
  });
});
