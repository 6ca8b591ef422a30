/**
 * Every presenter that can name an assessor or show an assessment, probed from both sides of the one
 * visibility rule (functions/src/ports/assessments.ts; docs/adr/0020-assessments.md):
 * - the student of a section whose template hides assessors' names, after the supervisor requested a revision
 *   hiding the peer assessor's assessment: no answer carries either assessor's name, nor anything of the
 *   hidden peer (their id, their feedback, their comment);
 * - users of another organisation: 404 (or 403 by audience), and nothing of either assessor;
 * - the supervisor: the names, as fellow assessors read them.
 * Every contract of the portfolios context says here whether it presents assessors (and how to probe it) or
 * why it cannot, so a new presenter fails this suite until it is probed.
 */
import {
  addSectionMember,
  changePortfolioTime,
  comparePortfolioRevisions,
  contracts,
  createActivityPlan,
  createPortfolio,
  createPortfolioComment,
  createSection,
  getPortfolio,
  getPortfolioAssessment,
  getPortfolioRevision,
  listNotifications,
  listPortfolioComments,
  listPortfolios,
  listTimeline,
  publishTemplate,
  searchPortfolios,
  updatePortfolio,
  updatePortfolioAssessment,
  updatePortfolioSettings,
  withdrawPortfolio,
  type ActivityPlanView,
  type Contract,
  type Portfolio,
  type SectionView,
} from '@tessera/shared';
import { freshDemoFolder, savedCourse, uniqueName } from '../courses/support';
import { createUser, type FixtureUser } from '../support/fixtures';
import { invoke, type Caller, type InvokeOptions } from '../support/invoke';
import { createdTemplate } from '../templates/support';

