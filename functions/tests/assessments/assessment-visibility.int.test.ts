/**
 * Who sees what of an assessment (spec 1 §4, §6; docs/adr/0020-assessments.md "Who sees what of an
 * assessment"): primacy goes with the supervising role, never with arrival, one per revision under races; a
 * student reads only the assessments, threads and comments shown to them, never a hidden assessor's, and no
 * assessor's name the template hides, in any presenter; the feedback of a revision request reaches the student
 * with the request; a peer reads only their own assessment and no classmate's draft, a mentor another's
 * assessment once it is finished.
 */
import {
  applyPortfolioAssessment,
  createPortfolioComment,
  getPortfolio,
  getPortfolioRevision,
  listPortfolioComments,
  type PortfolioComment,
  type WorkflowRole,
} from '@tessera/shared';
import { storePortfolio } from '../../src/http/portfolios/save';
import { getPortfolio as readStoredPortfolio } from '../../src/ports/portfolios';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { invoke } from '../support/invoke';
import {
  assessedPortfolio,
  assessorOf,
  readAssessment,
  saveAssessment,
  type AssessedFixture,
} from './assessment-support';
import { createdPortfolio, FORM_ANSWERS, freshUser, save, type ErrorBody, type Portfolio } from '../portfolios/support';

/** Lesson-plan rubric choices: 3 + 4×2 + 2 = 13 of 16. */
const RUBRIC_CHOICES = { 'criterion-1': 'level-3', 'criterion-2': 'level-4', 'criterion-3': 'level-2' };

async function portfolioAs(fixture: AssessedFixture, as: { userId: string }) {
  return invoke<Portfolio & ErrorBody>(getPortfolio, {
    as,
    path: { id: fixture.owner.userId, portfolioId: fixture.id },
  });
}

/** PUT .../portfolios/{id} as `as` at the version they read now. */
async function act(fixture: AssessedFixture, as: { userId: string }, body: Record<string, unknown>) {
  const current = await portfolioAs(fixture, as);
  if (current.status !== 200) throw new Error(`cannot read the assessed portfolio: ${current.status}`);
  return save(fixture.owner, current.body, body, as);
}

const thread = (fixture: AssessedFixture, assessment: string, revision = '1') => ({
  id: fixture.owner.userId,
  portfolioId: fixture.id,
  revision,
  assessment,
});

const comment = (fixture: AssessedFixture, as: { userId: string }, assessment: string, text: string) =>
  invoke<PortfolioComment & ErrorBody>(createPortfolioComment, {
    as,
    path: thread(fixture, assessment),
    body: { text },
  });

const comments = (fixture: AssessedFixture, as: { userId: string }, assessment: string, forRevision = false) =>
  invoke<{ items: PortfolioComment[]; read_only: boolean } & ErrorBody>(listPortfolioComments, {
    as,
    path: thread(fixture, assessment),
    query: forRevision ? { for_revision: 'true' } : {},
  });

const hide = (ids: string[]) => ids.map((id) => ({ id, value: false, assessor_id: id, is_primary: false }));

