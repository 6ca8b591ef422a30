/**
 * Large answers' S3 objects (issue 23, docs/adr/0028-portfolios-at-institution-scale.md §1 "Large answers'
 * objects"): an answer over 32 KB is an object under `portfolios/<orgId>/<portfolioId>/`; once no field and no
 * revision field names it, and it is older than the grace, the sweep deletes it. What a revision froze stays;
 * what a write has just put stays; what the portfolio still names stays and reads back.
 */
import { scheduledSweepMessage, sweepFieldObjectsJob } from '@tessera/events';
import { getPortfolio, getPortfolioRevision, publishTemplate, withdrawPortfolio } from '@tessera/shared';
import { listObjects } from '../../src/adapters/object-storage';
import { fieldObjectPrefix } from '../../src/db/portfolios/field-values';
import { FIELD_OBJECT_GRACE_MS, sweepPortfolioObjects } from '../../src/jobs/field-objects/sweep-portfolio-objects';
import { handler as maintenance } from '../../src/jobs/maintenance/handler';
import { sweepFieldObjectsPage } from '../../src/jobs/maintenance/sweep-field-objects';
import { sqsEvent } from '../support/jobs';
import { lambdaContext } from '../support/events';
import { DEMO_ROOT, uniqueName } from '../hierarchy/support';
import { invoke } from '../support/invoke';
import { createdTemplate } from '../templates/support';
import { createdPortfolio, freshUser, save, type Portfolio } from './support';

const ORG = 'org_demo';
const ESSAY = { component_id: 'textarea-1', type: 'textarea', label: 'Essay' };
const NOTE = { component_id: 'textarea-2', type: 'textarea', label: 'Note' };

/** An answer of about 45 KB (over the 32 KB kept in the item). */
const long = (word: string) => ({ content: `<p>${Array.from({ length: 7_000 }, () => word).join(' ')}</p>` });

const later = () => new Date(Date.now() + FIELD_OBJECT_GRACE_MS + 60_000);

async function formPortfolio() {
  const template = await createdTemplate(DEMO_ROOT, uniqueName('Essays'), {
    workflow: 'FormWorkflow',
    page_templates: [{ id: 'page-1', title: 'Essays', components: [ESSAY, NOTE] }],
  });
  const published = await invoke(publishTemplate, {
    as: 'admin',
    path: { id: template.id },
    body: { version: template.version },
  });
  if (published.status !== 200) throw new Error(`cannot publish: ${JSON.stringify(published.body)}`);
  const owner = await freshUser();
  const made = await createdPortfolio(owner, template.id);
  const keys = async () => (await listObjects(fieldObjectPrefix(ORG, made.id))).map((object) => object.key).sort();
  const open = () =>
    invoke<Portfolio>(getPortfolio, { as: { userId: owner.userId }, path: { id: owner.userId, portfolioId: made.id } });
  return { owner, made, keys, open };
}

