/**
 * Changes made while acting as someone (spec 1 §1 impersonation; issue 21 defect 10): a comment or a save made
 * by support acting as an assessor records the impersonator beside the assessor, shown wherever the assessor is
 * named, and the impersonation's audit trail lists each change asked (contract, object, outcome), refused ones
 * included; reads are not listed.
 */
import {
  createPortfolioComment,
  getPortfolio,
  getPortfolioAssessment,
  listPortfolioComments,
  revokeImpersonation,
  startImpersonation,
  updatePortfolioAssessment,
  type PortfolioAssessment,
  type PortfolioComment,
} from '@tessera/shared';
import { listImpersonationActions } from '../../src/db/identity/impersonations';
import { getPortfolioRevision as readStoredRevision } from '../../src/ports/portfolios';
import { invoke } from '../support/invoke';
import { assessedPortfolio, assessorOf, readAssessment, saveAssessment } from '../assessments/assessment-support';
import { freshUser, save, type ErrorBody } from './support';

describe('what support does acting as an assessor is theirs on the record and in the audit', () => {
  it('records the impersonator on the comment and the assessment, and lists every change asked in the audit', async () => {
    const fixture = await assessedPortfolio({ roles: ['supervisor_assessor'], showNames: true });
    const assessor = assessorOf(fixture, 0);
    const support = await freshUser(['support'], 'Sue');
    const started = await invoke<{ impersonation_id: string } & ErrorBody>(startImpersonation, {
      as: { sub: support.userId },
      body: { user_id: assessor.userId },
    });
    expect(started.status).toBe(201);
    const acting = { sub: support.userId };
    const path = fixture.path(assessor.userId);

    const written = await invoke<PortfolioComment & ErrorBody>(createPortfolioComment, {
      as: acting,
      path,
      body: { text: 'Check the second criterion.' },
    });
    expect(written.status).toBe(201);
    const impersonator = { id: support.userId, first_name: 'Sue', last_name: support.lastName };
    expect(written.body).toMatchObject({ author: { id: assessor.userId }, acted_by: impersonator });
    const saveActing = (components: Record<string, unknown>) =>
      invoke<{ assessment: PortfolioAssessment } & ErrorBody>(updatePortfolioAssessment, {
        as: acting,
        path,
        body: { version: 0, components },
      });
    const refused = await saveActing({ 'scoring-1': { score: '101' } });
    expect(refused.status).toBe(400);
    const saved = await saveActing({ 'feedback-1': { content: 'Written by support.' } });
    expect(saved.status).toBe(200);
    expect(saved.body.assessment.acted_by).toEqual(impersonator);
    // A read while acting changes nothing and is not a line of the audit.
    expect((await invoke(getPortfolioAssessment, { as: acting, path })).status).toBe(200);
    expect((await invoke(revokeImpersonation, { as: acting })).status).toBe(200);

    // The assessor, the student (names shown on this work) and anyone who reads them see who acted.
    const own = await readAssessment(fixture, assessor, assessor.userId);
    expect(own.body).toMatchObject({ acted_by: impersonator, components: { 'feedback-1': expect.any(Object) } });
    const thread = await invoke<{ items: PortfolioComment[] }>(listPortfolioComments, {
      as: { userId: fixture.owner.userId },
      path,
    });
    expect(thread.body.items[0]).toMatchObject({ author: { id: assessor.userId }, acted_by: impersonator });

    const audit = await listImpersonationActions('org_demo', started.body.impersonation_id);
    expect(audit.map(({ contract, outcome, status, error }) => ({ contract, outcome, status, error }))).toEqual([
      { contract: 'portfolios.createPortfolioComment', outcome: 'done', status: 201, error: null },
      {
        contract: 'assessments.updatePortfolioAssessment',
        outcome: 'failed',
        status: 400,
        error: 'portfolios.assessment.invalid',
      },
      { contract: 'assessments.updatePortfolioAssessment', outcome: 'done', status: 200, error: null },
      { contract: 'identity.revokeImpersonation', outcome: 'done', status: 200, error: null },
    ]);
    expect(audit[0]).toMatchObject({
      impersonatorId: support.userId,
      targetUserId: assessor.userId,
      method: 'POST',
      path: { id: fixture.owner.userId, portfolioId: fixture.id, revision: '1', assessment: assessor.userId },
    });
  });

  it('records who submitted while acting as the student on the frozen revision', async () => {
    const fixture = await assessedPortfolio({ roles: ['supervisor_assessor'] });
    const assessor = assessorOf(fixture, 0);
    const support = await freshUser(['support'], 'Sue');
    expect((await saveAssessment(fixture, assessor, 0, { 'feedback-1': { content: 'Revise.' } })).status).toBe(200);
    const read = async (as: { userId: string } | { sub: string }) =>
      (
        await invoke<{ id: string; version: number }>(getPortfolio, {
          as,
          path: { id: fixture.owner.userId, portfolioId: fixture.id },
        })
      ).body;
    expect((await save(fixture.owner, await read(assessor), { portfolio_action: 'push_back' }, assessor)).status).toBe(
      200,
    );
    expect(
      (
        await invoke(startImpersonation, {
          as: { sub: support.userId },
          body: { user_id: fixture.owner.userId },
        })
      ).status,
    ).toBe(201);
    const resubmitted = await save(
      fixture.owner,
      await read({ sub: support.userId }),
      { portfolio_action: 'advance' },
      { sub: support.userId },
    );
    expect(resubmitted.status).toBe(200);
    const revision = await readStoredRevision('org_demo', fixture.id, 2);
    expect(revision).toMatchObject({
      submittedBy: { userId: fixture.owner.userId },
      actedBy: { userId: support.userId, firstName: 'Sue' },
    });
  });
});