describe('primacy goes with the supervising role (spec 1 §4 “the primary supervisor assessor”)', () => {
  it('keeps a peer who saved before the supervisor from becoming primary, so the supervisor’s choice to hide it holds', async () => {
    const fixture = await assessedPortfolio({
      workflowId: 'SupervisedPeerAssessmentWorkflow',
      roles: ['peer_assessor', 'supervisor_assessor'],
    });
    const [peer, supervisor] = [assessorOf(fixture, 0), assessorOf(fixture, 1)];
    const student = { userId: fixture.owner.userId };
    expect((await saveAssessment(fixture, peer, 0, { 'feedback-1': { content: 'Peer: weak.' } })).status).toBe(200);
    // Before the supervisor begins, nobody is primary and the peer's assessment is not the student's to read.
    expect((await readAssessment(fixture, peer, peer.userId)).body.is_primary).toBe(false);
    expect((await readAssessment(fixture, student, peer.userId)).status).toBe(404);
    // The supervisor, beginning second, is told before saving that theirs will be the primary one.
    expect((await readAssessment(fixture, supervisor, supervisor.userId)).body.is_primary).toBe(true);
    const saved = await saveAssessment(fixture, supervisor, 0, {
      'feedback-1': { content: 'Supervisor: well argued.' },
      'scoring-1': { score: 80 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.assessment.is_primary).toBe(true);
    const stored = await readStoredPortfolio('org_demo', fixture.id, { consistent: true });
    expect(Object.fromEntries((stored?.revisions[0]?.assessments ?? []).map((a) => [a.userId, a.isPrimary]))).toEqual({
      [peer.userId]: false,
      [supervisor.userId]: true,
    });

    // The supervisor submits to done, hiding the peer's assessment.
    const done = await act(fixture, supervisor, {
      portfolio_action: 'advance',
      assessments_visibility: hide([peer.userId]),
    });
    expect(done.status).toBe(200);
    const mine = await readAssessment(fixture, student, supervisor.userId);
    expect(mine.status).toBe(200);
    expect(mine.body.components).toMatchObject({ 'feedback-1': { content: 'Supervisor: well argued.' } });
    expect((await readAssessment(fixture, student, peer.userId)).status).toBe(404);
    const view = await portfolioAs(fixture, student);
    expect(view.body.workflow.history_revisions[0]?.assessments.map((a) => a.id)).toEqual([supervisor.userId]);
    expect(JSON.stringify(view.body)).not.toContain(peer.userId);
  });

  it('gives the supervisor the primary assessment whoever wins the race, exactly one per revision', async () => {
    for (let round = 0; round < 4; round += 1) {
      const roles: WorkflowRole[] = ['peer_assessor', 'peer_assessor', 'peer_assessor', 'supervisor_assessor'];
      const fixture = await assessedPortfolio({ workflowId: 'SupervisedPeerAssessmentWorkflow', roles });
      // The supervisor's save is sent last and the peers' first: arrival favours the peers.
      const answers = await Promise.all(
        fixture.assessors.map((assessor, index) =>
          saveAssessment(fixture, assessor, 0, { 'feedback-1': { content: `Assessor ${index + 1}` } }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      const stored = await readStoredPortfolio('org_demo', fixture.id, { consistent: true });
      const recorded = stored?.revisions[0]?.assessments ?? [];
      expect(recorded).toHaveLength(4);
      expect(recorded.filter((a) => a.isPrimary).map((a) => a.userId)).toEqual([assessorOf(fixture, 3).userId]);
    }
  });

  it('keeps one primary when two supervising assessors begin at once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const fixture = await assessedPortfolio({ roles: ['supervisor_assessor', 'supervisor_assessor'] });
      const answers = await Promise.all(
        fixture.assessors.map((assessor) => saveAssessment(fixture, assessor, 0, { 'feedback-1': { content: 'A' } })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const stored = await readStoredPortfolio('org_demo', fixture.id, { consistent: true });
      expect((stored?.revisions[0]?.assessments ?? []).filter((a) => a.isPrimary)).toHaveLength(1);
    }
  });

  it('does not make a mentor or a coordinator primary, and the supervisor who comments first is', async () => {
    const fixture = await assessedPortfolio({
      workflowId: 'InternshipWorkflow',
      roles: ['mentor_assessors', 'internship_supervisor_assessors'],
    });
    const [mentor, supervisor] = [assessorOf(fixture, 0), assessorOf(fixture, 1)];
    expect((await comment(fixture, mentor, mentor.userId, 'Observed on Monday.')).status).toBe(201);
    expect((await comment(fixture, supervisor, supervisor.userId, 'Seen.')).status).toBe(201);
    const stored = await readStoredPortfolio('org_demo', fixture.id, { consistent: true });
    expect(Object.fromEntries((stored?.revisions[0]?.assessments ?? []).map((a) => [a.userId, a.isPrimary]))).toEqual({
      [mentor.userId]: false,
      [supervisor.userId]: true,
    });
  });
});

describe('a student never reads a hidden assessor’s comments (spec 1 §4 assessments_visibility)', () => {
  it('leaves the hidden thread out of the revision’s comments, answers 404 for it, and refuses a reply there', async () => {
    const fixture = await assessedPortfolio({
      workflowId: 'SupervisedPeerAssessmentWorkflow',
      roles: ['supervisor_assessor', 'peer_assessor'],
    });
    const [supervisor, peer] = [assessorOf(fixture, 0), assessorOf(fixture, 1)];
    const student = { userId: fixture.owner.userId };
    expect((await comment(fixture, supervisor, supervisor.userId, 'Name the standard you meet.')).status).toBe(201);
    expect((await comment(fixture, peer, peer.userId, 'Peer: I would fail this.')).status).toBe(201);
    expect((await comment(fixture, student, '0', 'Submitted late, sorry.')).status).toBe(201);
    // Before any choice, only the primary's thread is the student's (the peer's is the peer's own work).
    const before = await comments(fixture, student, '0', true);
    expect(before.body.items.map((c) => c.text).sort()).toEqual([
      'Name the standard you meet.',
      'Submitted late, sorry.',
    ]);

    // The supervisor requests a revision, showing their own assessment and hiding the peer's.
    const pushed = await act(fixture, supervisor, {
      portfolio_action: 'push_back',
      assessments_visibility: hide([peer.userId]),
    });
    expect(pushed.status).toBe(200);
    const all = await comments(fixture, student, '0', true);
    expect(all.status).toBe(200);
    expect(all.body.items.map((c) => c.text)).not.toContain('Peer: I would fail this.');
    expect(all.body.items.map((c) => c.assessment)).not.toContain(peer.userId);
    expect((await comments(fixture, student, peer.userId)).status).toBe(404);
    expect((await comments(fixture, student, peer.userId, true)).status).toBe(404);
    expect((await comments(fixture, student, supervisor.userId)).body.items.map((c) => c.text)).toEqual([
      'Name the standard you meet.',
    ]);
    // The supervisor and the peer still read the peer's thread.
    expect((await comments(fixture, supervisor, peer.userId)).body.items).toHaveLength(1);
    expect((await comments(fixture, peer, peer.userId)).body.items).toHaveLength(1);
  });

  it('lets the student reply in a shown assessor’s thread and the revision’s own, never in a hidden one', async () => {
    const fixture = await assessedPortfolio({
      workflowId: 'SupervisedPeerAssessmentWorkflow',
      roles: ['supervisor_assessor', 'peer_assessor'],
    });
    const [supervisor, peer] = [assessorOf(fixture, 0), assessorOf(fixture, 1)];
    const student = { userId: fixture.owner.userId };
    await saveAssessment(fixture, supervisor, 0, { 'feedback-1': { content: 'Lead.' } });
    await saveAssessment(fixture, peer, 0, { 'feedback-1': { content: 'Peer.' } });
    expect((await comment(fixture, student, supervisor.userId, 'Which standard?')).status).toBe(201);
    expect((await comment(fixture, student, '0', 'A general note.')).status).toBe(201);
    const refused = await comment(fixture, student, peer.userId, 'Why so harsh?');
    expect(refused.status).toBe(404);
    expect((await comments(fixture, peer, peer.userId)).body.items).toEqual([]);
    // Where the student comments by default: the primary's thread.
    expect((await portfolioAs(fixture, student)).body.workflow.commentable_revision).toEqual({
      revision: 1,
      assessment: supervisor.userId,
    });
  });
});

describe('assessors’ names reach a student only where the template shows them (spec 1 §3 is_show_names_to_submitters)', () => {
  it.each([
    [false, 'hidden'],
    [true, 'shown'],
  ])('with is_show_names_to_submitters %s, every presenter keeps the names %s', async (showNames) => {
    const fixture = await assessedPortfolio({ showNames, roles: ['supervisor_assessor'] });
    const supervisor = assessorOf(fixture, 0);
    const name = `${fixture.assessors[0]?.firstName} ${fixture.assessors[0]?.lastName}`;
    const student = { userId: fixture.owner.userId };
    await saveAssessment(fixture, supervisor, 0, { 'feedback-1': { content: 'Revise the opening.' } });
    expect((await comment(fixture, supervisor, supervisor.userId, 'See the opening.')).status).toBe(201);
    expect((await comment(fixture, student, supervisor.userId, 'Thank you.')).status).toBe(201);
    expect((await act(fixture, supervisor, { portfolio_action: 'push_back' })).status).toBe(200);

    const view = await portfolioAs(fixture, student);
    const revision = await invoke<Portfolio['workflow']['history_revisions'][number] & ErrorBody>(
      getPortfolioRevision,
      { as: student, path: { id: fixture.owner.userId, portfolioId: fixture.id, revision: '1' } },
    );
    const assessment = await readAssessment(fixture, student, supervisor.userId);
    const thread = await comments(fixture, student, supervisor.userId);
    expect([view.status, revision.status, assessment.status, thread.status]).toEqual([200, 200, 200, 200]);
    const byAssessor = thread.body.items.find((c) => c.text === 'See the opening.');
    const byStudent = thread.body.items.find((c) => c.text === 'Thank you.');
    expect(byStudent?.author).toMatchObject({ id: fixture.owner.userId });
    if (showNames) {
      expect(view.body.workflow.history_revisions[0]?.assessments[0]?.assessor_full_name).toBe(name);
      expect(view.body.workflow.participants.map((p) => p.id)).toEqual([supervisor.userId]);
      expect(revision.body.assessments[0]?.assessor_full_name).toBe(name);
      expect(assessment.body.assessor_full_name).toBe(name);
      expect(byAssessor?.author).toMatchObject({ id: supervisor.userId });
    } else {
      expect(view.body.workflow.history_revisions[0]?.assessments[0]).toMatchObject({
        id: supervisor.userId,
        assessor_full_name: null,
      });
      expect(view.body.workflow.participants).toEqual([]);
      expect(revision.body.assessments[0]?.assessor_full_name).toBeNull();
      expect(assessment.body).toMatchObject({ assessor: null, assessor_full_name: null });
      expect(byAssessor?.author).toBeNull();
      // Nowhere in any answer: the assessor's name.
      const answers = JSON.stringify([view.body, revision.body, assessment.body, thread.body]);
      expect(answers).not.toContain(fixture.assessors[0]?.firstName);
    }
    // The assessor always reads their own name, and the student's.
    const own = await comments(fixture, supervisor, supervisor.userId);
    expect(own.body.items.map((c) => c.author?.id).sort()).toEqual([fixture.owner.userId, supervisor.userId].sort());
  });
});

describe('a revision request carries the feedback the assessor chose to show (walkthrough: “a student asked to revise cannot see why”)', () => {
  it('shows the student the requesting assessor’s rubric levels, score and feedback by default, and keeps them after a resubmit', async () => {
    const fixture = await assessedPortfolio({ roles: ['supervisor_assessor'] });
    const supervisor = assessorOf(fixture, 0);
    const student = { userId: fixture.owner.userId };
    const saved = await saveAssessment(fixture, supervisor, 0, {
      'rubric-1': { criteria: RUBRIC_CHOICES, comments: { 'criterion-2': 'Say how you group the pairs.' } },
      'scoring-1': { score: 55 },
      'feedback-1': { content: 'Say which drawings you expect.' },
    });
    expect(saved.status).toBe(200);
    // While it is being assessed, the student sees none of it.
    expect((await readAssessment(fixture, student, supervisor.userId)).body.components).toEqual({});

    // Request Revision with no visibility sent: the assessor's own is shown by default.
    const pushed = await act(fixture, supervisor, { portfolio_action: 'push_back' });
    expect(pushed.status).toBe(200);
    expect(pushed.body.portfolio.workflow.state).toBe('in_preparation');
    const read = await readAssessment(fixture, student, supervisor.userId);
    expect(read.status).toBe(200);
    expect(read.body.components).toMatchObject({
      'rubric-1': { criteria: RUBRIC_CHOICES, comments: { 'criterion-2': 'Say how you group the pairs.' } },
      'scoring-1': { score: 55 },
      'feedback-1': { content: 'Say which drawings you expect.' },
    });
    expect(read.body.rubrics['rubric-1']).toMatchObject({ total: 13, maximum: 16 });
    expect(read.body.scores['scoring-1']).toMatchObject({ score: 55 });
    // The student's composer shows the assessment components read-only now (the panel draws them).
    const view = await portfolioAs(fixture, student);
    expect(view.body.component_modes).toMatchObject({ 'feedback-1': 'visible', 'rubric-1': 'visible' });

    // Revised and submitted again: revision 1's feedback stays readable while revision 2 is assessed.
    const resubmitted = await save(fixture.owner, view.body, { portfolio_action: 'advance' });
    expect(resubmitted.status).toBe(200);
    expect(resubmitted.body.portfolio.workflow.state).toBe('in_assessment');
    const earlier = await readAssessment(fixture, student, supervisor.userId, '1');
    expect(earlier.body.components).toMatchObject({ 'feedback-1': { content: 'Say which drawings you expect.' } });
  });
});

describe('design questions of the probe (docs/adr/0020-assessments.md)', () => {
  it('lets neither a peer nor a mentor read or apply the supervisor’s unfinished assessment; a mentor once it is done', async () => {
    // Only mentors move this internship to done, so its supervisor marks their own assessment done instead.
    const fixture = await assessedPortfolio({
      workflowId: 'InternshipWorkflow',
      roles: ['internship_supervisor_assessors', 'mentor_assessors', 'peer_assessor'],
      rolesAllowedMoveToDone: ['mentor_assessors'],
    });
    const [supervisor, mentor, peer] = [0, 1, 2].map((index) => assessorOf(fixture, index)) as [
      { userId: string },
      { userId: string },
      { userId: string },
    ];
    await saveAssessment(fixture, supervisor, 0, { 'feedback-1': { content: 'Draft mark: 60.' } });
    await saveAssessment(fixture, mentor, 0, { 'feedback-1': { content: 'Mentor notes.' } });
    await saveAssessment(fixture, peer, 0, { 'feedback-1': { content: 'Peer notes.' } });
    const apply = (as: { userId: string }, from: string) =>
      invoke<ErrorBody>(applyPortfolioAssessment, { as, path: fixture.path(from), body: { version: 1 } });

    expect((await readAssessment(fixture, mentor, supervisor.userId)).status).toBe(404);
    expect((await apply(mentor, supervisor.userId)).status).toBe(404);
    expect((await readAssessment(fixture, peer, supervisor.userId)).status).toBe(404);
    expect((await readAssessment(fixture, peer, mentor.userId)).status).toBe(404);
    expect((await apply(peer, supervisor.userId)).status).toBe(404);
    // The mentor still sees who assesses; the peer sees only their own.
    const mentorView = await portfolioAs(fixture, mentor);
    expect(mentorView.body.workflow.history_revisions[0]?.assessments.map((a) => a.id).sort()).toEqual(
      [supervisor.userId, mentor.userId, peer.userId].sort(),
    );
    const peerView = await portfolioAs(fixture, peer);
    expect(peerView.body.workflow.history_revisions[0]?.assessments.map((a) => a.id)).toEqual([peer.userId]);
    // The supervisor leads: reads everyone's.
    expect((await readAssessment(fixture, supervisor, peer.userId)).status).toBe(200);

    // Marked done by the supervisor, it is finished: the mentor reads and applies it; the peer still cannot.
    expect((await act(fixture, supervisor, { portfolio_action: 'mark_as_done' })).status).toBe(200);
    expect((await readAssessment(fixture, mentor, supervisor.userId)).body.components).toMatchObject({
      'feedback-1': { content: 'Draft mark: 60.' },
    });
    const applied = await apply(mentor, supervisor.userId);
    expect(applied.status).toBe(200);
    expect((await readAssessment(fixture, mentor, mentor.userId)).body.components['feedback-1']).toEqual({
      content: 'Draft mark: 60.',
    });
    expect((await readAssessment(fixture, peer, supervisor.userId)).status).toBe(404);
  });

  it('lets the faculty who will assess read a draft read-only before it is submitted, and not a peer assessor', async () => {
    const owner = await freshUser();
    const [faculty, peer] = [await freshUser(['faculty'], 'Fran'), await freshUser(['student'], 'Pia')];
    const created = await createdPortfolio(owner, DEMO_TEMPLATES.form);
    const draft = await save(owner, created, { fields: FORM_ANSWERS });
    expect(draft.status).toBe(200);
    // The participants a section would give it: a supervising assessor and a peer assessor.
    const stored = await readStoredPortfolio('org_demo', created.id, { consistent: true });
    if (!stored) throw new Error('the draft is not stored');
    const participants = [
      { ...faculty, role: 'supervisor_assessor' as const },
      { ...peer, role: 'peer_assessor' as const },
    ].map(({ userId, firstName, lastName, role }) => ({ userId, firstName, lastName, role }));
    const next = { ...stored, participants, version: stored.version + 1 };
    expect((await storePortfolio({ current: stored, next })).result.outcome).toBe('saved');
    const readAs = (userId: string) =>
      invoke<Portfolio & ErrorBody>(getPortfolio, {
        as: { userId },
        path: { id: owner.userId, portfolioId: created.id },
      });

    const asFaculty = await readAs(faculty.userId);
    expect(asFaculty.status).toBe(200);
    expect(asFaculty.body.content).toMatchObject({ 'textfield-1': { content: 'Mr Okafor' } });
    expect(asFaculty.body.workflow.permissions).toMatchObject({ edit: false, comment: false });
    expect((await readAs(peer.userId)).status).toBe(404);

    // Once submitted, the peer reads it too.
    const submitted = await save(owner, { id: created.id, version: next.version }, { portfolio_action: 'advance' });
    expect(submitted.status).toBe(200);
    expect((await readAs(peer.userId)).status).toBe(200);
  });
});
