/**
 * The section's assessment summaries (docs/adr/0028-portfolios-at-institution-scale.md §3): written in the
 * transaction of every change that moves a portfolio's counted assessment — an assessor's save of the counted
 * one, Mark as done and its Undo, a Submit to done — so the reports, which
 * read only summaries, never disagree with the portfolio. Through the API, on the demo supervised template
 * (one rubric component on the scored lesson-plan rubric, TS.1 mapped on the component; the rubric maps TS.1
 * at 70 % and TS.3 on criterion 2 at minimum 6; a scoring component).
 */
import {
  addSectionMember,
  getPortfolio,
  getSectionProgress,
  getSectionStandardsReport,
  updatePortfolioAssessment,
  type SectionStandardsReport,
} from '@tessera/shared';
import { getItem } from '../../src/db/items';
import { assessmentSummaryEntity } from '../../src/db/reports/entities/assessment-summary';
import { createUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { activityFixture, fromActivity, PRACTICUM_ANSWERS } from '../portfolios/activity-support';
import { save, type ErrorBody, type Portfolio } from '../portfolios/support';

const ORG = 'org_demo';

/**
 * A submitted practicum of a fresh section, assessed by its owner (the supervisor, who decides: Submit to done,
 * Request Revision) or a peer assessor (who marks their assessment done and undoes it).
 */
async function submittedWork() {
  const f = await activityFixture();
  const peer = await createUser({ memberships: [[ORG, ['peer_assessor']]], firstName: 'Pia' });
  const joined = await invoke(addSectionMember, {
    as: 'admin',
    path: { id: f.groupId },
    body: { user_id: peer.userId, role: 'peer_assessor' },
  });
  if (joined.status >= 300) throw new Error(`cannot add the peer assessor: ${joined.status}`);
  const created = await fromActivity(f.student.userId, f.groupId, f.activityId);
  if (created.status !== 201) throw new Error(`cannot start: ${created.status}`);
  const submitted = await save(f.student, created.body, { portfolio_action: 'advance', fields: PRACTICUM_ANSWERS });
  if (submitted.status !== 200) throw new Error(`cannot submit: ${submitted.status}`);
  const planId = f.activityId.slice(f.groupId.length + 1);
  const summary = () =>
    getItem(
      assessmentSummaryEntity,
      { organizationId: ORG, groupId: f.groupId, planId, userId: f.student.userId },
      { consistent: true },
    );
  const assess = (version: number, criteria: Record<string, string>, score: string, by = f.faculty) =>
    invoke<ErrorBody & { assessment: { version: number } }>(updatePortfolioAssessment, {
      as: { userId: by.userId },
      path: { id: f.student.userId, portfolioId: created.body.id, revision: '1', assessment: by.userId },
      body: {
        version,
        components: { 'rubric-1': { criteria }, 'scoring-1': { score }, 'feedback-1': { content: 'Seen.' } },
      },
    });
  // An action on the portfolio as it is now (an assessor's first save records them on it: a new version).
  const act = async (action: string, by = f.faculty) => {
    const current = await invoke<Portfolio>(getPortfolio, {
      as: { userId: by.userId },
      path: { id: f.student.userId, portfolioId: created.body.id },
    });
    return save(f.student, current.body, { portfolio_action: action }, { userId: by.userId });
  };
  const report = () =>
    invoke<SectionStandardsReport>(getSectionStandardsReport, {
      as: { userId: f.faculty.userId },
      path: { id: f.groupId },
    }).then(({ body }) => body.students[0]?.standards);
  return { ...f, peer, portfolio: submitted.body.portfolio, summary, assess, act, report };
}

const HIGH = { 'criterion-1': 'level-4', 'criterion-2': 'level-4', 'criterion-3': 'level-4' };
const LOW = { 'criterion-1': 'level-1', 'criterion-2': 'level-1', 'criterion-3': 'level-1' };

describe('the assessment summary moves with the counted assessment, in the same transaction', () => {
  it('a peer assessor’s Mark as done writes it, a save of the done assessment rewrites it, Undo removes it', async () => {
    const w = await submittedWork();
    const first = await w.assess(0, HIGH, '90', w.peer);
    expect(first.status).toBe(200);
    // Saved but not done: nothing counts yet.
    expect(await w.summary()).toBeNull();
    expect(await w.report()).toMatchObject({ stmt_demo_1: 'not_yet_assessed' });

    const done = await w.act('mark_as_done', w.peer);
    if (done.status !== 200) throw new Error(JSON.stringify(done.body));
    const written = await w.summary();
    expect(written).toMatchObject({
      portfolioId: w.portfolio.id,
      revision: 1,
      assessorId: w.peer.userId,
      rubrics: { 'rubric-1': { levels: HIGH } },
      scores: { 'scoring-1': 90 },
    });
    expect(written?.standards).toMatchObject({ stmt_demo_3: true });
    expect(Buffer.byteLength(JSON.stringify(assessmentSummaryEntity.toStored(written!)))).toBeLessThan(1024);
    expect(await w.report()).toMatchObject({ stmt_demo_3: 'met' });

    // The assessor changes the done assessment: the summary follows in the save's transaction.
    const changed = await w.assess(first.body.assessment.version, LOW, '10', w.peer);
    expect(changed.status).toBe(200);
    expect(await w.summary()).toMatchObject({ rubrics: { 'rubric-1': { levels: LOW } }, scores: { 'scoring-1': 10 } });
    expect(await w.report()).toMatchObject({ stmt_demo_3: 'not_met' });

    // Undo of Mark as done: nothing counts any more.
    const undone = await w.act('mark_as_done', w.peer);
    expect(undone.status).toBe(200);
    expect(await w.summary()).toBeNull();
    expect(await w.report()).toMatchObject({ stmt_demo_3: 'not_yet_assessed' });
  }, 60_000);

  it('the supervisor’s Submit to done counts their assessment', async () => {
    const w = await submittedWork();
    expect((await w.assess(0, HIGH, '95')).status).toBe(200);
    const toDone = await w.act('advance');
    expect(toDone.status).toBe(200);
    expect(toDone.body.portfolio.state).toBe('done');
    expect(await w.summary()).toMatchObject({ revision: 1, scores: { 'scoring-1': 95 } });

    // The student's next revision would count from its own done assessment; until then this one counts.
    expect(await w.report()).toMatchObject({ stmt_demo_3: 'met' });
  }, 60_000);

  it('the supervisor’s Undo of done work reopens it: the activity is submitted again, and its counts move back', async () => {
    const w = await submittedWork();
    expect((await w.assess(0, HIGH, '95')).status).toBe(200);
    expect((await w.act('advance')).body.portfolio.state).toBe('done');
    const progressCounts = async () => {
      const view = await invoke<{ activities: { id: string; counts: Record<string, number> }[] }>(getSectionProgress, {
        as: { userId: w.faculty.userId },
        path: { id: w.groupId },
      });
      return view.body.activities.find((activity) => activity.id === w.activityId)?.counts;
    };
    expect(await progressCounts()).toMatchObject({ submitted: 0, assessed: 1 });

    // Undo (push_back on done work, spec 1 §4) was refused with a 409 by the progress row's status rule.
    const undone = await w.act('push_back');
    expect(undone.status).toBe(200);
    expect(undone.body.portfolio.state).toBe('in_assessment');
    expect(await progressCounts()).toMatchObject({ submitted: 1, assessed: 0 });
    // Submitted to done again, it counts again.
    expect((await w.act('advance')).body.portfolio.state).toBe('done');
    expect(await progressCounts()).toMatchObject({ submitted: 0, assessed: 1 });
    expect(await w.report()).toMatchObject({ stmt_demo_3: 'met' });
  }, 60_000);
});
