/**
 * Portfolios at institution scale (issue 23, docs/adr/0028-portfolios-at-institution-scale.md §1, §2): a
 * portfolio is a head and one item per field, its pages a template snapshot shared by every portfolio made
 * from the same template content, a field over 32 KB an S3 object named by its hash. So no portfolio meets
 * DynamoDB's item limit, however long; a stale save is still a 409; an auto-save writes what changed.
 */
import { getPortfolio, getPortfolioRevision, publishTemplate, updatePortfolio } from '@tessera/shared';
import { getItem, putItem, queryItems } from '../../src/db/items';
import { portfolioEntity } from '../../src/db/portfolios/entities/portfolio';
import { fieldsPrefix, portfolioFieldEntity } from '../../src/db/portfolios/entities/portfolio-field';
import { templateSnapshotEntity } from '../../src/db/templates/entities/template-snapshot';
import { clearSnapshotCache, readTemplateSnapshot } from '../../src/db/templates/template-snapshots';
import { storePortfolio } from '../../src/http/portfolios/save';
import { getPortfolio as readStoredPortfolio } from '../../src/ports/portfolios';
import { DEMO_ROOT, uniqueName } from '../hierarchy/support';
import { countingRoundTrips, invoke } from '../support/invoke';
import { createdTemplate } from '../templates/support';
import { createdPortfolio, freshUser, save, type ErrorBody, type Portfolio } from './support';

const ORG = 'org_demo';
const PAGES = 15;
const ANSWERS_PER_PAGE = 3;
const WORDS = 100_000;

/** A published ePortfolio template of 15 pages, each with three text answers. */
async function fifteenPageTemplate(): Promise<string> {
  const pages = Array.from({ length: PAGES }, (_, page) => ({
    id: `page-${page + 1}`,
    title: `Chapter ${page + 1}`,
    components: Array.from({ length: ANSWERS_PER_PAGE }, (_, index) => ({
      component_id: `textarea-${page + 1}-${index + 1}`,
      type: 'textarea',
      label: `Answer ${page + 1}.${index + 1}`,
    })),
  }));
  const template = await createdTemplate(DEMO_ROOT, uniqueName('Long portfolio'), {
    workflow: 'EportfolioWorkflow',
    page_templates: pages,
  });
  const published = await invoke(publishTemplate, {
    as: 'admin',
    path: { id: template.id },
    body: { version: template.version },
  });
  if (published.status !== 200) throw new Error(`cannot publish: ${JSON.stringify(published.body)}`);
  return template.id;
}

/** `count` distinct words as one paragraph of allow-listed HTML. */
const paragraph = (seed: number, count: number) =>
  `<p>${Array.from({ length: count }, (_, index) => `word${seed}x${index}`).join(' ')}</p>`;

const componentIds = Array.from({ length: PAGES }, (_, page) =>
  Array.from({ length: ANSWERS_PER_PAGE }, (_, index) => `textarea-${page + 1}-${index + 1}`),
).flat();

