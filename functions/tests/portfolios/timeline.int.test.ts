/**
 * The timeline (spec 1 §3 timeline_order_datetime, §9 "Timeline activity page size 15"): a user's portfolios
 * and evidence items shown on it, latest first, 15 a page, the trash and hidden portfolios left out; only
 * its owner reads it.
 */
import {
  changePortfolioTime,
  createEvidence,
  deletePortfolio,
  listTimeline,
  updatePortfolioSettings,
} from '@tessera/shared';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { createUser, type FixtureUser } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';
import { createdPortfolio, freshUser, type Portfolio } from './support';

type Page = { items: Portfolio[]; total: number; page: number; page_size: number };

const timeline = (owner: FixtureUser, query: Record<string, string> = {}, as: { userId: string } = owner) =>
  invoke<Page>(listTimeline, {
    as: { userId: as.userId },
    path: { id: owner.userId },
    query,
    // The organisation hint: actor resolution is one read (docs/data-model.md).
    headers: { 'x-tessera-organization': 'org_demo' },
  });

async function evidenceAt(owner: FixtureUser, title: string, time: string): Promise<Portfolio> {
  const made = await invoke<Portfolio>(createEvidence, {
    as: { userId: owner.userId },
    path: { id: owner.userId },
    body: { title },
  });
  const moved = await invoke<{ portfolio: Portfolio }>(changePortfolioTime, {
    as: { userId: owner.userId },
    path: { id: owner.userId, portfolioId: made.body.id },
    body: { version: made.body.version, time },
  });
  expect(moved.status).toBe(200);
  return moved.body.portfolio;
}

describe('the timeline', () => {
  it('orders evidence and shown portfolios by timeline_order_datetime, 15 a page, without the trash', async () => {
    const owner = await freshUser();
    const items: Portfolio[] = [];
    // 17 items on 17 days of 2030, made out of order.
    for (const day of [5, 1, 17, 3, 9, 2, 11, 4, 13, 6, 15, 7, 8, 10, 12, 14, 16]) {
      items.push(await evidenceAt(owner, `Day ${day}`, `2030-01-${String(day).padStart(2, '0')}T09:00:00Z`));
    }
    // A portfolio is on it only once its owner shows it there; then at its time.
    const hidden = await createdPortfolio(owner, DEMO_TEMPLATES.eportfolio, 'Hidden showcase');
    const shown = await createdPortfolio(owner, DEMO_TEMPLATES.form, 'Shown form');
    const settings = await invoke<{ portfolio: Portfolio }>(updatePortfolioSettings, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: shown.id },
      body: { version: shown.version, title: 'Shown form', display_on_timeline: true },
    });
    await invoke(changePortfolioTime, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: shown.id },
      body: { version: settings.body.portfolio.version, time: '2030-01-09T12:00:00Z' },
    });
    const trashed = items.find((item) => item.title === 'Day 1') as Portfolio;
    expect(
      (
        await invoke(deletePortfolio, {
          as: { userId: owner.userId },
          path: { id: owner.userId, portfolioId: trashed.id },
          query: { version: String(trashed.version) },
        })
      ).status,
    ).toBe(200);

    const { result: first, calls } = await countingRoundTrips(() => timeline(owner));
    expect(first.status).toBe(200);
    // Actor (1 with the hint) + the owner's list (1).
    expect(calls).toHaveLength(2);
    expect(first.body).toMatchObject({ page: 1, page_size: 15, total: 17 });
    const titles = first.body.items.map((item) => item.title);
    expect(titles.slice(0, 10)).toEqual([
      'Day 17',
      'Day 16',
      'Day 15',
      'Day 14',
      'Day 13',
      'Day 12',
      'Day 11',
      'Day 10',
      'Shown form',
      'Day 9',
    ]);
    expect(titles).toHaveLength(15);
    expect(titles).not.toContain(hidden.title);
    const second = await timeline(owner, { page: '2' });
    expect(second.body.items.map((item) => item.title)).toEqual(['Day 3', 'Day 2']);
    expect(second.body.items.map((item) => item.type)).toEqual(['evidence', 'evidence']);

    const searched = await timeline(owner, { q: 'day 1', exclude: items[2]?.id as string });
    expect(searched.body.items.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Day 16', 'Day 15', 'Day 13', 'Day 11', 'Day 10']),
    );
    expect(searched.body.items.map((item) => item.title)).not.toContain('Day 17');
  });

  it('is its owner’s alone: anyone else, in the organisation or another, gets 404', async () => {
    const owner = await freshUser();
    await evidenceAt(owner, 'Private', '2030-02-01T00:00:00Z');
    const peer = await freshUser(['faculty']);
    expect((await timeline(owner, {}, peer)).status).toBe(404);
    const outsider = await createUser({ memberships: [['org_other', ['admin']]] });
    const refused = await timeline(owner, {}, outsider);
    expect(refused.status).toBe(404);
  });
});
