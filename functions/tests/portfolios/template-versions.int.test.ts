/**
 * A template's new version and the portfolios already started (issue 23, docs/adr/0028-portfolios-at-institution-scale.md
 * §2): a portfolio not yet submitted follows its template's newest published snapshot at its owner's next open
 * when nothing is lost; one whose content the new version would drop, and one submitted, keep theirs.
 */
import { getPortfolio, getTemplate, publishTemplate, updateTemplate, type Template } from '@tessera/shared';
import { clearSnapshotCache } from '../../src/db/templates/template-snapshots';
import { invoke } from '../support/invoke';
import { templateBody } from '../templates/support';
import { createdPortfolio, freshUser, publishedEportfolioTemplate, save, type Portfolio } from './support';

const SCHOOL = { component_id: 'textfield-1', type: 'textfield', label: 'Your school' };
const MENTOR = { component_id: 'textfield-2', type: 'textfield', label: 'Your mentor' };
const COMPONENTS = [SCHOOL, MENTOR];

/** The admin saves the template with `components` on its one page, and publishes it again where the save unpublished it. */
async function newVersion(templateId: string, components: Record<string, unknown>[]): Promise<void> {
  const read = await invoke<Template>(getTemplate, { as: 'admin', path: { id: templateId } });
  const saved = await invoke<Template>(updateTemplate, {
    as: 'admin',
    path: { id: templateId },
    body: templateBody(read.body.title, {
      workflow: 'EportfolioWorkflow',
      page_templates: [{ id: 'page-1', title: 'Versions', components }],
      version: read.body.version,
    }),
  });
  if (saved.status !== 200) throw new Error(`cannot save the template: ${JSON.stringify(saved.body)}`);
  if (saved.body.state !== 'published') {
    const published = await invoke(publishTemplate, {
      as: 'admin',
      path: { id: templateId },
      body: { version: saved.body.version },
    });
    if (published.status !== 200) throw new Error(`cannot publish: ${JSON.stringify(published.body)}`);
  }
  // The owner's next open, past the minute a container trusts what it read of the template.
  clearSnapshotCache();
}

async function startedPortfolio() {
  const owner = await freshUser();
  const templateId = await publishedEportfolioTemplate('Versions', COMPONENTS);
  const made = await createdPortfolio(owner, templateId);
  const saved = await save(owner, made, {
    portfolio_action: 'save_as_draft',
    fields: { 'textfield-1': { content: 'Hill School' } },
  });
  const open = () =>
    invoke<Portfolio>(getPortfolio, { as: { userId: owner.userId }, path: { id: owner.userId, portfolioId: made.id } });
  return { owner, templateId, portfolio: saved.body.portfolio, open };
}

const labels = (portfolio: Portfolio) => portfolio.pages.flatMap((page) => page.components.map((c) => c.label));

describe('a template’s new version and the portfolios already started (ADR 0028 §2)', () => {
  it('reaches a portfolio not yet submitted at its owner’s next open when nothing is lost', async () => {
    const f = await startedPortfolio();
    await newVersion(f.templateId, [
      { ...SCHOOL, label: 'Your placement school' },
      MENTOR,
      { component_id: 'textfield-3', type: 'textfield', label: 'Your year group' },
    ]);
    const opened = await f.open();
    expect(opened.status).toBe(200);
    expect(labels(opened.body)).toEqual(['Your placement school', 'Your mentor', 'Your year group']);
    expect(opened.body.content).toEqual({ 'textfield-1': { content: 'Hill School' } });
    expect(opened.body.version).toBe(f.portfolio.version + 1);
    // The next save goes at that version.
    const next = await save(f.owner, opened.body, {
      portfolio_action: 'save_as_draft',
      fields: { 'textfield-3': { content: 'Year 5' } },
    });
    expect(next.status).toBe(200);
  });

  it('keeps the version it runs when the new one would drop content, or once it was submitted', async () => {
    const lossy = await startedPortfolio();
    await newVersion(lossy.templateId, [MENTOR]);
    const kept = await lossy.open();
    expect(labels(kept.body)).toEqual(['Your school', 'Your mentor']);
    expect(kept.body.version).toBe(lossy.portfolio.version);

    const submitted = await startedPortfolio();
    const advanced = await save(submitted.owner, submitted.portfolio, {
      portfolio_action: 'advance',
      fields: { 'textfield-2': { content: 'Ms Rivera' } },
    });
    expect(advanced.status).toBe(200);
    await newVersion(submitted.templateId, [{ ...SCHOOL, label: 'Renamed' }, MENTOR]);
    const frozen = await submitted.open();
    expect(labels(frozen.body)).toEqual(['Your school', 'Your mentor']);
  });
});
