/**
 * Assessors' actions on a submitted portfolio (spec 1 §4, §6; docs/adr/0020-assessments.md): Mark-as-done
 * toggles assess_done (Submit / Undo), push_back is Request Revision or, on done work, Undo, and an assessor's
 * Submit or Request Revision is a collaborative submit that decides which assessments the submitter sees
 * (assessments_visibility: coordinators' computed, others' ticked, the primary always visible), with the
 * multiple-roles rule deciding the role acted in; and "Apply assessment content to your own".
 */
import { applyPortfolioAssessment, getPortfolio, type WorkflowId, type WorkflowRole } from '@tessera/shared';
import { invoke } from '../support/invoke';
import {
  ASSESSED_PAGES,
  assessedPortfolio,
  assessorOf,
  readAssessment,
  saveAssessment,
  type AssessedFixture,
  type PortfolioAssessment,
} from '../assessments/assessment-support';
import { freshUser, save, type ErrorBody, type Portfolio } from './support';

async function portfolioAs(fixture: AssessedFixture, as: { userId: string }): Promise<Portfolio> {
  const { status, body } = await invoke<Portfolio>(getPortfolio, {
    as,
    path: { id: fixture.owner.userId, portfolioId: fixture.id },
  });
  if (status !== 200) throw new Error(`cannot read the assessed portfolio: ${status}`);
  return body;
}

/** PUT .../portfolios/{id} as `as` at the version they read now. */
async function act(fixture: AssessedFixture, as: { userId: string }, body: Record<string, unknown>) {
  const current = await portfolioAs(fixture, as);
  return save(fixture.owner, current, body, as);
}

const visibilityOf = (portfolio: Portfolio) =>
  Object.fromEntries(
    (portfolio.workflow.history_revisions.at(-1)?.assessments ?? []).map((entry) => [entry.id, entry.visible]),
  );

type Tick = Partial<Record<'primary' | 'own' | 'other', boolean>>;

describe('collaborative submit: assessor role × visibility choice × viewer → sees or not (spec 1 §4)', () => {
  // One entry per assessor: the primary (a supervising role), the one who acts, another (never supervising).
  // The other begins first: primacy goes with the supervising role, not with arrival.
  it.each<[string, WorkflowId, Array<WorkflowRole | WorkflowRole[]>, 'advance' | 'push_back', Tick, boolean[]]>([
    [
      'a coordinator assessor’s Submit: own and primary, computed (what was ticked is ignored)',
      'SupervisedCoordinatorsAssessmentWorkflow',
      ['supervisor_assessor', 'coordinator_assessors', 'coordinator_assessors'],
      'advance',
      { own: false, other: true },
      [true, true, false],
    ],
    [
      'a supervisor assessor’s Submit: what they ticked; the primary’s box stays checked',
      'SupervisedPeerAssessmentWorkflow',
      ['supervisor_assessor', 'supervisor_assessor', 'peer_assessor'],
      'advance',
      { primary: false, own: false, other: true },
      [true, false, true],
    ],
    [
      'a mentor’s Request Revision unticking everything: only the primary (the internship supervisor’s)',
      'InternshipWorkflow',
      ['internship_supervisor_assessors', 'mentor_assessors', 'mentor_assessors'],
      'push_back',
      {},
      [true, false, false],
    ],
    [
      'supervisor and coordinator assessor at once: acts as the coordinator (supervisor dropped), computed',
      'SupervisedCoordinatorsAssessmentWorkflow',
      ['supervisor_assessor', ['supervisor', 'coordinator_assessors'], 'coordinator_assessors'],
      'advance',
      { other: true },
      [true, true, false],
    ],
  ])('%s', async (_name, workflowId, roles, action, tick, expected) => {
    const fixture = await assessedPortfolio({ workflowId, roles });
    const [primary, actor, other] = [0, 1, 2].map((index) => assessorOf(fixture, index)) as [
      { userId: string },
      { userId: string },
      { userId: string },
    ];
    // Saved one after the other, the other assessor first, so the order is known.
    for (const assessor of [other, primary, actor]) {
      const saved = await saveAssessment(fixture, assessor, 0, { 'feedback-1': { content: `By ${assessor.userId}` } });
      expect(saved.status).toBe(200);
    }
    expect((await readAssessment(fixture, primary, primary.userId)).body.is_primary).toBe(true);
    const actedRole = (await readAssessment(fixture, actor, actor.userId)).body.role;
    expect(actedRole).toBe([roles[1]].flat().at(-1));

    const ids = { primary: primary.userId, own: actor.userId, other: other.userId };
    const sent = (Object.keys(ids) as Array<keyof typeof ids>).map((which) => ({
      id: ids[which],
      value: tick[which] === true,
      assessor_id: ids[which],
      is_primary: which === 'primary',
    }));
    const answer = await act(fixture, actor, { portfolio_action: action, assessments_visibility: sent });
    expect(answer.status).toBe(200);
    const visible = [ids.primary, ids.own, ids.other];
    expect(visible.map((id) => visibilityOf(answer.body.portfolio)[id])).toEqual(expected);

    // The submitter reads a visible assessment and nothing else (404 as if it did not exist), without names;
    // its components show once the work is done and when it comes back for revision (their component modes).
    for (const [index, id] of visible.entries()) {
      const read = await readAssessment(fixture, { userId: fixture.owner.userId }, id);
      expect(read.status).toBe(expected[index] ? 200 : 404);
      if (expected[index]) {
        expect(read.body).toMatchObject({ id, visible: true, assessor: null, assessor_full_name: null });
        expect(read.body.components['feedback-1']).toEqual({ content: `By ${id}` });
      }
    }
    // The primary (a supervising role) reads every one: they lead the assessment.
    for (const id of visible) expect((await readAssessment(fixture, primary, id)).status).toBe(200);
  });
});