describe('the sweep of large answers’ objects (ADR 0028 §1)', () => {
  it('deletes a replaced answer’s object once past the grace, and keeps what is named or new', async () => {
    const f = await formPortfolio();
    const first = await save(f.owner, f.made, {
      portfolio_action: 'save_as_draft',
      fields: { 'textarea-1': long('alpha') },
    });
    expect(first.status).toBe(200);
    const second = await save(f.owner, first.body.portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { 'textarea-1': long('beta'), 'textarea-2': long('gamma') },
    });
    expect(second.status).toBe(200);
    const all = await f.keys();
    expect(all).toHaveLength(3);

    // Within the grace nothing goes, even what no item names any more.
    expect(await sweepPortfolioObjects(ORG, f.made.id)).toEqual([]);
    const deleted = await sweepPortfolioObjects(ORG, f.made.id, later());
    expect(deleted).toHaveLength(1);
    expect(deleted[0]).toMatch(new RegExp(`/textarea-1/[0-9a-f]{64}\\.${first.body.portfolio.version}$`));
    expect(await f.keys()).toEqual(all.filter((key) => key !== deleted[0]));
    const read = await f.open();
    expect(read.body.content).toEqual({ 'textarea-1': long('beta'), 'textarea-2': long('gamma') });
    // Run again: nothing more to delete.
    expect(await sweepPortfolioObjects(ORG, f.made.id, later())).toEqual([]);
  });

  it('keeps what a submitted revision froze, even when the portfolio moved on', async () => {
    const f = await formPortfolio();
    const submitted = await save(f.owner, f.made, {
      portfolio_action: 'advance',
      fields: { 'textarea-1': long('delta'), 'textarea-2': { content: '<p>Short.</p>' } },
    });
    if (submitted.status !== 200) throw new Error(JSON.stringify(submitted.body));
    const withdrawn = await invoke<{ version: number }>(withdrawPortfolio, {
      as: { userId: f.owner.userId },
      path: { id: f.owner.userId, portfolioId: f.made.id },
      body: { version: submitted.body.portfolio.version },
    });
    expect(withdrawn.status).toBe(200);
    const draft = await f.open();
    const changed = await save(f.owner, draft.body, {
      portfolio_action: 'save_as_draft',
      fields: { 'textarea-1': long('epsilon') },
    });
    expect(changed.status).toBe(200);

    await sweepPortfolioObjects(ORG, f.made.id, later());
    const revision = await invoke<{ content: Record<string, unknown> }>(getPortfolioRevision, {
      as: { userId: f.owner.userId },
      path: { id: f.owner.userId, portfolioId: f.made.id, revision: '1' },
    });
    expect(revision.status).toBe(200);
    expect(revision.body.content['textarea-1']).toEqual(long('delta'));
    expect((await f.open()).body.content['textarea-1']).toEqual(long('epsilon'));
    // The submit's object and the draft's: the portfolio's own first object (replaced, never frozen) is gone.
    expect(await f.keys()).toHaveLength(2);
  });
});

describe('the scheduled sweep (ADR 0028 §7: the maintenance queue)', () => {
  /** Two portfolios, each with one replaced large answer (2 objects, 1 still named). */
  async function replacedTwice() {
    const portfolios = [await formPortfolio(), await formPortfolio()];
    for (const f of portfolios) {
      const first = await save(f.owner, f.made, {
        portfolio_action: 'save_as_draft',
        fields: { 'textarea-1': long('first') },
      });
      const second = await save(f.owner, first.body.portfolio, {
        portfolio_action: 'save_as_draft',
        fields: { 'textarea-1': long('second') },
      });
      expect(second.status).toBe(200);
      expect(await f.keys()).toHaveLength(2);
    }
    return portfolios;
  }

  it('visits every portfolio’s objects on a page and deletes what no item names past the grace', async () => {
    const portfolios = await replacedTwice();
    // Within the grace nothing goes. (One page of S3's 1,000 keys: the local s3rver fails every truncated
    // ListObjectsV2, since it makes its continuation token with DES, which Node 20's OpenSSL 3 refuses, so the
    // chain of pages runs in AWS only; each page is this same work.)
    expect(await sweepFieldObjectsPage(null)).toMatchObject({ deleted: 0, next: null });
    for (const f of portfolios) expect(await f.keys()).toHaveLength(2);
    // Past the grace, one page of S3's 1,000 keys: each replaced answer's object goes, the named one stays.
    const done = await sweepFieldObjectsPage(null, { now: later() });
    expect(done.deleted).toBeGreaterThanOrEqual(2);
    for (const f of portfolios) {
      expect(await f.keys()).toHaveLength(1);
      expect((await f.open()).body.content['textarea-1']).toEqual(long('second'));
    }
  });

  it('takes the schedule’s message through the maintenance consumer, deleting nothing within the grace', async () => {
    const [f] = await replacedTwice();
    const answer = await maintenance(
      sqsEvent('maintenance', sweepFieldObjectsJob.message.parse(scheduledSweepMessage('event-1'))),
      lambdaContext,
    );
    expect(answer.batchItemFailures).toEqual([]);
    expect(await f?.keys()).toHaveLength(2);
  });
});
