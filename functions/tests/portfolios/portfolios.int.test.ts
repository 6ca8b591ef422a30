/**
 * Portfolios made, read, listed, saved and trashed through the HTTP API (spec 1 §3–4, §7–8; spec 3 §4): the
 * first save creates, later saves update at the version read; content is checked per component against its
 * mode; auto-save only in spec 1 §4's cases; a stale save is a 409 with the newer content; a newer sign-in
 * elsewhere disables saving; other users' portfolios are 404.
 */
import {
  createPortfolio,
  deletePortfolio,
  getPortfolio,
  listPortfolios,
  restorePortfolio,
  searchPortfolios,
  startSession,
  updatePortfolioSettings,
} from '@tessera/shared';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { countingRoundTrips, invoke } from '../support/invoke';
import { createdPortfolio, FORM_ANSWERS, freshUser, save, type ErrorBody, type Portfolio } from './support';

type Page = { items: Portfolio[]; total: number; page: number; page_size: number };

describe('making a portfolio directly from a template (spec 1 §4 first save, spec 3 §4)', () => {
  it('copies the ePortfolio template’s two pages and starts created, with what the owner may do', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner, DEMO_TEMPLATES.eportfolio);
    expect(portfolio).toMatchObject({
      title: 'Teaching Portfolio',
      state: 'created',
      state_label: 'Created',
      workflow: { id: 'EportfolioWorkflow', workflow_role: 'submitter', permissions: { edit: true, comment: false } },
      category: 'showcase',
      owner_id: owner.userId,
      version: 1,
      can_withdraw: false,
      auto_save: false,
      saving_disabled: null,
    });
    expect(portfolio.pages.map((page) => page.title)).toEqual(['About me', 'Evidence']);
    expect(portfolio.component_modes).toEqual({
      'user_info-1': 'editable',
      'rich-1': 'editable',
      'gallery-1': 'editable',
    });
    expect(portfolio.buttons.map((b) => [b.action, b.label])).toEqual([
      ['save_as_draft', 'Save'],
      ['advance', 'Submit'],
    ]);
  });

  it('refuses templates that need an activity, unpublished ones and other users’ lists', async () => {
    const owner = await freshUser();
    const as = { userId: owner.userId };
    const supervised = await invoke<ErrorBody>(createPortfolio, {
      as,
      path: { id: owner.userId },
      body: { template_id: DEMO_TEMPLATES.supervised },
    });
    expect(supervised).toMatchObject({
      status: 400,
      body: { fields: { template_id: 'Choose a published ePortfolio or form template.' } },
    });
    const draft = await invoke<ErrorBody>(createPortfolio, {
      as,
      path: { id: owner.userId },
      body: { template_id: DEMO_TEMPLATES.draft },
    });
    expect(draft.status).toBe(400);
    const someoneElse = await freshUser();
    const forOther = await invoke(createPortfolio, {
      as,
      path: { id: someoneElse.userId },
      body: { template_id: DEMO_TEMPLATES.form },
    });
    expect(forOther.status).toBe(404);
  });
});

describe('reading portfolios', () => {
  it('answers the owner in one read after actor resolution, and anyone else 404 with "Resource does not exist!"', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner);
    const { result, calls } = await countingRoundTrips(() =>
      invoke<Portfolio>(getPortfolio, {
        as: { userId: owner.userId },
        path: { id: owner.userId, portfolioId: portfolio.id },
        headers: { 'x-tessera-organization': 'org_demo' },
      }),
    );
    expect(result.status).toBe(200);
    // The actor with the hint (1 round trip), then the portfolio's head and fields side by side (ADR 0028 §1:
    // 1 round trip, 2 calls); its template snapshot from the container's cache.
    expect(calls.slice(0, 1)).toEqual(['TransactGetItemsCommand']);
    expect([...calls.slice(1)].sort()).toEqual(['GetItemCommand', 'QueryCommand']);

    for (const who of [await freshUser(), await freshUser(['faculty']), await freshUser(['admin'])]) {
      const answer = await invoke<ErrorBody>(getPortfolio, {
        as: { userId: who.userId },
        path: { id: owner.userId, portfolioId: portfolio.id },
      });
      expect(answer).toMatchObject({ status: 404, body: { message: 'Resource does not exist!' } });
    }
    const wrongOwner = await invoke(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: (await freshUser()).userId, portfolioId: portfolio.id },
    });
    expect(wrongOwner.status).toBe(404);
  });

  it('lists the owner’s portfolios newest first by state and category, leaves one out, pages by 15, searches', async () => {
    const owner = await freshUser();
    const as = { userId: owner.userId };
    const form = await createdPortfolio(owner, DEMO_TEMPLATES.form, 'Visit to Lincoln');
    const eportfolio = await createdPortfolio(owner, DEMO_TEMPLATES.eportfolio, 'My teaching');
    await save(owner, form, { portfolio_action: 'save_as_draft', fields: FORM_ANSWERS });
    const list = (query: Record<string, string>) =>
      invoke<Page>(listPortfolios, { as, path: { id: owner.userId }, query });

    expect((await list({})).body.items.map((p) => p.id)).toEqual([eportfolio.id, form.id]);
    expect((await list({ state: 'in_preparation' })).body.items.map((p) => p.id)).toEqual([form.id]);
    expect((await list({ category: 'showcase' })).body.items.map((p) => p.id)).toEqual([eportfolio.id]);
    expect((await list({ include_showcase: 'false' })).body.items.map((p) => p.id)).toEqual([form.id]);
    expect((await list({ exclude: form.id })).body.items.map((p) => p.id)).toEqual([eportfolio.id]);
    expect((await list({ page: '2' })).body).toMatchObject({ items: [], page: 2, page_size: 15, total: 2 });

    const search = await invoke<Page>(searchPortfolios, {
      as,
      path: { id: owner.userId },
      query: { q: 'LINCOLN visit' },
    });
    expect(search.body.items.map((p) => p.id)).toEqual([form.id]);
    const onlyShowcase = await invoke<Page>(searchPortfolios, {
      as,
      path: { id: owner.userId },
      query: { q: '', only_showcase: 'true' },
    });
    expect(onlyShowcase.body.items.map((p) => p.id)).toEqual([eportfolio.id]);
    expect((await invoke(listPortfolios, { as, path: { id: (await freshUser()).userId } })).status).toBe(404);
  });
});

