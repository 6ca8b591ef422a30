/**
 * Which versions of a template portfolios run (issue 23, docs/adr/0028-portfolios-at-institution-scale.md §2):
 * the template's published snapshots, newest first, each with its count of portfolios, kept by the writes that
 * put a portfolio on a snapshot; paged on the server; for admins of the template's node only.
 */
import { getTemplate, listTemplateSnapshots, publishTemplate, updateTemplate, type Template } from '@tessera/shared';
import { listTemplateSnapshotUses } from '../../src/db/templates/template-snapshot-uses';
import { clearSnapshotCache } from '../../src/db/templates/template-snapshots';
import { DEMO_ORGS } from '../../src/seed/seed-demo';
import { createOrganisation, createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { createdPortfolio, freshUser, publishedEportfolioTemplate } from '../portfolios/support';
import { templateBody, type ErrorBody } from './support';

interface SnapshotList {
  items: {
    snapshot_id: string;
    published_at: string;
    template_version: number | null;
    portfolio_count: number;
    current: boolean;
  }[];
  page_size: number;
  more: boolean;
  cursor: string | null;
}

const FIELD = { component_id: 'textfield-1', type: 'textfield', label: 'Your school' };

async function republished(templateId: string, label: string): Promise<Template> {
  const read = await invoke<Template>(getTemplate, { as: 'admin', path: { id: templateId } });
  const saved = await invoke<Template>(updateTemplate, {
    as: 'admin',
    path: { id: templateId },
    body: templateBody(read.body.title, {
      workflow: 'EportfolioWorkflow',
      page_templates: [{ id: 'page-1', title: 'Counts', components: [{ ...FIELD, label }] }],
      version: read.body.version,
    }),
  });
  if (saved.status !== 200) throw new Error(`cannot save: ${JSON.stringify(saved.body)}`);
  if (saved.body.state === 'published') return saved.body;
  const published = await invoke<Template>(publishTemplate, {
    as: 'admin',
    path: { id: templateId },
    body: { version: saved.body.version },
  });
  if (published.status !== 200) throw new Error(`cannot publish: ${JSON.stringify(published.body)}`);
  clearSnapshotCache();
  return published.body;
}

const list = (templateId: string, cursor?: string) =>
  invoke<SnapshotList & ErrorBody>(listTemplateSnapshots, {
    as: 'admin',
    path: { id: templateId },
    query: cursor ? { cursor } : {},
  });

describe('templates.listTemplateSnapshots (GET /api/templates/{id}/snapshots)', () => {
  it('lists the published versions newest first with the portfolios each runs', async () => {
    const templateId = await publishedEportfolioTemplate('Counts', [FIELD]);
    const first = await list(templateId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page_size: 25, more: false, cursor: null });
    expect(first.body.items).toEqual([
      expect.objectContaining({ portfolio_count: 0, current: true, template_version: expect.any(Number) }),
    ]);

    for (const _ of [1, 2]) await createdPortfolio(await freshUser(), templateId);
    const second = await republished(templateId, 'Your placement school');
    await createdPortfolio(await freshUser(), templateId);

    const answer = await list(templateId);
    expect(answer.body.items.map((item) => [item.portfolio_count, item.current])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(answer.body.items[0]?.template_version).toBe(second.version);
    const [newest, oldest] = answer.body.items;
    expect(Date.parse(newest?.published_at ?? '')).toBeGreaterThanOrEqual(Date.parse(oldest?.published_at ?? ''));
  });

  it('pages on the server with a cursor checked to be this template’s', async () => {
    const templateId = await publishedEportfolioTemplate('Pages', [FIELD]);
    for (const label of ['Two', 'Three']) await republished(templateId, label);
    // The repository's page size is a parameter: a page of 2 of the 3 versions, then the last.
    const page = await listTemplateSnapshotUses(DEMO_ORGS.demo.organizationId, templateId, null, 2);
    expect(page.items).toHaveLength(2);
    expect(page.cursor).not.toBeNull();
    const rest = await listTemplateSnapshotUses(DEMO_ORGS.demo.organizationId, templateId, page.cursor, 2);
    expect(rest.items).toHaveLength(1);
    expect(rest.cursor).toBeNull();
    expect(new Set([...page.items, ...rest.items].map((item) => item.snapshotId)).size).toBe(3);

    const otherTemplate = await publishedEportfolioTemplate('Other', [FIELD]);
    const foreign = await list(otherTemplate, page.cursor as string);
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toHaveProperty('cursor');
  });

  it('is for admins of the template’s node; another organisation gets 404', async () => {
    const templateId = await publishedEportfolioTemplate('Private', [FIELD]);
    const student = await freshUser();
    const refused = await invoke<ErrorBody>(listTemplateSnapshots, {
      as: { userId: student.userId },
      path: { id: templateId },
    });
    expect(refused.status).toBe(403);
    const organisation = await createOrganisation();
    const stranger = await createUser({ memberships: [[organisation.organizationId, ['admin']]] });
    const foreign = await invoke<ErrorBody>(listTemplateSnapshots, {
      as: { sub: stranger.userId },
      path: { id: templateId },
    });
    expect(foreign.status).toBe(404);
  });
});