describe('a long portfolio (issue 23: 15 pages, 100,000 words)', () => {
  it('saves page by page and reads back every word; large answers live in S3, the items stay small', async () => {
    const owner = await freshUser();
    const templateId = await fifteenPageTemplate();
    const made = await createdPortfolio(owner, templateId);
    const wordsEach = Math.ceil(WORDS / componentIds.length);
    const answers = Object.fromEntries(
      componentIds.map((id, index) => [
        id,
        { content: paragraph(index, index % 3 === 0 ? wordsEach * 2 : wordsEach / 2) },
      ]),
    );
    const total = Object.values(answers).reduce((sum, answer) => sum + answer.content.split(' ').length, 0);
    expect(total).toBeGreaterThanOrEqual(WORDS);

    let version = made.version;
    for (let page = 0; page < PAGES; page += 1) {
      const fields = Object.fromEntries(componentIds.slice(page * 3, page * 3 + 3).map((id) => [id, answers[id]]));
      const saved = await save(owner, { id: made.id, version }, { portfolio_action: 'save_as_draft', fields });
      expect(saved.status).toBe(200);
      version = saved.body.portfolio.version;
    }

    clearSnapshotCache();
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: made.id },
    });
    expect(read.status).toBe(200);
    expect(read.body.version).toBe(version);
    expect(read.body.pages).toHaveLength(PAGES);
    expect(read.body.content).toEqual(answers);

    // The head is a few KB whatever the content; the long answers are S3 objects named by their hash and the
    // version of the write that put them.
    const head = await getItem(portfolioEntity, { organizationId: ORG, portfolioId: made.id });
    expect(head).not.toHaveProperty('content');
    expect(head).not.toHaveProperty('pages');
    expect(Buffer.byteLength(JSON.stringify(head))).toBeLessThan(4_000);
    const { items: fields } = await queryItems(portfolioFieldEntity, {
      partition: `ORG#${ORG}`,
      prefix: fieldsPrefix(made.id),
      all: true,
    });
    expect(fields).toHaveLength(componentIds.length);
    const inS3 = fields.filter((field) => field.object !== null);
    expect(inS3.length).toBeGreaterThan(0);
    for (const field of inS3)
      expect(field.object?.key).toBe(
        `portfolios/${ORG}/${made.id}/${field.componentId}/${field.object?.sha256}.${field.version}`,
      );
    expect(Math.max(...fields.map((field) => Buffer.byteLength(JSON.stringify(field))))).toBeLessThan(40_000);
  });

  it('an auto-save of one field writes the head and that field only, and answers without the document', async () => {
    const owner = await freshUser();
    const templateId = await fifteenPageTemplate();
    const made = await createdPortfolio(owner, templateId);
    const drafted = await save(owner, made, { portfolio_action: 'save_as_draft' });
    const { result, calls } = await countingRoundTrips(() =>
      invoke<{ saved: { version: number; fields: object }; message: string }>(updatePortfolio, {
        as: { userId: owner.userId },
        path: { id: owner.userId, portfolioId: made.id },
        body: {
          version: drafted.body.portfolio.version,
          portfolio_action: 'save_as_draft',
          auto_save: true,
          fields: { 'textarea-1-1': { content: '<p>One answer<script>x</script></p>' } },
        },
      }),
    );
    expect(result.status).toBe(200);
    // The server changed what was sent (rich text as its allow-list): that field comes back, nothing else.
    expect(result.body.saved).toMatchObject({
      version: drafted.body.portfolio.version + 1,
      fields: { 'textarea-1-1': { content: '<p>One answer</p>' } },
    });
    expect(calls.filter((name) => name === 'TransactWriteItemsCommand')).toHaveLength(1);
  });

  it('still answers a stale save 409 with the newer work, and changes nothing', async () => {
    const owner = await freshUser();
    const templateId = await fifteenPageTemplate();
    const made = await createdPortfolio(owner, templateId);
    const first = await save(owner, made, {
      portfolio_action: 'save_as_draft',
      fields: { 'textarea-2-1': { content: '<p>Mine</p>' } },
    });
    expect(first.status).toBe(200);
    const stale = await save(owner, made, {
      portfolio_action: 'save_as_draft',
      fields: { 'textarea-2-1': { content: '<p>Lost</p>' } },
    });
    expect(stale.status).toBe(409);
    expect((stale.body as ErrorBody).code).toBe('portfolios.stale');
    expect((stale.body as ErrorBody).current).toMatchObject({
      version: first.body.portfolio.version,
      content: { 'textarea-2-1': { content: '<p>Mine</p>' } },
    });
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: made.id },
    });
    expect(read.body).toMatchObject({
      version: first.body.portfolio.version,
      content: { 'textarea-2-1': { content: '<p>Mine</p>' } },
    });
  });

  it('shares one template snapshot between the portfolios of the same template, and freezes a revision', async () => {
    const owner = await freshUser();
    const templateId = await fifteenPageTemplate();
    const [one, two] = [await createdPortfolio(owner, templateId), await createdPortfolio(owner, templateId)];
    const heads = await Promise.all(
      [one, two].map((made) => getItem(portfolioEntity, { organizationId: ORG, portfolioId: made.id })),
    );
    expect(heads[0]?.snapshotId).toMatch(/^[0-9a-f]{64}$/);
    expect(heads[1]?.snapshotId).toBe(heads[0]?.snapshotId);
    const snapshot = await getItem(templateSnapshotEntity, {
      organizationId: ORG,
      templateId,
      snapshotId: heads[0]?.snapshotId as string,
    });
    expect(snapshot?.pages).toHaveLength(PAGES);

    // Every answer filled (each needs its 30 words to submit), the first one marked.
    const answers = Object.fromEntries(componentIds.map((id, index) => [id, { content: paragraph(index, 30) }]));
    const submitted = await save(owner, one, {
      portfolio_action: 'advance',
      fields: { ...answers, 'textarea-1-1': { content: paragraph(999, 30) } },
    });
    expect(submitted.status).toBe(200);
    // Its 45 fields and the revision's 45 (copied ahead of the commit) went out in one submit.
    const revision = await invoke<{ content: Record<string, unknown>; pages: unknown[] }>(getPortfolioRevision, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: one.id, revision: '1' },
    });
    expect(revision.status).toBe(200);
    expect(revision.body.content).toEqual({ ...answers, 'textarea-1-1': { content: paragraph(999, 30) } });
    expect(revision.body.pages).toHaveLength(PAGES);
  });

  it('saves more fields than one transaction holds ahead of the head, and a refused save leaves the values before', async () => {
    const owner = await freshUser();
    const many = Array.from({ length: 10 }, (_, page) =>
      Array.from({ length: 11 }, (_, index) => `textfield-${page}-${index}`),
    );
    const template = await createdTemplate(DEMO_ROOT, uniqueName('Many fields'), {
      workflow: 'EportfolioWorkflow',
      page_templates: many.map((ids, page) => ({
        id: `page-${page}`,
        title: `Page ${page}`,
        components: ids.map((id) => ({ component_id: id, type: 'textfield', label: id })),
      })),
    });
    await invoke(publishTemplate, { as: 'admin', path: { id: template.id }, body: { version: template.version } });
    const made = await createdPortfolio(owner, template.id);
    const fill = (text: string) => Object.fromEntries(many.flat().map((id) => [id, { content: `${text} ${id}` }]));
    const first = await save(owner, made, { portfolio_action: 'save_as_draft', fields: fill('First') });
    expect(first.status).toBe(200);
    const second = await save(owner, first.body.portfolio, {
      portfolio_action: 'save_as_draft',
      fields: fill('Second'),
    });
    expect(second.status).toBe(200);
    // 110 fields at the version the first save left: refused, and every field reads as the second save left it.
    const stale = await save(owner, first.body.portfolio, { portfolio_action: 'save_as_draft', fields: fill('Stale') });
    expect(stale.status).toBe(409);
    // The same race lost at the write itself (read before the second save, written after it): the 110 fields go
    // ahead of the head's conditioned write, which refuses them; the values they replaced are put back.
    const stored = await readStoredPortfolio(ORG, made.id, { consistent: true });
    if (!stored) throw new Error('no portfolio');
    const readBefore = { ...stored, version: first.body.portfolio.version };
    const lost = await storePortfolio({
      current: readBefore,
      next: { ...readBefore, content: fill('Lost'), version: readBefore.version + 1 },
    });
    expect(lost.result.outcome).toBe('conflict');
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: made.id },
    });
    expect(read.body.version).toBe(second.body.portfolio.version);
    expect(read.body.content).toEqual(fill('Second'));
  });

  it('never shows a field written ahead of a commit that never came, even once a later save reaches its version', async () => {
    const owner = await freshUser();
    const templateId = await fifteenPageTemplate();
    const made = await createdPortfolio(owner, templateId);
    const first = await save(owner, made, {
      portfolio_action: 'save_as_draft',
      fields: { 'textarea-1-1': { content: '<p>Committed</p>' } },
    });
    const version = first.body.portfolio.version;
    // What a container that died between writeThenCommit's batch and its commit leaves: the field under the next
    // version, keeping the value it replaced.
    await putItem(portfolioFieldEntity, {
      organizationId: ORG,
      portfolioId: made.id,
      componentId: 'textarea-1-1',
      value: { content: '<p>Never committed</p>' },
      object: null,
      version: version + 1,
      previous: { value: { content: '<p>Committed</p>' }, object: null, version },
    });
    const read = () =>
      invoke<Portfolio>(getPortfolio, {
        as: { userId: owner.userId },
        path: { id: owner.userId, portfolioId: made.id },
      });
    expect((await read()).body.content).toMatchObject({ 'textarea-1-1': { content: '<p>Committed</p>' } });
    // A later save of another field brings the head to that version: the left field is written again with it.
    const later = await save(owner, first.body.portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { 'textarea-2-1': { content: '<p>Later</p>' } },
    });
    expect(later.body.portfolio.version).toBe(version + 1);
    expect((await read()).body.content).toMatchObject({
      'textarea-1-1': { content: '<p>Committed</p>' },
      'textarea-2-1': { content: '<p>Later</p>' },
    });
  });

  it('splits a snapshot whose pages are over 300 KB into page items and reads it whole', async () => {
    const { snapshotOf, saveTemplateSnapshot } = await import('../../src/db/templates/template-snapshots');
    const big = 'x'.repeat(30_000);
    const pages = Array.from({ length: 12 }, (_, index) => ({
      id: `big-${index}`,
      title: `Big ${index}`,
      components: [{ component_id: `textarea-${index}`, type: 'textarea', label: big }],
    }));
    const snapshot = snapshotOf({ organizationId: ORG, templateId: 'tpl_big', pages });
    await saveTemplateSnapshot(snapshot);
    const stored = await getItem(templateSnapshotEntity, {
      organizationId: ORG,
      templateId: 'tpl_big',
      snapshotId: snapshot.snapshotId,
    });
    expect(stored).toMatchObject({ pageCount: 12, pages: [] });
    clearSnapshotCache();
    const read = await readTemplateSnapshot(ORG, 'tpl_big', snapshot.snapshotId);
    expect(read?.pages).toEqual(pages);
    // Written again (the same content): nothing changes, nothing fails.
    clearSnapshotCache();
    await saveTemplateSnapshot(snapshot);
  });
});
