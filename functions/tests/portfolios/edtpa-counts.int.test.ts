/**
 * An edTPA attachment's file count is checked on the server (spec 1 §3: "edTPA attachment config also min_number,
 * max_number"; §4: "edTPA attachment upload is disabled once count reaches max_number"; §9: "limited by min_number
 * and max_number"): a save naming more than max_number files is refused on the component, nothing saved; a
 * submit with fewer than min_number is refused with the form's error count.
 */
import type { Attachment } from '@tessera/shared';
import { fixture, upload } from '../attachments/support';
import { uniqueName } from '../hierarchy/support';
import type { FixtureUser } from '../support/fixtures';
import { createdPortfolio, freshUser, publishedEportfolioTemplate, save } from './support';

const EDTPA = 'edtpa_attachment-1';

async function uploaded(owner: FixtureUser, name: string): Promise<Attachment> {
  const { admitted } = await upload({ userId: owner.userId }, name, fixture(name));
  expect(admitted.status).toBe(201);
  return admitted.body;
}

const edtpaContent = (owner: FixtureUser, files: Attachment[]) => ({
  attachmentId: files.map((file) => file.id).join(','),
  id: files.map((file) => file.id),
  owner_id: files.map(() => owner.userId),
  filename: files.map((file) => file.filename),
  size: files.map((file) => file.size),
});

describe('edTPA attachments: min_number and max_number on the server (spec 1 §3–4, §9)', () => {
  let templateId = '';

  beforeAll(async () => {
    templateId = await publishedEportfolioTemplate(uniqueName('edTPA'), [
      { component_id: EDTPA, type: 'edtpa_attachment', label: 'Lesson plans', min_number: 2, max_number: 3 },
    ]);
  });

  it('refuses a save naming more files than max_number, and a submit with fewer than min_number', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner, templateId);
    const files = await Promise.all(
      ['lesson-plan.pdf', 'reflection.txt', 'tiny-40.png', 'square-120.png'].map((name) => uploaded(owner, name)),
    );

    const tooMany = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { [EDTPA]: edtpaContent(owner, files) },
    });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { fields: { [EDTPA]: 'Please upload no more than 3 files.' } },
    });

    const one = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { [EDTPA]: edtpaContent(owner, files.slice(0, 1)) },
    });
    expect(one.status).toBe(200);
    const tooFew = await save(owner, one.body.portfolio, { portfolio_action: 'advance' });
    expect(tooFew).toMatchObject({
      status: 400,
      body: {
        message: '1 error found. Some required information is missing or incomplete.',
        fields: { [EDTPA]: 'Please upload at least 2 files.' },
      },
    });

    const enough = await save(owner, one.body.portfolio, {
      portfolio_action: 'advance',
      fields: { [EDTPA]: edtpaContent(owner, files.slice(0, 3)) },
    });
    expect(enough.status).toBe(200);
  });
});
