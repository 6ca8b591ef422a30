/**
 * Files a portfolio's content names are held (issue 14; spec 1 §6 "Attachment delete only where can_delete is
 * true"): every save through PUT …/portfolios/{id} records a use on each of the owner's files its file upload,
 * edTPA attachment, attachment, image, gallery or rich (wrapping a file upload) component newly names, so the
 * owner cannot delete a file their work (or a frozen revision of it) still needs. A file dropped from a
 * never-submitted portfolio is released; once the portfolio has a revision, dropped files stay held. A stale
 * save holds nothing.
 */
import { deleteAttachment, getAttachment, type Attachment } from '@tessera/shared';
import { fixture, upload } from '../attachments/support';
import type { FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { createdPortfolio, freshUser, publishedEportfolioTemplate, save, type ErrorBody } from './support';

const FILE_UPLOAD = 'file_upload-1';
const IMAGE = 'image-1';
const RICH = 'rich-1';

async function uploaded(owner: FixtureUser, name: string): Promise<Attachment> {
  const { admitted } = await upload({ userId: owner.userId }, name, fixture(name));
  expect(admitted.status).toBe(201);
  return admitted.body;
}

const fileUploadContent = (owner: FixtureUser, files: Attachment[]) => ({
  attachmentId: files[0]?.id ?? '',
  id: files.map((file) => file.id),
  owner_id: files.map(() => owner.userId),
  filename: files.map((file) => file.filename),
  size: files.map((file) => file.size),
});

const EMPTY_UPLOAD = { attachmentId: '', id: [], owner_id: [], filename: [], size: [] };

const canDelete = async (owner: FixtureUser, file: Attachment): Promise<boolean> => {
  const read = await invoke<Attachment>(getAttachment, {
    as: { userId: owner.userId },
    path: { id: owner.userId, attachmentId: file.id },
  });
  expect(read.status).toBe(200);
  return read.body.can_delete;
};

const remove = (owner: FixtureUser, file: Attachment) =>
  invoke<ErrorBody>(deleteAttachment, {
    as: { userId: owner.userId },
    path: { id: owner.userId, attachmentId: file.id },
  });

describe('files named by a portfolio save are held (issue 14, spec 1 §6)', () => {
  let templateId = '';

  beforeAll(async () => {
    templateId = await publishedEportfolioTemplate('Work', [
      { component_id: FILE_UPLOAD, type: 'file_upload', label: 'Lesson plan', optional: true },
      { component_id: IMAGE, type: 'image', label: 'Board photo', optional: true },
      { component_id: RICH, type: 'rich', label: 'Anything', optional: true },
    ]);
  });

  it('holds a draft’s file upload (delete 409) and releases it when the draft drops it', async () => {
    const owner = await freshUser();
    const pdf = await uploaded(owner, 'lesson-plan.pdf');
    expect(await canDelete(owner, pdf)).toBe(true);
    const portfolio = await createdPortfolio(owner, templateId);

    const named = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { [FILE_UPLOAD]: fileUploadContent(owner, [pdf]) },
    });
    expect(named.status).toBe(200);
    expect(await canDelete(owner, pdf)).toBe(false);
    const refused = await remove(owner, pdf);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('attachments.in_use');

    // Saving the same content again takes no second use: one release frees it.
    const again = await save(owner, named.body.portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { [FILE_UPLOAD]: fileUploadContent(owner, [pdf]) },
    });
    expect(again.status).toBe(200);
    const dropped = await save(owner, again.body.portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { [FILE_UPLOAD]: EMPTY_UPLOAD },
    });
    expect(dropped.status).toBe(200);
    expect(await canDelete(owner, pdf)).toBe(true);
    expect((await remove(owner, pdf)).status).toBe(200);
  });

  it('holds an image component’s file and a rich component’s file upload', async () => {
    const owner = await freshUser();
    const [png, doc] = await Promise.all([uploaded(owner, 'tiny-40.png'), uploaded(owner, 'lesson-plan.pdf')]);
    const portfolio = await createdPortfolio(owner, templateId);
    const named = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: {
        [IMAGE]: { id: png.id, public_url: png.public_url, alternative_text: 'A small square' },
        [RICH]: { component: 'file_upload', ...fileUploadContent(owner, [doc]) },
      },
    });
    expect(named.status).toBe(200);
    expect(await canDelete(owner, png)).toBe(false);
    expect(await canDelete(owner, doc)).toBe(false);
    expect((await remove(owner, png)).status).toBe(409);
    expect((await remove(owner, doc)).status).toBe(409);

    const dropped = await save(owner, named.body.portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { [IMAGE]: {}, [RICH]: { component: 'file_upload', ...EMPTY_UPLOAD } },
    });
    expect(dropped.status).toBe(200);
    expect(await canDelete(owner, png)).toBe(true);
    expect(await canDelete(owner, doc)).toBe(true);
  });

  it('keeps a file held after a submit even when the content drops it (the revision names it)', async () => {
    const owner = await freshUser();
    const pdf = await uploaded(owner, 'lesson-plan.pdf');
    const portfolio = await createdPortfolio(owner, templateId);
    const submitted = await save(owner, portfolio, {
      portfolio_action: 'advance',
      fields: { [FILE_UPLOAD]: fileUploadContent(owner, [pdf]) },
    });
    expect(submitted.status).toBe(200);
    expect(await canDelete(owner, pdf)).toBe(false);

    // Done (Eportfolio): Revise reopens it for editing; revision 1 stays frozen with the file.
    const revised = await save(owner, submitted.body.portfolio, { portfolio_action: 'revise' });
    expect(revised.status).toBe(200);
    expect(revised.body.portfolio.workflow.history_revisions).toHaveLength(1);
    const dropped = await save(owner, revised.body.portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { [FILE_UPLOAD]: EMPTY_UPLOAD },
    });
    expect(dropped.status).toBe(200);
    expect(dropped.body.portfolio.content[FILE_UPLOAD]).toMatchObject({ id: [] });
    expect(await canDelete(owner, pdf)).toBe(false);
    expect((await remove(owner, pdf)).status).toBe(409);
  });

  it('a stale save (409) holds nothing', async () => {
    const owner = await freshUser();
    const pdf = await uploaded(owner, 'lesson-plan.pdf');
    const portfolio = await createdPortfolio(owner, templateId);
    const first = await save(owner, portfolio, { portfolio_action: 'save_as_draft', fields: {} });
    expect(first.status).toBe(200);
    const stale = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { [FILE_UPLOAD]: fileUploadContent(owner, [pdf]) },
    });
    expect(stale.status).toBe(409);
    expect(await canDelete(owner, pdf)).toBe(true);
    expect((await remove(owner, pdf)).status).toBe(200);
  });

  it('refuses a file upload or an image naming another user’s file (their readers would download it), holding nothing', async () => {
    const [owner, other] = await Promise.all([freshUser(), freshUser()]);
    const theirs = await uploaded(other, 'lesson-plan.pdf');
    const portfolio = await createdPortfolio(owner, templateId);
    const named = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { [FILE_UPLOAD]: fileUploadContent(other, [theirs]), [IMAGE]: { id: theirs.id } },
    });
    expect(named.status).toBe(400);
    expect(Object.keys(named.body.fields ?? {}).sort()).toEqual([FILE_UPLOAD, IMAGE]);
    // Recorded as the owner's own, the other's id is not found among the owner's uploads either.
    const disguised = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { [FILE_UPLOAD]: fileUploadContent(owner, [theirs]) },
    });
    expect(disguised.status).toBe(400);
    expect(await canDelete(other, theirs)).toBe(true);
  });
});
