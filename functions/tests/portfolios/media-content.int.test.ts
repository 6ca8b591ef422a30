/**
 * The media components' content as the portfolio save checks it (spec 1 §3, §5; issue 14): a video holds a
 * YouTube link ('Please provide a valid YouTube video link.'), a multimedia component's images need an http(s)
 * address and alternative text and its videos an http(s) address, a gallery's images each an id and
 * alternative text. A refused save changes nothing; a good one reads back as sent.
 */
import { getPortfolio, updatePortfolio } from '@tessera/shared';
import { fixture, upload } from '../attachments/support';
import { invoke } from '../support/invoke';
import {
  createdPortfolio,
  freshUser,
  publishedEportfolioTemplate,
  save,
  type ErrorBody,
  type Portfolio,
} from './support';

const GALLERY = 'image_gallery-1';
const VIDEO = 'video-1';
const MULTIMEDIA = 'multimedia-1';

let templateId: string;

beforeAll(async () => {
  templateId = await publishedEportfolioTemplate('Media', [
    { component_id: GALLERY, type: 'image_gallery', label: 'Field trip', optional: true },
    { component_id: VIDEO, type: 'video', label: 'Lesson recording', optional: true },
    { component_id: MULTIMEDIA, type: 'multimedia', label: 'Resources', optional: true },
  ]);
});

describe('media component content on save (spec 1 §5)', () => {
  it('refuses a video that is not a YouTube link, an unsafe or blank-alt multimedia piece and an unlabelled gallery image, saving nothing', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner, templateId);
    expect(portfolio.component_modes).toMatchObject({
      [GALLERY]: 'editable',
      [VIDEO]: 'editable',
      [MULTIMEDIA]: 'editable',
    });
    const refused = await save(owner, portfolio, {
      fields: {
        [VIDEO]: { content: 'https://vimeo.com/12345' },
        [MULTIMEDIA]: { media: [{ type: 'image', url: 'javascript:alert(1)', alternative_text: 'Chart' }] },
        [GALLERY]: { images: [{ id: 'att-1', public_url: 'https://s3.test/att-1', alternative_text: '   ' }] },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      [VIDEO]: 'Please provide a valid YouTube video link.',
      [MULTIMEDIA]: 'Please enter a web address that starts with http:// or https://.',
      [GALLERY]: 'This field cannot be left blank.',
    });
    const spanish = await invoke<ErrorBody>(updatePortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: portfolio.id },
      body: { version: portfolio.version, fields: { [VIDEO]: { content: 'youtube.com/watch?v=short' } } },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body.fields).toEqual({ [VIDEO]: 'Proporcione un enlace de vídeo de YouTube válido.' });
    const blankAlt = await save(owner, portfolio, {
      fields: { [MULTIMEDIA]: { media: [{ type: 'image', url: 'https://example.org/a.png', alternative_text: ' ' }] } },
    });
    expect(blankAlt.body.fields).toEqual({ [MULTIMEDIA]: 'This field cannot be left blank.' });
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: portfolio.id },
    });
    expect(read.body).toMatchObject({ version: 1, content: {} });
  });

  it('keeps good media content as sent (trimmed)', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner, templateId);
    const media = [
      { type: 'image', url: 'https://images.example.org/chart.png', alternative_text: 'Attendance chart' },
      { type: 'video', url: 'https://vimeo.com/12345' },
    ];
    // A gallery names the owner's own uploads only (issue 14; media-evidence.int.test.ts).
    const { admitted } = await upload({ userId: owner.userId }, 'tiny-40.png', fixture('tiny-40.png'));
    const file = admitted.body;
    const images = [{ id: file.id, public_url: file.public_url, alternative_text: 'The bus', filename: 'bus.png' }];
    const saved = await save(owner, portfolio, {
      fields: {
        [VIDEO]: { content: ' https://youtu.be/dQw4w9WgXcQ ' },
        [MULTIMEDIA]: { content: 'Reading list', media },
        [GALLERY]: { images },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.portfolio.content).toMatchObject({
      [VIDEO]: { content: 'https://youtu.be/dQw4w9WgXcQ' },
      [MULTIMEDIA]: { content: 'Reading list', media },
      [GALLERY]: { images },
    });
  });
});