const ORG = 'org_demo';
const us = (offsetDays: number) => {
  const iso = new Date(Date.now() + offsetDays * 86_400_000).toISOString();
  return `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
};

/** Names no answer to the student may carry (no ULID holds lower-case letters). */
const SUPERVISOR_NAME = 'Faylinn';
const PEER_NAME = 'Pimento';
const PEER_FEEDBACK = 'Peer feedback the supervisor chose to hide.';
const PEER_COMMENT = 'Peer comment the supervisor chose to hide.';

interface World {
  student: FixtureUser;
  supervisor: FixtureUser;
  peer: FixtureUser;
  portfolioId: string;
}

const world = {} as World;

/**
 * A section of a Supervised Peer Assessment activity whose template shows the panel but not the assessors'
 * names: the supervisor (the section's owner) and a peer assessor each assess and comment, and the supervisor
 * requests a revision showing their own assessment and hiding the peer's.
 */
beforeAll(async () => {
  const folder = await freshDemoFolder();
  const template = await createdTemplate(folder.id, uniqueName('Hidden names'), {
    workflow: 'SupervisedPeerAssessmentWorkflow',
    display_assessment_panel: true,
    is_show_names_to_submitters: false,
    page_templates: [
      {
        id: 'page-1',
        title: 'Work',
        components: [
          { component_id: 'textarea-1', type: 'textarea', label: 'Reflection' },
          { component_id: 'feedback-1', type: 'feedback', label: 'Feedback' },
        ],
      },
    ],
  });
  await invoke(publishTemplate, { as: 'admin', path: { id: template.id }, body: { version: template.version } });
  const course = await savedCourse(folder.id, uniqueName('Peer course'), { group_owner_templates: [template.id] });
  world.supervisor = await createUser({ memberships: [[ORG, ['faculty']]], firstName: SUPERVISOR_NAME });
  world.peer = await createUser({ memberships: [[ORG, ['student']]], firstName: PEER_NAME });
  world.student = await createUser({ memberships: [[ORG, ['student']]], firstName: 'Sol' });
  const section = await invoke<SectionView>(createSection, {
    as: 'admin',
    path: { id: course.id },
    body: {
      group_code: uniqueName('PEER').replace(/\s/g, '-'),
      title: uniqueName('Peer'),
      owner_ids: [world.supervisor.userId],
    },
  });
  for (const [user, role] of [
    [world.student, 'member'],
    [world.peer, 'peer_assessor'],
  ] as const) {
    const added = await invoke(addSectionMember, {
      as: 'admin',
      path: { id: section.body.id },
      body: { user_id: user.userId, role },
    });
    expect(added.status).toBeLessThan(300);
  }
  const plan = await invoke<ActivityPlanView>(createActivityPlan, {
    as: 'admin',
    path: { id: course.id },
    body: {
      title: uniqueName('Peer reviewed reflection'),
      template_id: template.id,
      visible_date: us(-1),
      open_submission_date: us(-1),
      due_date: us(7),
    },
  });
  const created = await invoke<Portfolio>(createPortfolio, {
    as: { userId: world.student.userId },
    path: { id: world.student.userId },
    body: { group_id: section.body.id, activity_id: `${section.body.id}.${plan.body.id}` },
  });
  expect(created.status).toBe(201);
  world.portfolioId = created.body.id;
  const submitted = await invoke<{ portfolio: Portfolio }>(updatePortfolio, {
    as: { userId: world.student.userId },
    path: portfolioPath(),
    body: {
      version: created.body.version,
      portfolio_action: 'advance',
      fields: { 'textarea-1': { content: 'Mine.' } },
    },
  });
  expect(submitted.status).toBe(200);

  for (const [assessor, feedback, text] of [
    [world.peer, PEER_FEEDBACK, PEER_COMMENT],
    [world.supervisor, 'Say which standard you meet.', 'See the second paragraph.'],
  ] as const) {
    const at = { ...portfolioPath(), revision: '1', assessment: assessor.userId };
    const as = { userId: assessor.userId };
    const saved = await invoke(updatePortfolioAssessment, {
      as,
      path: at,
      body: { version: 0, components: { 'feedback-1': { content: feedback } } },
    });
    expect(saved.status).toBe(200);
    expect((await invoke(createPortfolioComment, { as, path: at, body: { text } })).status).toBe(201);
  }
  const current = await invoke<Portfolio>(getPortfolio, {
    as: { userId: world.supervisor.userId },
    path: portfolioPath(),
  });
  const pushed = await invoke(updatePortfolio, {
    as: { userId: world.supervisor.userId },
    path: portfolioPath(),
    body: {
      version: current.body.version,
      portfolio_action: 'push_back',
      assessments_visibility: [
        { id: world.peer.userId, value: false, assessor_id: world.peer.userId, is_primary: false },
        { id: world.supervisor.userId, value: true, assessor_id: world.supervisor.userId, is_primary: true },
      ],
    },
  });
  expect(pushed.status).toBe(200);
});

const portfolioPath = () => ({ id: world.student.userId, portfolioId: world.portfolioId });
const thread = (assessment: string) => ({ ...portfolioPath(), revision: '1', assessment });

/** The version the student reads now (a write probe's body). */
const studentVersion = async () =>
  (await invoke<Portfolio>(getPortfolio, { as: { userId: world.student.userId }, path: portfolioPath() })).body.version;

type Probe = (w: World) => Promise<[Contract, InvokeOptions]> | [Contract, InvokeOptions];

/** Each presenter, called about the world's portfolio; several probes per contract where it names threads. */
const PROBES: Record<string, Probe> = {
  'portfolio (history, participants, comment thread)': () => [getPortfolio, { path: portfolioPath() }],
  'revision 1': () => [getPortfolioRevision, { path: { ...portfolioPath(), revision: '1' } }],
  'the supervisor’s assessment': (w) => [getPortfolioAssessment, { path: thread(w.supervisor.userId) }],
  'the peer’s assessment': (w) => [getPortfolioAssessment, { path: thread(w.peer.userId) }],
  'the supervisor’s thread': (w) => [listPortfolioComments, { path: thread(w.supervisor.userId) }],
  'the peer’s thread': (w) => [listPortfolioComments, { path: thread(w.peer.userId) }],
  'every thread of revision 1': () => [listPortfolioComments, { path: thread('0'), query: { for_revision: 'true' } }],
  'a reply in the supervisor’s thread': (w) => [
    createPortfolioComment,
    { path: thread(w.supervisor.userId), body: { text: 'Thank you.' } },
  ],
  'a save of the work': async () => [
    updatePortfolio,
    {
      path: portfolioPath(),
      body: { version: await studentVersion(), fields: { 'textarea-1': { content: 'More.' } } },
    },
  ],
  'the work’s settings': async () => [
    updatePortfolioSettings,
    { path: portfolioPath(), body: { version: await studentVersion(), title: 'Renamed' } },
  ],
  'the work’s time': async () => [
    changePortfolioTime,
    { path: portfolioPath(), body: { version: await studentVersion(), time: '2030-01-01T00:00:00Z' } },
  ],
  'a withdraw': async () => [withdrawPortfolio, { path: portfolioPath(), body: { version: await studentVersion() } }],
  'a comparison of revisions': () => [
    comparePortfolioRevisions,
    { path: portfolioPath(), query: { from: '1', to: '1' } },
  ],
  'the student’s list': () => [listPortfolios, { path: { id: world.student.userId } }],
  'the student’s search': () => [searchPortfolios, { path: { id: world.student.userId }, query: { q: 'Peer' } }],
  'the student’s timeline': () => [listTimeline, { path: { id: world.student.userId } }],
  'the student’s notifications (the revision request)': () => [
    listNotifications,
    { path: { id: world.student.userId } },
  ],
};

/**
 * The portfolios context's contracts and how this suite covers them: by the probes above (the presenters of a
 * portfolio, a revision, an assessment, comments and lists), or why they present no assessor to a student.
 */
const COVERAGE: Record<string, 'probed' | string> = {
  'portfolios.listPortfolios': 'probed',
  'portfolios.searchPortfolios': 'probed',
  'portfolios.createPortfolio': 'new work has no revision, so no assessor',
  'portfolios.getPortfolio': 'probed',
  'portfolios.updatePortfolio': 'probed',
  'portfolios.updatePortfolioSettings': 'probed',
  'portfolios.changePortfolioTime': 'probed',
  'portfolios.markPortfolioAssessing': 'an assessor’s action: its answer goes to that assessor',
  'portfolios.withdrawPortfolio': 'probed',
  'portfolios.acceptTemplateUpdate':
    'the owner’s own answer, through the probed portfolio presenter (presentPortfolio)',
  'portfolios.declineTemplateUpdate':
    'the owner’s own answer, through the probed portfolio presenter (presentPortfolio)',
  'portfolios.deletePortfolio': 'answers the summary row, which names no assessor',
  'portfolios.restorePortfolio': 'answers the summary row, which names no assessor',
  'portfolios.getPortfolioRevision': 'probed',
  'portfolios.comparePortfolioRevisions': 'probed',
  'portfolios.listPortfolioComments': 'probed',
  'portfolios.createPortfolioComment': 'probed',
  'portfolios.updatePortfolioComment': 'answers its author’s own comment, through the probed comment presenter',
  'portfolios.deletePortfolioComment': 'answers an id and a sentence',
  'assessments.getPortfolioAssessment': 'probed',
  'assessments.updatePortfolioAssessment': 'an assessor’s own assessment, answered to that assessor',
  'assessments.applyPortfolioAssessment': 'an assessor’s own assessment, answered to that assessor',
  'portfolios.createEvidence': 'evidence is never assessed',
  'portfolios.createMediaEvidence': 'evidence is never assessed',
  'portfolios.saveEvidence': 'evidence is never assessed',
  'portfolios.listTimeline': 'probed',
  'portfolios.listPortfolioAbstracts': 'abstracts name their work, not its assessors',
  'portfolios.getComponentAbstracts': 'abstracts name their work, not its assessors',
  'portfolios.getPortfolioReference': 'a referenced item is shown as its owner sees it, without its workflow',
  'portfolios.getPortfolioAttachment': 'a file link',
  'reports.getSectionStandardsReport': 'owners’, coordinators’ and admins’ report: names students',
  'reports.exportSectionStandardsReport': 'owners’, coordinators’ and admins’ report: names students',
  'reports.getNodeStandardsReport': 'admins’ report: names students',
  'reports.exportNodeStandardsReport': 'admins’ report: names students',
  'reports.getActivityRubricScoresReport': 'figures per criterion, no person',
  'reports.exportActivityRubricScoresReport': 'figures per criterion, no person',
};

const call = async (probe: Probe, as: Caller) => {
  const [contract, options] = await probe(world);
  const answer = await invoke(contract, { ...options, as });
  return { status: answer.status, text: JSON.stringify(answer.body) };
};

describe('every contract of the portfolios context is covered', () => {
  it.each(contracts.filter((c) => c.context === 'portfolios').map((c) => [c.id]))('%s', (id) => {
    expect(COVERAGE[id]).toBeDefined();
  });
});

describe('the student of a template hiding names reads no assessor’s name and nothing hidden', () => {
  it.each(Object.keys(PROBES).map((name) => [name]))('%s', async (name) => {
    const { status, text } = await call(PROBES[name] as Probe, { userId: world.student.userId });
    expect(status).toBeLessThan(500);
    expect(text).not.toContain(SUPERVISOR_NAME);
    expect(text).not.toContain(PEER_NAME);
    expect(text).not.toContain(world.peer.userId);
    expect(text).not.toContain(PEER_FEEDBACK);
    expect(text).not.toContain(PEER_COMMENT);
  });

  it('still reads what was shown: the supervisor’s feedback and comment, unnamed', async () => {
    const assessment = await call(PROBES['the supervisor’s assessment'] as Probe, { userId: world.student.userId });
    expect(assessment.status).toBe(200);
    expect(assessment.text).toContain('Say which standard you meet.');
    const comments = await call(PROBES['the supervisor’s thread'] as Probe, { userId: world.student.userId });
    expect(comments.text).toContain('See the second paragraph.');
    const notifications = await call(PROBES['the student’s notifications (the revision request)'] as Probe, {
      userId: world.student.userId,
    });
    expect(notifications.text).toContain('Your assessor requested a revision of');
  });
});

describe('another organisation reaches none of it', () => {
  const objectProbes = Object.keys(PROBES).filter((name) => !name.startsWith('the student’s'));
  const outsiders = ['otherStudent', 'otherAdmin'] as const;
  it.each(objectProbes.flatMap((name) => outsiders.map((who): [string, Caller] => [name, who])))(
    '%s as %s',
    async (name, who) => {
      const { status, text } = await call(PROBES[name] as Probe, who);
      expect([403, 404]).toContain(status);
      expect(text).not.toContain(SUPERVISOR_NAME);
      expect(text).not.toContain(PEER_NAME);
    },
  );
});

describe('fellow assessors read each other’s names', () => {
  it('names both assessors to the supervisor in the history, the participants and the comments', async () => {
    const view = await call(PROBES['portfolio (history, participants, comment thread)'] as Probe, {
      userId: world.supervisor.userId,
    });
    expect(view.status).toBe(200);
    expect(view.text).toContain(SUPERVISOR_NAME);
    expect(view.text).toContain(PEER_NAME);
    const peerThread = await call(PROBES['the peer’s thread'] as Probe, { userId: world.supervisor.userId });
    expect(peerThread.text).toContain(PEER_COMMENT);
    expect(peerThread.text).toContain(PEER_NAME);
  });
});