describe('settings and the trash', () => {
  it('lets the owner rename, trash and restore; the trash is listed apart and a trashed portfolio reads 404', async () => {
    const owner = await freshUser();
    const as = { userId: owner.userId };
    const portfolio = await createdPortfolio(owner);
    const path = { id: owner.userId, portfolioId: portfolio.id };
    const renamed = await invoke<{ portfolio: Portfolio }>(updatePortfolioSettings, {
      as,
      path,
      body: { version: 1, title: '  Week 3 visit ', abstract_text: 'Short.' },
    });
    expect(renamed.body.portfolio).toMatchObject({ title: 'Week 3 visit', abstract_text: 'Short.', version: 2 });
    const blank = await invoke<ErrorBody>(updatePortfolioSettings, { as, path, body: { version: 2, title: ' ' } });
    expect(blank).toMatchObject({ status: 400, body: { fields: { title: 'Please enter a title.' } } });

    const trashed = await invoke<{ message: string }>(deletePortfolio, { as, path, query: { version: '2' } });
    expect(trashed).toMatchObject({ status: 200, body: { message: 'Week 3 visit was moved to the trash.' } });
    expect((await invoke(getPortfolio, { as, path })).status).toBe(404);
    const list = (query: Record<string, string>) =>
      invoke<Page>(listPortfolios, { as, path: { id: owner.userId }, query });
    expect((await list({})).body.total).toBe(0);
    expect((await list({ state: 'trashed' })).body.items.map((p) => p.id)).toEqual([portfolio.id]);

    const restored = await invoke<{ message: string }>(restorePortfolio, { as, path, body: { version: 3 } });
    expect(restored).toMatchObject({ status: 200, body: { message: 'Week 3 visit was restored.' } });
    expect((await list({})).body.items.map((p) => p.id)).toEqual([portfolio.id]);
    expect((await invoke(restorePortfolio, { as, path, body: { version: 4 } })).status).toBe(409);
  });
});

