/**
 * The Eportfolio Workflow's results (spec 3 §4): "Draft gives the message '%(title)s draft has been saved.';
 * published gives '%(title)s has been published.'" — and, nobody assessing it, published work stays its owner's
 * to rename and trash (ADR 0018 "Submitted work is kept" covers assessed work only).
 */
import { deletePortfolio, updatePortfolio, updatePortfolioSettings } from '@tessera/shared';
import { uniqueName } from '../hierarchy/support';
import { invoke } from '../support/invoke';
import { createdPortfolio, freshUser, publishedEportfolioTemplate, save } from './support';

describe('the Eportfolio Workflow’s results (spec 3 §4)', () => {
  it('says a save is a draft and a submit publishes, in English and Spanish; published work stays the owner’s', async () => {
    const templateId = await publishedEportfolioTemplate(uniqueName('Showcase'), [
      { component_id: 'textarea-1', type: 'textarea', label: 'About me', optional: true },
    ]);
    const owner = await freshUser();
    const portfolio = await createdPortfolio(owner, templateId, 'My practice');
    const draft = await save(owner, portfolio, {
      portfolio_action: 'save_as_draft',
      fields: { 'textarea-1': { content: 'I teach.' } },
    });
    expect(draft).toMatchObject({ status: 200, body: { message: 'My practice draft has been saved.' } });

    const spanish = await invoke<{ message: string; portfolio: { version: number } }>(updatePortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: portfolio.id },
      body: { version: draft.body.portfolio.version, portfolio_action: 'save_as_draft' },
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body.message).toBe('Se ha guardado el borrador de My practice.');

    const published = await save(
      owner,
      { id: portfolio.id, version: spanish.body.portfolio.version },
      { portfolio_action: 'advance' },
    );
    expect(published).toMatchObject({
      status: 200,
      body: { message: 'My practice has been published.', portfolio: { state: 'done' } },
    });

    const path = { id: owner.userId, portfolioId: portfolio.id };
    const as = { userId: owner.userId };
    const renamed = await invoke<{ portfolio: { version: number; title: string } }>(updatePortfolioSettings, {
      as,
      path,
      body: { version: published.body.portfolio.version, title: 'My teaching' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { portfolio: { title: 'My teaching' } } });
    const trashed = await invoke(deletePortfolio, {
      as,
      path,
      query: { version: String(renamed.body.portfolio.version) },
    });
    expect(trashed.status).toBe(200);
  });
});
