/**
 * Evidence items through the HTTP API (spec 1 §2 the evidence editor's two steps, §4 "A new evidence item
 * starts as created and is saved with save_as_draft"; spec 2 §5 the evidence date): made, saved with their
 * description (title, date, abstract, the cover uploadCover made and its alternative text) and content;
 * every refusal names its field and changes nothing; others' items, and other organisations', are 404.
 */
import {
  createEvidence,
  deleteAttachment,
  getPortfolio,
  saveEvidence,
  uploadCover,
  type Attachment,
} from '@tessera/shared';
import { fixture, postToStorage, presign } from '../attachments/support';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { createUser, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { createdPortfolio, freshUser, save, type ErrorBody, type Portfolio } from './support';

type Change = { portfolio: Portfolio; message: string } & ErrorBody;

async function newEvidence(owner: FixtureUser, title?: string): Promise<Portfolio> {
  const { status, body } = await invoke<Portfolio>(createEvidence, {
    as: { userId: owner.userId },
    path: { id: owner.userId },
    body: title ? { title } : {},
  });
  expect(status).toBe(201);
  return body;
}

const saveDescription = (
  owner: FixtureUser,
  evidence: { id: string; version: number },
  body: Record<string, unknown>,
  as: { userId: string } = { userId: owner.userId },
) =>
  invoke<Change>(saveEvidence, {
    as,
    path: { id: owner.userId, portfolioId: evidence.id },
    body: { version: evidence.version, ...body },
  });

/** A cover cropped by attachments' uploadCover for `owner`: its image. */
async function coverOf(owner: FixtureUser, alternativeText?: string): Promise<Attachment> {
  const as = { userId: owner.userId };
  const bytes = fixture('wide-300x200.png');
  const signed = await presign(as, { file_name: 'cover.png', file_size: bytes.byteLength, purpose: 'cover' });
  expect(await postToStorage(signed.body, bytes)).toBeLessThan(300);
  const cropped = await invoke<{ image: Attachment }>(uploadCover, {
    as,
    path: { id: owner.userId },
    body: {
      key: signed.body.key,
      crop_x: 0,
      crop_y: 0,
      crop_w: 300,
      crop_h: 200,
      ...(alternativeText ? { alternative_text: alternativeText } : {}),
    },
  });
  expect(cropped.status).toBe(201);
  return cropped.body.image;
}

describe('the evidence editor: create, then save_as_draft with the description', () => {
  it('makes a created evidence item on the timeline with one content component the owner edits', async () => {
    const owner = await freshUser();
    const evidence = await newEvidence(owner, '  Lesson plan  ');
    expect(evidence).toMatchObject({
      type: 'evidence',
      title: 'Lesson plan',
      state: 'created',
      display_on_timeline: true,
      evidence_date: null,
      cover_url: '',
      cover_image_id: null,
      version: 1,
      workflow: { id: 'EportfolioWorkflow', permissions: { edit: true } },
    });
    expect(evidence.component_modes).toEqual({ 'text-1': 'editable' });
    expect(evidence.buttons.map((b) => b.action)).toContain('save_as_draft');
  });

  it('saves title, date, abstract, content and cover; the date orders it on the timeline', async () => {
    const owner = await freshUser();
    const evidence = await newEvidence(owner);
    const cover = await coverOf(owner, 'Students at work');
    const saved = await saveDescription(owner, evidence, {
      title: ' Field notes ',
      date: '3/7/2031',
      abstract_text: 'What I saw in week one.',
      cover_image_id: cover.id,
      fields: { 'text-1': { content: '<p>Notes</p>' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Field notes draft has been saved.');
    expect(saved.body.portfolio).toMatchObject({
      title: 'Field notes',
      state: 'in_preparation',
      evidence_date: '2031-03-07',
      timeline_order_datetime: '2031-03-07T00:00:00.000Z',
      abstract_text: 'What I saw in week one.',
      cover_image_id: cover.id,
      cover_alternative_text: 'Students at work',
      is_user_alt_text: true,
      content: { 'text-1': { content: '<p>Notes</p>' } },
      version: 2,
    });
    // The cover is answered as a link to the stored image, which opens.
    expect(saved.body.portfolio.cover_url).toMatch(/^https?:\/\//);
    expect((await fetch(saved.body.portfolio.cover_url)).status).toBe(200);
    // Every answer carrying the item links its cover, the composer's content save too.
    const content = await save(owner, saved.body.portfolio, { fields: { 'text-1': { content: '<p>Notes!</p>' } } });
    expect(content.body.portfolio.cover_url).toMatch(/^https?:\/\//);

    // A cover in use cannot be deleted from the owner's files.
    const removal = await invoke(deleteAttachment, {
      as: { userId: owner.userId },
      path: { id: owner.userId, attachmentId: cover.id },
    });
    expect(removal.status).toBeGreaterThanOrEqual(400);

    // The owner's own alternative text replaces it; clearing the date and the cover is allowed.
    const again = await saveDescription(owner, content.body.portfolio, {
      title: 'Field notes',
      date: '',
      cover_image_id: cover.id,
      cover_alternative_text: 'Two students reading',
    });
    expect(again.body.portfolio).toMatchObject({ evidence_date: null, cover_alternative_text: 'Two students reading' });
    const cleared = await saveDescription(owner, again.body.portfolio, { title: 'Field notes', cover_image_id: null });
    expect(cleared.body.portfolio).toMatchObject({ cover_url: '', cover_image_id: null, cover_alternative_text: '' });
    // Without a cover named, the cover stays and the rest is saved.
    const later = await saveDescription(owner, cleared.body.portfolio, {
      title: 'Field notes, week 1',
      fields: { 'text-1': { content: '<p>More notes</p>' } },
    });
    expect(later.body.portfolio).toMatchObject({
      version: 6,
      title: 'Field notes, week 1',
      content: { 'text-1': { content: '<p>More notes</p>' } },
    });
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: evidence.id },
    });
    expect(read.body).toMatchObject({
      version: 6,
      cover_image_id: null,
      title: 'Field notes, week 1',
      content: { 'text-1': { content: '<p>More notes</p>' } },
    });
  });

  it('refuses a bad date, a blank title, an unknown cover and a stale version, changing nothing', async () => {
    const owner = await freshUser();
    const evidence = await newEvidence(owner, 'Draft');
    const bad = await saveDescription(owner, evidence, { title: ' ', date: '13/45/2031' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({
      title: 'Please enter a title.',
      date: 'Please enter a valid date in the format mm/dd/yyyy.',
    });
    const spanish = await invoke<ErrorBody>(saveEvidence, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: evidence.id },
      body: { version: 1, title: 'Borrador', date: '2031-03-07' },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body.fields).toEqual({ date: 'Introduzca una fecha válida con el formato dd/mm/aaaa.' });

    const someoneElse = await freshUser();
    const theirCover = await coverOf(someoneElse);
    const foreign = await saveDescription(owner, evidence, { title: 'Draft', cover_image_id: theirCover.id });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({
      cover_image_id: 'Upload the cover image again: this one is no longer available.',
    });

    const readOnly = await saveDescription(owner, evidence, { title: 'Draft', fields: { 'nope-1': { content: 'x' } } });
    expect(readOnly.status).toBe(400);

    const stale = await saveDescription(owner, { id: evidence.id, version: 7 }, { title: 'Draft' });
    expect(stale.status).toBe(409);
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: evidence.id },
    });
    expect(read.body).toMatchObject({ version: 1, title: 'Draft', state: 'created', evidence_date: null });
  });

  it('auto-saves what was typed before any title (spec 3 §4: auto-save from the first change), Save still asks for one', async () => {
    const owner = await freshUser();
    // The editor's first auto-save makes the item (POST) and saves what was typed into it (PUT).
    const evidence = await newEvidence(owner);
    const auto = await saveDescription(owner, evidence, {
      auto_save: true,
      title: '',
      date: '11/01/2031',
      fields: { 'text-1': { content: '<p>Typed before any title</p>' } },
    });
    expect(auto.status).toBe(200);
    expect(auto.body.portfolio).toMatchObject({
      title: '',
      evidence_date: '2031-11-01',
      state: 'in_preparation',
      version: 2,
      content: { 'text-1': { content: '<p>Typed before any title</p>' } },
    });
    // A bad date is refused on an auto-save too (the editor does not send one: it blocks auto-save).
    const badDate = await saveDescription(owner, auto.body.portfolio, {
      auto_save: true,
      title: '',
      date: '31/12/2031',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.fields).toEqual({ date: 'Please enter a valid date in the format mm/dd/yyyy.' });
    const manual = await saveDescription(owner, auto.body.portfolio, { title: ' ' });
    expect(manual.status).toBe(400);
    expect(manual.body.fields).toEqual({ title: 'Please enter a title.' });
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: evidence.id },
    });
    expect(read.body).toMatchObject({
      version: 2,
      content: { 'text-1': { content: '<p>Typed before any title</p>' } },
    });
  });

  it('is saved with save_as_draft through the portfolio save as well, and a portfolio is not evidence', async () => {
    const owner = await freshUser();
    const evidence = await newEvidence(owner, 'Reading log');
    const saved = await save(owner, evidence, { fields: { 'text-1': { content: 'Chapter one' } } });
    expect(saved.status).toBe(200);
    expect(saved.body.portfolio).toMatchObject({ state: 'in_preparation', version: 2 });
    const portfolio = await createdPortfolio(owner);
    const notEvidence = await saveDescription(owner, portfolio, { title: 'Form' });
    expect(notEvidence.status).toBe(404);
  });

  it('is referenced from a portfolio’s gallery only by its owner, never someone else’s, itself or one that does not exist', async () => {
    const owner = await freshUser();
    const evidence = await newEvidence(owner, 'Unit plan');
    const eportfolio = await createdPortfolio(owner, DEMO_TEMPLATES.eportfolio);
    const entry = (id: string) => ({ original_portfolio_id: id, id, abstract: 'A unit plan' });
    const referenced = await save(owner, eportfolio, {
      fields: { 'gallery-1': { abstracts: [entry(evidence.id)] } },
    });
    expect(referenced.status).toBe(200);
    expect(referenced.body.portfolio.content['gallery-1']).toEqual({ abstracts: [entry(evidence.id)] });

    const peer = await freshUser();
    const theirs = await newEvidence(peer, 'Not yours');
    for (const id of [theirs.id, eportfolio.id, 'no-such-item']) {
      const refused = await save(owner, referenced.body.portfolio, {
        fields: { 'gallery-1': { abstracts: [entry(evidence.id), entry(id)] } },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ 'gallery-1': 'Choose one of your own portfolios or evidence items.' });
    }
  });

  it('keeps others’ evidence, and other organisations’, out of reach (404)', async () => {
    const owner = await freshUser();
    const evidence = await newEvidence(owner, 'Private');
    const peer = await freshUser();
    const byPeer = await saveDescription(owner, evidence, { title: 'Mine now' }, { userId: peer.userId });
    expect(byPeer.status).toBe(404);
    const forPeer = await invoke(createEvidence, {
      as: { userId: peer.userId },
      path: { id: owner.userId },
      body: {},
    });
    expect(forPeer.status).toBe(404);
    const outsider = await createUser({ memberships: [['org_other', ['student']]] });
    const byOutsider = await saveDescription(owner, evidence, { title: 'Mine now' }, { userId: outsider.userId });
    expect(byOutsider.status).toBe(404);
    expect(byOutsider.body.message).toBe('Resource does not exist!');
  });
});