describe('saving (spec 1 §4 save method and auto-save, §5, §8)', () => {
  it('saves content as a draft at the version read; a stale save is 409 with the newer content', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner);
    const first = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { 'textfield-1': { content: 'Ms Rivera' } },
    });
    expect(first.status).toBe(200);
    expect(first.body.portfolio).toMatchObject({
      state: 'in_preparation',
      version: 2,
      content: { 'textfield-1': { content: 'Ms Rivera' } },
      auto_save: true,
    });
    // A second device still holding version 1 saves over it: refused, the newer work in the answer.
    const stale = await save(owner, portfolio, { fields: { 'textfield-1': { content: 'Mr Lost' } } });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({
      code: 'portfolios.stale',
      current: { version: 2, state: 'in_preparation', content: { 'textfield-1': { content: 'Ms Rivera' } } },
    });
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: portfolio.id },
    });
    expect(read.body.content['textfield-1']).toEqual({ content: 'Ms Rivera' });
  });

  it('stores rich-text answers as the allow-list only: scripts, onerror and javascript: links stripped', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner, DEMO_TEMPLATES.eportfolio);
    const saved = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: {
        'rich-1': {
          component: 'textarea',
          content:
            '<p>I teach <strong>by asking</strong><script>alert(1)</script><img src=x onerror="alert(1)"></p>' +
            '<ul><li><a href="javascript:alert(1)">first</a></li><li><a href="https://example.org">second</a></li></ul>',
        },
      },
    });
    expect(saved.status).toBe(200);
    const clean =
      '<p>I teach <strong>by asking</strong></p><ul><li>first</li>' +
      '<li><a href="https://example.org" target="_blank" rel="noopener noreferrer">second</a></li></ul>';
    expect(saved.body.portfolio.content['rich-1']).toEqual({ component: 'textarea', content: clean });
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: portfolio.id },
    });
    expect(read.body.content['rich-1']).toEqual({ component: 'textarea', content: clean });
  });

  it('refuses prototype keys and over-deep values with a 400 before anything is read or saved (issue 21)', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner, DEMO_TEMPLATES.eportfolio);
    // As the probe sent them: JSON text, so the keys arrive as the body's own (a JS literal would not carry them).
    const polluted = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: {
        'rich-1': JSON.parse('{"constructor":{"prototype":{"polluted":true}},"component":"textarea"}') as unknown,
      },
    });
    expect(polluted).toMatchObject({
      status: 400,
      body: { code: 'system.body_key_refused', message: 'The request holds a key that is not allowed: constructor.' },
    });
    const proto = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: JSON.parse('{"rich-1":{"__proto__":{"polluted":true}}}') as unknown,
    });
    expect(proto).toMatchObject({ status: 400, body: { code: 'system.body_key_refused' } });

    let deep: unknown = 'bottom';
    for (let level = 0; level < 40; level += 1) deep = { d: deep };
    const nested = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { 'rich-1': { component: 'textarea', content: 'x', component_config: deep } },
    });
    expect(nested).toMatchObject({
      status: 400,
      body: { code: 'system.body_too_deep', message: 'The request is nested too deeply (at most 20 levels).' },
    });
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: portfolio.id },
    });
    expect(read.body.version).toBe(portfolio.version);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('checks each component by its kind and its mode, keyed by component, and saves nothing then', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner, DEMO_TEMPLATES.form);
    const refused = await save(owner, portfolio, {
      fields: {
        'duration-1': { content: 'about two hours' },
        'textfield-1': { content: 'Fine' },
        'missing-1': { content: 'x' },
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'duration-1': expect.any(String),
      'missing-1': 'This component is not part of the portfolio.',
    });
    const read = await invoke<Portfolio>(getPortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: portfolio.id },
    });
    expect(read.body).toMatchObject({ version: 1, content: {} });
  });

  it('auto-saves only in spec 1 §4’s cases, and a date error blocks it', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner, DEMO_TEMPLATES.form);
    // Created is not one of the cases: the first save is the author's.
    const early = await save(owner, portfolio, { auto_save: true, fields: { 'textfield-1': { content: 'A' } } });
    expect(early).toMatchObject({ status: 409, body: { code: 'portfolios.autosave_not_allowed' } });
    const drafted = await save(owner, portfolio, { portfolio_action: 'save_as_draft' });
    const auto = await save(owner, drafted.body.portfolio, {
      auto_save: true,
      fields: { 'textfield-1': { content: 'Auto' } },
    });
    expect(auto.status).toBe(200);
    // An auto-save that keeps the state answers the new version and what the server changed, not the document.
    const autoSaved = (auto.body as unknown as { saved: { version: number; state: string; fields: object } }).saved;
    expect(autoSaved).toMatchObject({
      version: drafted.body.portfolio.version + 1,
      state: 'in_preparation',
      fields: {},
    });
    expect(auto.body).not.toHaveProperty('portfolio');
    const after = { ...drafted.body.portfolio, version: autoSaved.version };
    const badDate = await save(owner, after, {
      auto_save: true,
      fields: { 'date_selection-1': { content: '02/30/2030' }, 'textfield-1': { content: 'Lost?' } },
    });
    expect(badDate).toMatchObject({
      status: 400,
      body: {
        message: 'Please enter a valid date in the format mm/dd/yyyy.',
        fields: { 'date_selection-1': 'Please enter a valid date in the format mm/dd/yyyy.' },
      },
    });
    const submitAsAuto = await save(owner, after, { auto_save: true, portfolio_action: 'advance' });
    expect(submitAsAuto.status).toBe(409);
  });

  it('disables saving on a device signed in before the latest sign-in (spec 1 §8)', async () => {
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner);
    const older = { sub: owner.userId, tokenId: 'laptop', authTime: 1_800_000_000 };
    const newer = { sub: owner.userId, tokenId: 'phone', authTime: 1_800_000_060 };
    await invoke(startSession, { as: older });
    await invoke(startSession, { as: newer });
    const sentence =
      'You have logged in on another device. Saving has been disabled on this device. Please logout and sign in again.';
    const read = await invoke<Portfolio>(getPortfolio, {
      as: older,
      path: { id: owner.userId, portfolioId: portfolio.id },
    });
    expect(read.body).toMatchObject({ saving_disabled: sentence, auto_save: false });
    expect(read.body.buttons.every((button) => button.disabled && button.tip === sentence)).toBe(true);
    const write = await save(owner, portfolio, { fields: { 'textfield-1': { content: 'x' } } }, older);
    expect(write).toMatchObject({ status: 409, body: { code: 'session_superseded', message: sentence } });
    expect((await save(owner, portfolio, { fields: { 'textfield-1': { content: 'x' } } }, newer)).status).toBe(200);
  });
});