describe('Mark-as-done, Request Revision and Undo (spec 1 §4)', () => {
  it('toggles assess_done with Submit and Undo; the deciding assessor submits to done and undoes it', async () => {
    const fixture = await assessedPortfolio({
      workflowId: 'SupervisedPeerAssessmentWorkflow',
      roles: ['supervisor_assessor', 'peer_assessor'],
    });
    const [supervisor, peer] = [assessorOf(fixture, 0), assessorOf(fixture, 1)];
    expect((await saveAssessment(fixture, supervisor, 0, { 'feedback-1': { content: 'Lead.' } })).status).toBe(200);
    expect((await saveAssessment(fixture, peer, 0, { 'feedback-1': { content: 'Peer.' } })).status).toBe(200);
    const label = (portfolio: Portfolio, action: string) =>
      portfolio.buttons.find((button) => button.action === action)?.label;
    expect(label(await portfolioAs(fixture, peer), 'mark_as_done')).toBe('Submit');

    const done = await act(fixture, peer, { portfolio_action: 'mark_as_done' });
    expect(done.status).toBe(200);
    expect(done.body.portfolio.workflow.state).toBe('in_assessment');
    expect(
      done.body.portfolio.workflow.history_revisions[0]?.assessments.find((a) => a.id === peer.userId),
    ).toMatchObject({ done: true });
    expect(label(done.body.portfolio, 'mark_as_done')).toBe('Undo');
    expect((await readAssessment(fixture, peer, peer.userId)).body.done).toBe(true);
    const undone = await act(fixture, peer, { portfolio_action: 'mark_as_done' });
    expect(label(undone.body.portfolio, 'mark_as_done')).toBe('Submit');
    expect((await readAssessment(fixture, peer, peer.userId)).body.done).toBe(false);
    // A peer assessor does not decide the outcome: no Submit to done, no Request Revision.
    expect((await act(fixture, peer, { portfolio_action: 'advance' })).status).toBe(403);

    expect(label(await portfolioAs(fixture, supervisor), 'push_back')).toBe('Request Revision');
    const submitted = await act(fixture, supervisor, {
      portfolio_action: 'advance',
      assessments_visibility: [{ id: peer.userId, value: true, assessor_id: peer.userId, is_primary: false }],
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.portfolio.workflow.state).toBe('done');
    expect(submitted.body.portfolio.workflow.times.assess_done_at).not.toBeNull();
    expect(label(submitted.body.portfolio, 'push_back')).toBe('Undo');
    const before = visibilityOf(submitted.body.portfolio);
    expect(before).toEqual({ [supervisor.userId]: true, [peer.userId]: true });

    const reopened = await act(fixture, supervisor, { portfolio_action: 'push_back' });
    expect(reopened.status).toBe(200);
    expect(reopened.body.portfolio.workflow).toMatchObject({ state: 'in_assessment', times: { assess_done_at: null } });
    // Undo is no collaborative submit: what the submitter sees stays as it was chosen.
    expect(visibilityOf(reopened.body.portfolio)).toEqual(before);
  });

  it('refuses assessments_visibility outside a collaborative submit or naming no assessment, and assessment content in fields; changes nothing', async () => {
    const fixture = await assessedPortfolio({ roles: ['supervisor_assessor', 'supervisor_assessor'] });
    const [first, second] = [assessorOf(fixture, 0), assessorOf(fixture, 1)];
    expect((await saveAssessment(fixture, first, 0, { 'feedback-1': { content: 'One.' } })).status).toBe(200);
    const before = await portfolioAs(fixture, first);
    const entry = { id: first.userId, value: true, assessor_id: first.userId, is_primary: true };

    const withSave = await save(fixture.owner, before, { assessments_visibility: [entry] }, first);
    expect(withSave.status).toBe(400);
    expect(withSave.body.fields).toEqual({
      assessments_visibility: 'Only an assessor’s Submit or Request Revision chooses which assessments are visible.',
    });
    // The second assessor has not assessed yet: their id names no assessment of the revision.
    const stranger = { id: second.userId, value: true, assessor_id: second.userId, is_primary: false };
    const unknown = await save(
      fixture.owner,
      before,
      { portfolio_action: 'advance', assessments_visibility: [entry, stranger] },
      first,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({
      'assessments_visibility.1': 'This assessment is not part of the revision being assessed.',
    });
    // Assessment components' content goes through the assessment PUT, never the portfolio's fields.
    const inFields = await save(
      fixture.owner,
      before,
      { fields: { 'feedback-1': { content: 'Here?' }, 'scoring-1': { score: 10 } } },
      first,
    );
    expect(inFields.status).toBe(400);
    expect(inFields.body.fields).toEqual({
      'feedback-1': 'Assessment content is saved with your assessment, not with the portfolio.',
      'scoring-1': 'Assessment content is saved with your assessment, not with the portfolio.',
    });
    const after = await portfolioAs(fixture, first);
    expect(after).toMatchObject({ version: before.version, workflow: { state: 'in_assessment' } });
  });
});

describe('Apply assessment content to your own (spec 1 §8)', () => {
  const apply = (fixture: AssessedFixture, as: { userId: string }, source: string, version: number) =>
    invoke<{ assessment: PortfolioAssessment; message: string } & ErrorBody>(applyPortfolioAssessment, {
      as,
      path: fixture.path(source),
      body: { version },
    });

  it('copies another assessor’s content into the caller’s own at the version read; nothing else changes', async () => {
    const fixture = await assessedPortfolio();
    const [first, second] = [assessorOf(fixture, 0), assessorOf(fixture, 1)];
    const source = await saveAssessment(fixture, first, 0, {
      'rubric-1': {
        criteria: { 'criterion-1': 'level-3', 'criterion-2': 'level-4' },
        comments: { 'criterion-1': 'Clear.' },
      },
      'rubric-2': { auto_fill: true },
      'scoring-1': { score: '87.5' },
      'feedback-1': { content: 'Well argued.' },
    });
    expect(source.status).toBe(200);

    const applied = await apply(fixture, second, first.userId, 0);
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe('Assessment content successfully applied to your own');
    const own = applied.body.assessment;
    expect(own).toMatchObject({ id: second.userId, version: 1, is_primary: false, role: 'supervisor_assessor' });
    expect(own.components).toEqual(source.body.assessment.components);
    expect(own.components['rubric-2']).toMatchObject({ auto_filled: true });
    expect(own.rubrics['rubric-1']).toMatchObject({ total: source.body.assessment.rubrics['rubric-1']?.total });
    // The source is untouched, and the copy is the caller's own from now on.
    expect((await readAssessment(fixture, first, first.userId)).body.version).toBe(1);
    const edited = await saveAssessment(fixture, second, 1, { 'feedback-1': { content: 'My own words.' } });
    expect(edited.status).toBe(200);
    expect((await readAssessment(fixture, first, first.userId)).body.components['feedback-1']).toEqual({
      content: 'Well argued.',
    });

    // A stale window: 409 with the newer content, nothing applied.
    const stale = await apply(fixture, second, first.userId, 1);
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({
      version: 2,
      components: { 'feedback-1': { content: 'My own words.' } },
    });
    // One's own, an assessment nobody saved, and the student: nothing to apply.
    expect((await apply(fixture, first, first.userId, 1)).status).toBe(404);
    expect((await apply(fixture, first, (await freshUser()).userId, 1)).status).toBe(404);
    expect((await apply(fixture, { userId: fixture.owner.userId }, first.userId, 0)).status).toBe(403);
  });

  it('says it failed when nothing can be applied now (the work is done), and writes nothing', async () => {
    const fixture = await assessedPortfolio();
    const [first, second] = [assessorOf(fixture, 0), assessorOf(fixture, 1)];
    expect((await saveAssessment(fixture, first, 0, { 'feedback-1': { content: 'Final.' } })).status).toBe(200);
    expect((await act(fixture, first, { portfolio_action: 'advance' })).status).toBe(200);
    const failed = await apply(fixture, second, first.userId, 0);
    expect(failed).toMatchObject({
      status: 409,
      body: { message: 'Assessment content failed to be applied to your own' },
    });
    expect((await readAssessment(fixture, second, second.userId)).body.version).toBe(0);
  });
});

describe('an assessor’s Submit checks their required assessment components in their own assessment (ADR 0020)', () => {
  /** The fixture's answer, a hand-scored rubric, a score and feedback, the last three required. */
  const REQUIRED_PAGES = [
    {
      ...ASSESSED_PAGES[0]!,
      components: ASSESSED_PAGES[0]!.components
        .filter((component) =>
          ['radio-1', 'rubric-1', 'scoring-1', 'feedback-1'].includes(String(component.component_id)),
        )
        .map((component) => ({ ...component, optional: component.component_id === 'radio-1' })),
    },
  ];

  it('refuses a Submit to done while the assessor’s own assessment leaves them blank, then takes it; another assessor’s content does not count', async () => {
    const fixture = await assessedPortfolio({ pages: REQUIRED_PAGES });
    const [first, second] = [assessorOf(fixture, 0), assessorOf(fixture, 1)];
    const complete = {
      'rubric-1': { criteria: { 'criterion-1': 'level-3' }, comments: {} },
      'scoring-1': { score: '80' },
      'feedback-1': { content: 'Well argued.' },
    };
    // The second assessor's complete assessment is theirs: the first's Submit is still checked against the first's.
    expect((await saveAssessment(fixture, second, 0, complete)).status).toBe(200);
    expect((await saveAssessment(fixture, first, 0, { 'feedback-1': { content: 'Started.' } })).status).toBe(200);
    const before = await portfolioAs(fixture, first);

    const refused = await act(fixture, first, { portfolio_action: 'advance' });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'rubric-1': 'This field cannot be left blank.',
      'scoring-1': 'This field cannot be left blank.',
    });
    expect(await portfolioAs(fixture, first)).toMatchObject({ version: before.version, state: 'in_assessment' });

    expect((await saveAssessment(fixture, first, 1, complete)).status).toBe(200);
    const submitted = await act(fixture, first, { portfolio_action: 'advance' });
    expect(submitted.status).toBe(200);
    expect(submitted.body.portfolio.workflow.state).toBe('done');
  });
});
