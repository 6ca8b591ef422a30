/**
 * A template's new version that would drop answers (issue 23, docs/adr/0028-portfolios-at-institution-scale.md
 * §2): the owner is offered it at their next open, told which answers it drops (page and field titles), and
 * either takes it (the portfolio runs it, those answers and their fields are gone, a stale answer is a 409) or
 * keeps their version (not offered that one again; a newer one is). A portfolio with submitted revisions is
 * offered a newer version for its next draft only; the counts of portfolios per snapshot follow every move.
 */
import {
  acceptTemplateUpdate,
  declineTemplateUpdate,
  getPortfolio,
  getPortfolioRevision,
  getTemplate,
  listTemplateSnapshots,
  publishTemplate,
  updateTemplate,
  withdrawPortfolio,
  type Template,
} from '@tessera/shared';
import { getPortfolioParts } from '../../src/db/portfolios/portfolios';
import { clearSnapshotCache } from '../../src/db/templates/template-snapshots';
import { DEMO_ORGS } from '../../src/seed/seed-demo';
import { createOrganisation, createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { DEMO_ROOT } from '../rubrics/support';
import { createdTemplate, templateBody, uniqueName } from '../templates/support';
import {
  createdPortfolio,
  freshUser,
  publishedEportfolioTemplate,
  save,
  type ErrorBody,
  type Portfolio,
} from './support';

const SCHOOL = { component_id: 'textfield-1', type: 'textfield', label: 'Your school' };
const MENTOR = { component_id: 'textfield-2', type: 'textfield', label: 'Your mentor' };
const COMPONENTS = [SCHOOL, MENTOR];

interface SnapshotList {
  items: { snapshot_id: string; portfolio_count: number; current: boolean; template_version: number | null }[];
  more: boolean;
  cursor: string | null;
}

/** The admin saves the template with `components` on its one page and publishes it again: its new snapshot id. */
async function newVersion(
  templateId: string,
  components: Record<string, unknown>[],
  workflow = 'EportfolioWorkflow',
): Promise<void> {
  const read = await invoke<Template>(getTemplate, { as: 'admin', path: { id: templateId } });
  const saved = await invoke<Template>(updateTemplate, {
    as: 'admin',
    path: { id: templateId },
    body: templateBody(read.body.title, {
      workflow,
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

async function startedPortfolio(templateId?: string) {
  const owner = await freshUser();
  const template = templateId ?? (await publishedEportfolioTemplate('Versions', COMPONENTS));
  const made = await createdPortfolio(owner, template);
  const saved = await save(owner, made, {
    portfolio_action: 'save_as_draft',
    fields: { 'textfield-1': { content: 'Hill School' }, 'textfield-2': { content: 'Ms Rivera' } },
  });
  if (saved.status !== 200) throw new Error(`cannot save: ${JSON.stringify(saved.body)}`);
  const as = { userId: owner.userId };
  const path = { id: owner.userId, portfolioId: made.id };
  return {
    owner,
    templateId: template,
    portfolio: saved.body.portfolio,
    open: () => invoke<Portfolio>(getPortfolio, { as, path }),
    accept: (body: { version: number; snapshot_id: string }) =>
      invoke<Portfolio & ErrorBody>(acceptTemplateUpdate, { as, path, body }),
    decline: (body: { version: number; snapshot_id: string }) =>
      invoke<Portfolio & ErrorBody>(declineTemplateUpdate, { as, path, body }),
  };
}

const labels = (portfolio: Portfolio) => portfolio.pages.flatMap((page) => page.components.map((c) => c.label));

const snapshots = async (templateId: string) =>
  (await invoke<SnapshotList>(listTemplateSnapshots, { as: 'admin', path: { id: templateId } })).body;

describe('a template version that would drop answers, offered to the owner (ADR 0028 §2)', () => {
  it('names the answers it drops; taken, the portfolio runs it without them and the counts move', async () => {
    const f = await startedPortfolio();
    const [first] = (await snapshots(f.templateId)).items;
    expect(first).toMatchObject({ portfolio_count: 1, current: true });
    await newVersion(f.templateId, [MENTOR, { component_id: 'textfield-3', type: 'textfield', label: 'Year group' }]);

    const opened = await f.open();
    expect(opened.status).toBe(200);
    expect(labels(opened.body)).toEqual(['Your school', 'Your mentor']);
    expect(opened.body.version).toBe(f.portfolio.version);
    const offer = opened.body.template_update;
    expect(offer?.lost).toEqual([{ component_id: 'textfield-1', page_title: 'Versions', field_title: 'Your school' }]);
    const snapshotId = offer?.snapshot_id as string;

    // A stale answer is the 409 with the newer work; an offer the template has moved past is its own 409.
    const stale = await f.accept({ version: f.portfolio.version - 1, snapshot_id: snapshotId });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('portfolios.stale');
    const other = await f.accept({ version: f.portfolio.version, snapshot_id: 'f'.repeat(64) });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('portfolios.template_update_changed');
    expect((await f.open()).body.version).toBe(f.portfolio.version);

    const taken = await f.accept({ version: f.portfolio.version, snapshot_id: snapshotId });
    expect(taken.status).toBe(200);
    expect(labels(taken.body)).toEqual(['Your mentor', 'Year group']);
    expect(taken.body.content).toEqual({ 'textfield-2': { content: 'Ms Rivera' } });
    expect(taken.body.version).toBe(f.portfolio.version + 1);
    expect(taken.body.template_update).toBeNull();
    // The dropped answer's field is gone with it, not only hidden.
    const parts = await getPortfolioParts(DEMO_ORGS.demo.organizationId, f.portfolio.id, { consistent: true });
    expect(Object.keys(parts?.fields ?? {})).toEqual(['textfield-2']);

    const again = await f.open();
    expect(again.body.template_update).toBeNull();
    expect(again.body.version).toBe(taken.body.version);
    // Taking it again is refused: there is nothing newer.
    const twice = await f.accept({ version: taken.body.version, snapshot_id: snapshotId });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('portfolios.template_update_unavailable');
    const next = await save(f.owner, again.body, {
      portfolio_action: 'save_as_draft',
      fields: { 'textfield-3': { content: 'Year 5' } },
    });
    expect(next.status).toBe(200);

    const list = await snapshots(f.templateId);
    expect(list.items.map((item) => [item.snapshot_id, item.portfolio_count, item.current])).toEqual([
      [snapshotId, 1, true],
      [first?.snapshot_id, 0, false],
    ]);
  });

  it('drops an answer whose component changed kind, and it can be answered again in the new kind', async () => {
    const f = await startedPortfolio();
    await newVersion(f.templateId, [{ ...SCHOOL, type: 'textarea', label: 'About your school' }, MENTOR]);
    const offer = (await f.open()).body.template_update;
    expect(offer?.lost).toEqual([{ component_id: 'textfield-1', page_title: 'Versions', field_title: 'Your school' }]);
    const taken = await f.accept({ version: f.portfolio.version, snapshot_id: offer?.snapshot_id as string });
    expect(taken.status).toBe(200);
    expect(taken.body.content).toEqual({ 'textfield-2': { content: 'Ms Rivera' } });
    const answered = await save(f.owner, taken.body, {
      portfolio_action: 'save_as_draft',
      fields: { 'textfield-1': { content: 'A small school by the river.' } },
    });
    expect(answered.status).toBe(200);
    expect((await f.open()).body.content['textfield-1']).toEqual({ content: 'A small school by the river.' });
  });

  it('kept, that version is not offered again; a newer one is; a save from before the answer is stale', async () => {
    const f = await startedPortfolio();
    await newVersion(f.templateId, [MENTOR]);
    const offer = (await f.open()).body.template_update;
    const kept = await f.decline({ version: f.portfolio.version, snapshot_id: offer?.snapshot_id as string });
    expect(kept.status).toBe(200);
    expect(kept.body.template_update).toBeNull();
    expect(labels(kept.body)).toEqual(['Your school', 'Your mentor']);
    expect(kept.body.content).toEqual(f.portfolio.content);

    const reopened = await f.open();
    expect(reopened.body.template_update).toBeNull();
    expect(reopened.body.version).toBe(kept.body.version);
    const old = await save(f.owner, f.portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { 'textfield-2': { content: 'Mr Okafor' } },
    });
    expect(old.status).toBe(409);

    await newVersion(f.templateId, [{ ...MENTOR, label: 'Your mentor teacher' }]);
    const newer = (await f.open()).body.template_update;
    expect(newer?.snapshot_id).not.toBe(offer?.snapshot_id);
    expect(newer?.lost.map((answer) => answer.field_title)).toEqual(['Your school']);
  });

  it('offers a portfolio with submitted revisions the new version for its next draft only', async () => {
    const template = await createdTemplate(DEMO_ROOT, uniqueName('Drafts'), {
      workflow: 'FormWorkflow',
      page_templates: [{ id: 'page-1', title: 'Versions', components: COMPONENTS }],
    });
    const published = await invoke(publishTemplate, {
      as: 'admin',
      path: { id: template.id },
      body: { version: template.version },
    });
    expect(published.status).toBe(200);
    const f = await startedPortfolio(template.id);
    const submitted = await save(f.owner, f.portfolio, { portfolio_action: 'advance' });
    expect(submitted.status).toBe(200);
    expect(submitted.body.portfolio.state).toBe('in_assessment');

    // Being assessed: nothing offered, nothing followed (the revision is what its assessors judge).
    await newVersion(template.id, [{ ...SCHOOL, label: 'Your placement school' }, MENTOR], 'FormWorkflow');
    const assessed = await f.open();
    expect(assessed.body.template_update).toBeNull();
    expect(labels(assessed.body)).toEqual(['Your school', 'Your mentor']);

    const withdrawn = await invoke<{ version: number }>(withdrawPortfolio, {
      as: { userId: f.owner.userId },
      path: { id: f.owner.userId, portfolioId: f.portfolio.id },
      body: { version: submitted.body.portfolio.version },
    });
    expect(withdrawn.status).toBe(200);
    // Its next draft: offered even though nothing is lost, and taken only when the owner says so.
    const draft = await f.open();
    expect(draft.body.state).toBe('in_preparation');
    expect(labels(draft.body)).toEqual(['Your school', 'Your mentor']);
    expect(draft.body.template_update?.lost).toEqual([]);
    const taken = await f.accept({
      version: draft.body.version,
      snapshot_id: draft.body.template_update?.snapshot_id as string,
    });
    expect(taken.status).toBe(200);
    expect(labels(taken.body)).toEqual(['Your placement school', 'Your mentor']);
    // The submitted revision keeps the version it was made on.
    const revisionPages = await invoke<{ pages: Portfolio['pages'] }>(getPortfolioRevision, {
      as: { userId: f.owner.userId },
      path: { id: f.owner.userId, portfolioId: f.portfolio.id, revision: '1' },
    });
    expect(revisionPages.status).toBe(200);
    expect(labels(revisionPages.body as Portfolio)).toEqual(['Your school', 'Your mentor']);
  });

  it('answers another organisation 404 and changes nothing', async () => {
    const f = await startedPortfolio();
    await newVersion(f.templateId, [MENTOR]);
    const offer = (await f.open()).body.template_update;
    const organisation = await createOrganisation();
    const stranger = await createUser({ memberships: [[organisation.organizationId, ['student']]] });
    const answer = await invoke<ErrorBody>(acceptTemplateUpdate, {
      as: { sub: stranger.userId },
      path: { id: f.owner.userId, portfolioId: f.portfolio.id },
      body: { version: f.portfolio.version, snapshot_id: offer?.snapshot_id as string },
    });
    expect(answer.status).toBe(404);
    expect((await f.open()).body.version).toBe(f.portfolio.version);
  });
});
