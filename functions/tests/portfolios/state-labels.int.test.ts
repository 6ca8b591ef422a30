/**
 * The state labels the spec hides (spec 1 §4): "Awaiting submission is hidden for observational workflows;
 * Awaiting assessment is hidden for form workflows." The portfolio, its list row and its search row answer no
 * label there (`state_label: null`); every other state keeps its label.
 */
import { getPortfolio, listPortfolios, searchPortfolios } from '@tessera/shared';
import { storePortfolio } from '../../src/http/portfolios/save';
import { getPortfolio as readStoredPortfolio } from '../../src/ports/portfolios';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { invoke } from '../support/invoke';
import { assessedPortfolio } from '../assessments/assessment-support';
import { createdPortfolio, FORM_ANSWERS, freshUser, save, type Portfolio } from './support';

type Page = { items: Portfolio[] };
type Labelled = Portfolio & { workflow: { state: string; state_label: string | null } };

describe('state labels hidden by workflow (spec 1 §4)', () => {
  it('hides Awaiting assessment for a form workflow, in the portfolio, its list and its search', async () => {
    const owner = await freshUser();
    const as = { userId: owner.userId };
    const created = await createdPortfolio(owner, DEMO_TEMPLATES.form);
    expect(created).toMatchObject({ state: 'created', state_label: 'Created' });
    const submitted = await save(owner, created, { portfolio_action: 'advance', fields: FORM_ANSWERS });
    expect(submitted.body.portfolio).toMatchObject({
      state: 'in_assessment',
      state_label: null,
      workflow: { state: 'in_assessment', state_label: null },
    });
    const listed = await invoke<Page>(listPortfolios, { as, path: { id: owner.userId } });
    expect(listed.body.items).toMatchObject([{ id: created.id, state: 'in_assessment', state_label: null }]);
    const found = await invoke<Page>(searchPortfolios, { as, path: { id: owner.userId }, query: { q: 'field' } });
    expect(found.body.items).toMatchObject([{ id: created.id, state_label: null }]);
  });

  it('keeps Awaiting assessment for other workflows, and in Spanish', async () => {
    const fixture = await assessedPortfolio({ workflowId: 'SupervisedAssessmentWorkflow' });
    const path = { id: fixture.owner.userId, portfolioId: fixture.id };
    const english = await invoke<Labelled>(getPortfolio, { as: { userId: fixture.owner.userId }, path });
    expect(english.body.workflow.state_label).toBe('Awaiting assessment');
    const spanish = await invoke<Labelled>(getPortfolio, {
      as: { userId: fixture.owner.userId },
      path,
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.body.workflow.state_label).toBe('Pendiente de evaluación');
  });

  it('hides Awaiting submission for an observational workflow and shows Awaiting assessment there', async () => {
    const fixture = await assessedPortfolio({ workflowId: 'ObservationalAssessmentWorkflow' });
    const as = { userId: fixture.owner.userId };
    const path = { id: fixture.owner.userId, portfolioId: fixture.id };
    expect((await invoke<Labelled>(getPortfolio, { as, path })).body.workflow.state_label).toBe('Awaiting assessment');

    // Back in preparation (as after a revision request): no label.
    const current = await readStoredPortfolio('org_demo', fixture.id, { consistent: true });
    if (!current) throw new Error('the observational fixture is missing');
    const next = { ...current, state: 'in_preparation' as const, version: current.version + 1 };
    expect((await storePortfolio({ current, next })).result.outcome).toBe('saved');
    const read = await invoke<Labelled>(getPortfolio, { as, path });
    expect(read.body).toMatchObject({ state_label: null, workflow: { state: 'in_preparation', state_label: null } });
  });
});
