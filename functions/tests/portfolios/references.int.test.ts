/**
 * Abstracts and references (spec 1 §3 gallery, timeline and reference portfolio content; §7 POST
 * .../portfolios/abstracts, GET /api/portfolios/{id}/abstracts/{componentId}, GET /api/portfolios/{id}/
 * references/{ref}): the owner reads the abstracts of their own items; whoever reads a portfolio (its owner,
 * its assessors) reads the abstracts and the items its components reference, now or as a revision froze
 * them; everyone else, in the organisation or another, gets 404.
 */
import {
  createEvidence,
  deletePortfolio,
  getComponentAbstracts,
  getPortfolioReference,
  listPortfolioAbstracts,
  saveEvidence,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { storePortfolio } from '../../src/http/portfolios/save';
import type { Portfolio as StoredPortfolio } from '../../src/db/portfolios/portfolios';
import { createUser, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { freshUser, type ErrorBody, type Portfolio } from './support';

type Abstracts = { items: { id: string; portfolio_title: string; abstract: string; type: string }[] };
type Reference = Portfolio & {
  original_portfolio_id: string;
  reference_component_id: string;
  root_portfolio_id: string;
};

async function describedEvidence(owner: FixtureUser, title: string, abstract: string): Promise<Portfolio> {
  const as = { userId: owner.userId };
  const made = await invoke<Portfolio>(createEvidence, { as, path: { id: owner.userId }, body: {} });
  const saved = await invoke<{ portfolio: Portfolio }>(saveEvidence, {
    as,
    path: { id: owner.userId, portfolioId: made.body.id },
    body: {
      version: made.body.version,
      title,
      abstract_text: abstract,
      fields: { 'text-1': { content: `${title} in full` } },
    },
  });
  expect(saved.status).toBe(200);
  return saved.body.portfolio;
}

const entry = (id: string) => ({ original_portfolio_id: id, id, abstract: 'as inserted' });

/**
 * A supervised portfolio of `owner` in assessment with `assessor` as its supervisor: now its gallery names
 * `now.gallery` and its portfolio reference `now.reference`; its revision 1 froze a gallery naming `frozen`.
 */
async function referencingPortfolio(
  owner: FixtureUser,
  assessor: FixtureUser,
  refs: { gallery: string[]; reference: string; frozen: string; component?: string; activity?: string },
) {
  const at = new Date().toISOString();
  const pages = [
    {
      id: 'page-1',
      title: 'Work',
      components: [
        { component_id: 'gallery-1', type: 'gallery', label: '', permissions: { inherit: true } },
        {
          component_id: 'portfolio_reference-1',
          type: 'portfolio_reference',
          label: 'Best lesson',
          optional: true,
          permissions: { inherit: true },
        },
        // A component reference and an activity reference (issue 12's insert modals) name the owner's work too.
        { component_id: 'reference-1', type: 'reference', label: 'From my notes', permissions: { inherit: true } },
        {
          component_id: 'activity_reference-1',
          type: 'activity_reference',
          label: 'Related activities',
          permissions: { inherit: true },
        },
        {
          component_id: 'feedback-1',
          type: 'feedback',
          label: 'Feedback',
          optional: true,
          permissions: { inherit: true },
        },
      ],
    },
  ];
  const person = { userId: owner.userId, firstName: owner.firstName, lastName: owner.lastName };
  const portfolio: StoredPortfolio = {
    organizationId: 'org_demo',
    portfolioId: ulid(),
    owner: person,
    type: 'portfolio',
    templateId: null,
    templateTitle: 'Practicum',
    snapshotId: null,
    nodeId: null,
    workflowId: 'SupervisedAssessmentWorkflow',
    title: 'Practicum',
    abstractText: '',
    coverUrl: '',
    coverAttachmentId: null,
    coverAlternativeText: '',
    isUserAltText: false,
    evidenceDate: null,
    displayOnTimeline: false,
    timelineOrderAt: at,
    displayAssessmentPanel: true,
    rolesAllowedMoveToDone: [],
    pages,
    content: {
      'gallery-1': { abstracts: refs.gallery.map(entry) },
      'portfolio_reference-1': { portfolio_id: refs.reference, portfolio_title: 'as inserted' },
      ...(refs.component
        ? { 'reference-1': { content: '', reference_portfolio_id: refs.component, reference_component_id: 'text-1' } }
        : {}),
      ...(refs.activity
        ? {
            'activity_reference-1': {
              activities: [{ id: 'group.activity', title: 'Field notes', portfolio_id: refs.activity }],
              component_type: 'other',
            },
          }
        : {}),
    },
    state: 'in_assessment',
    participants: [
      {
        userId: assessor.userId,
        role: 'supervisor_assessor',
        firstName: assessor.firstName,
        lastName: assessor.lastName,
      },
    ],
    revisions: [{ revision: 1, submittedAt: at, submittedBy: person, assessments: [] }],
    submittedAt: at,
    assessDoneAt: null,
    groupId: null,
    activityId: null,
    groupTitle: null,
    activityStatus: null,
    scoreSync: null,
    linkedToLms: false,
    trashedAt: null,
    isShowNamesToSubmitters: false,
    version: 2,
    createdAt: at,
    updatedAt: at,
  };
  const { result: written } = await storePortfolio({
    current: null,
    next: portfolio,
    revision: {
      organizationId: 'org_demo',
      portfolioId: portfolio.portfolioId,
      revision: 1,
      title: 'Practicum',
      templateId: null,
      snapshotId: null,
      writeId: null,
      pages,
      content: { 'gallery-1': { abstracts: [entry(refs.frozen)] } },
      submittedAt: at,
      submittedBy: person,
      portfolioVersion: 2,
    },
  });
  if (written.outcome !== 'saved') throw new Error('cannot write the referencing portfolio');
  return portfolio.portfolioId;
}

async function fixture() {
  const owner = await freshUser(['student'], 'Rae');
  const assessor = await freshUser(['faculty'], 'Fay');
  const lesson = await describedEvidence(owner, 'Fractions lesson', 'Grade 4, week 3.');
  const plan = await describedEvidence(owner, 'Unit plan', 'Six weeks of geometry.');
  const older = await describedEvidence(owner, 'First observation', 'Before the revision.');
  const id = await referencingPortfolio(owner, assessor, {
    gallery: [plan.id, lesson.id],
    reference: lesson.id,
    frozen: older.id,
  });
  return { owner, assessor, lesson, plan, older, id };
}

const reference = (as: FixtureUser, portfolioId: string, ref: string, query: Record<string, string> = {}) =>
  invoke<Reference & ErrorBody>(getPortfolioReference, {
    as: { userId: as.userId },
    path: { portfolioId, ref },
    query,
  });

describe('references: the items a portfolio’s components name', () => {
  it('shows the owner and the portfolio’s assessor a referenced item read-only, now or as a revision froze it', async () => {
    const { owner, assessor, lesson, plan, older, id } = await fixture();
    for (const reader of [owner, assessor]) {
      const read = await reference(reader, id, lesson.id);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({
        id: lesson.id,
        type: 'evidence',
        title: 'Fractions lesson',
        abstract_text: 'Grade 4, week 3.',
        owner_id: owner.userId,
        original_portfolio_id: id,
        root_portfolio_id: id,
        content: { 'text-1': { content: 'Fractions lesson in full' } },
      });
      expect(read.body.pages[0]?.components.map((c) => [c.component_id, c.mode])).toEqual([['text-1', 'visible']]);
    }
    const inReference = await reference(assessor, id, lesson.id, {
      reference_component_id: 'portfolio_reference-1',
      root_portfolio_id: 'root-1',
    });
    expect(inReference.body).toMatchObject({
      reference_component_id: 'portfolio_reference-1',
      root_portfolio_id: 'root-1',
    });
    // Named by the gallery only, not by the reference component; not named now, only by revision 1.
    expect((await reference(assessor, id, plan.id, { reference_component_id: 'portfolio_reference-1' })).status).toBe(
      404,
    );
    expect((await reference(assessor, id, older.id)).status).toBe(404);
    const frozen = await reference(assessor, id, older.id, { revision: '1' });
    expect(frozen.status).toBe(200);
    expect(frozen.body.title).toBe('First observation');
    expect((await reference(assessor, id, lesson.id, { revision: '1' })).status).toBe(404);
    expect((await reference(assessor, id, lesson.id, { revision: '2' })).status).toBe(404);
  });

  it('follows a component reference and an activity reference to the owner’s work each names, and nothing else', async () => {
    const owner = await freshUser(['student'], 'Rae');
    const assessor = await freshUser(['faculty'], 'Fay');
    const notes = await describedEvidence(owner, 'Field notes', 'Strips folded.');
    const work = await describedEvidence(owner, 'Activity work', 'Week 2.');
    const other = await describedEvidence(owner, 'Unnamed', 'Not referenced.');
    const id = await referencingPortfolio(owner, assessor, {
      gallery: [],
      reference: other.id,
      frozen: other.id,
      component: notes.id,
      activity: work.id,
    });
    for (const reader of [owner, assessor]) {
      const shown = await reference(reader, id, notes.id, { reference_component_id: 'reference-1' });
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({
        reference_component_id: 'reference-1',
        content: { 'text-1': { content: 'Field notes in full' } },
      });
      const activity = await reference(reader, id, work.id, { reference_component_id: 'activity_reference-1' });
      expect(activity.status).toBe(200);
      expect(activity.body.title).toBe('Activity work');
    }
    expect((await reference(assessor, id, work.id, { reference_component_id: 'reference-1' })).status).toBe(404);
    expect((await reference(assessor, id, notes.id, { reference_component_id: 'activity_reference-1' })).status).toBe(
      404,
    );
    expect((await reference(await freshUser(['faculty']), id, notes.id)).status).toBe(404);
  });

  it('is 404 for anyone else, for other organisations, for a trashed item and for someone else’s item', async () => {
    const { owner, lesson, plan, id } = await fixture();
    const peer = await freshUser(['faculty']);
    const refused = await reference(peer, id, lesson.id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Resource does not exist!');
    const outsider = await createUser({ memberships: [['org_other', ['admin']]] });
    expect((await reference(outsider, id, lesson.id)).status).toBe(404);

    const trashed = await invoke(deletePortfolio, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: plan.id },
      query: { version: String(plan.version) },
    });
    expect(trashed.status).toBe(200);
    expect((await reference(owner, id, plan.id)).status).toBe(404);

    // A portfolio whose component names another person's item does not open it.
    const stranger = await freshUser();
    const theirs = await describedEvidence(stranger, 'Not Rae’s', 'Private.');
    const assessor = await freshUser(['faculty']);
    const odd = await referencingPortfolio(owner, assessor, {
      gallery: [theirs.id],
      reference: theirs.id,
      frozen: theirs.id,
    });
    expect((await reference(owner, odd, theirs.id)).status).toBe(404);
    expect((await reference(assessor, odd, theirs.id)).status).toBe(404);
  });
});

describe('abstracts', () => {
  it('answers a gallery’s abstracts as the items are now, to the owner and the assessor only', async () => {
    const { owner, assessor, lesson, plan, id } = await fixture();
    const path = { portfolioId: id, componentId: 'gallery-1' };
    for (const reader of [owner, assessor]) {
      const read = await invoke<Abstracts>(getComponentAbstracts, { as: { userId: reader.userId }, path });
      expect(read.status).toBe(200);
      expect(read.body.items).toEqual([
        expect.objectContaining({ id: plan.id, portfolio_title: 'Unit plan', abstract: 'Six weeks of geometry.' }),
        expect.objectContaining({ id: lesson.id, portfolio_title: 'Fractions lesson', type: 'evidence' }),
      ]);
    }
    const single = await invoke<Abstracts>(getComponentAbstracts, {
      as: { userId: assessor.userId },
      path: { portfolioId: id, componentId: 'portfolio_reference-1' },
    });
    expect(single.body.items.map((item) => item.id)).toEqual([lesson.id]);
    const notReferencing = await invoke(getComponentAbstracts, {
      as: { userId: owner.userId },
      path: { portfolioId: id, componentId: 'feedback-1' },
    });
    expect(notReferencing.status).toBe(404);
    const peer = await freshUser(['faculty']);
    expect((await invoke(getComponentAbstracts, { as: { userId: peer.userId }, path })).status).toBe(404);
    const outsider = await createUser({ memberships: [['org_other', ['student']]] });
    expect((await invoke(getComponentAbstracts, { as: { userId: outsider.userId }, path })).status).toBe(404);
  });

  it('answers the owner’s own abstracts in the order asked, leaving out what is not theirs', async () => {
    const { owner, lesson, plan } = await fixture();
    const stranger = await freshUser();
    const theirs = await describedEvidence(stranger, 'Elsewhere', '');
    const read = await invoke<Abstracts>(listPortfolioAbstracts, {
      as: { userId: owner.userId },
      path: { id: owner.userId },
      body: { portfolio_ids: [lesson.id, theirs.id, 'missing', plan.id] },
    });
    expect(read.status).toBe(200);
    expect(read.body.items.map((item) => item.portfolio_title)).toEqual(['Fractions lesson', 'Unit plan']);
    const forOwner = await invoke(listPortfolioAbstracts, {
      as: { userId: stranger.userId },
      path: { id: owner.userId },
      body: { portfolio_ids: [lesson.id] },
    });
    expect(forOwner.status).toBe(404);
  });
});
