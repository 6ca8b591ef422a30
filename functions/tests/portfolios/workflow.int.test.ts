/**
 * The workflow engine on the server (spec 1 §4–6): submits checked per component (400 keyed by component,
 * the count in the message), every submit frozen as a revision read later exactly as it was, withdraw while
 * can_withdraw, the comparison of two revisions, and a table over every workflow × role × state × action:
 * each state is reached through the API once per workflow, then every role's every action is tried there —
 * what the server offers as a button is what it accepts, everything else is refused and changes nothing.
 */
import {
  comparePortfolioRevisions,
  getPortfolio,
  getPortfolioRevision,
  markPortfolioAssessing,
  PORTFOLIO_ACTIONS,
  WORKFLOW_IDS,
  withdrawPortfolio,
  type WorkflowId,
  type WorkflowRole,
  type WorkflowState,
} from '@tessera/shared';
import { ulid } from 'ulid';
import { storePortfolio } from '../../src/http/portfolios/save';
import type { Portfolio as StoredPortfolio } from '../../src/db/portfolios/portfolios';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import type { FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { createdPortfolio, FORM_ANSWERS, freshUser, save, type Portfolio } from './support';

const read = (owner: FixtureUser, id: string, as: { userId: string } = { userId: owner.userId }, query = {}) =>
  invoke<Portfolio>(getPortfolio, { as, path: { id: owner.userId, portfolioId: id }, query });

describe('submitting, withdrawing and revisions (spec 1 §4–5)', () => {
  it('refuses a submit with errors keyed by component, then freezes each submit as a revision', async () => {
    const owner = await freshUser();
    const created = await createdPortfolio(owner, DEMO_TEMPLATES.form);
    const incomplete = await save(owner, created, {
      portfolio_action: 'advance',
      fields: { 'textfield-1': { content: 'Ms Rivera' } },
    });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).toBe('3 errors found. Some required information is missing or incomplete.');
    expect(Object.keys(incomplete.body.fields).sort()).toEqual(['date_selection-1', 'duration-1', 'radio_button-1']);
    expect((await read(owner, created.id)).body.version).toBe(1);

    const submitted = await save(owner, created, { portfolio_action: 'advance', fields: FORM_ANSWERS });
    expect(submitted.status).toBe(200);
    expect(submitted.body.message).toBe('Field Visit Form has been submitted.');
    const first = submitted.body.portfolio;
    expect(first).toMatchObject({
      state: 'in_assessment',
      can_withdraw: true,
      workflow: { history_revisions: [{ version: 1, submitted_by: { id: owner.userId } }] },
    });
    expect(first.buttons.map((b) => b.action)).toEqual(['withdraw']);

    const withdrawn = await invoke<{ can_withdraw: boolean; workflow: { state: WorkflowState }; version: number }>(
      withdrawPortfolio,
      {
        as: { userId: owner.userId },
        path: { id: owner.userId, portfolioId: created.id },
        body: { version: first.version },
      },
    );
    expect(withdrawn.body).toMatchObject({ can_withdraw: false, workflow: { state: 'in_preparation' } });

    const again = await save(
      owner,
      { id: created.id, version: withdrawn.body.version },
      {
        portfolio_action: 'advance',
        fields: { 'textfield-1': { content: 'Mr Okafor and Ms Rivera' }, 'duration-1': { content: '4:00' } },
      },
    );
    expect(again.body.portfolio.workflow.history_revisions.map((r) => r.version)).toEqual([1, 2]);

    // Revision 1 reads exactly as it was submitted, whatever came after.
    const revision = await invoke<{ content: Record<string, unknown>; version: number }>(getPortfolioRevision, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: created.id, revision: '1' },
    });
    expect(revision.body).toMatchObject({ version: 1, content: { ...FORM_ANSWERS } });
    expect(
      (
        await invoke(getPortfolioRevision, {
          as: { userId: owner.userId },
          path: { id: owner.userId, portfolioId: created.id, revision: '3' },
        })
      ).status,
    ).toBe(404);

    const compared = await invoke<{
      from: number;
      to: number;
      components: { component_id: string; change: string; diff: unknown }[];
    }>(comparePortfolioRevisions, {
      as: { userId: owner.userId },
      path: { id: owner.userId, portfolioId: created.id },
    });
    expect(compared.body).toMatchObject({ from: 1, to: 2 });
    expect(Object.fromEntries(compared.body.components.map((c) => [c.component_id, c.change]))).toEqual({
      'date_selection-1': 'unchanged',
      'duration-1': 'changed',
      'radio_button-1': 'unchanged',
      'textfield-1': 'changed',
    });
    expect(compared.body.components.find((c) => c.component_id === 'textfield-1')?.diff).toEqual([
      { op: 'same', text: 'Mr Okafor' },
      { op: 'added', text: 'and Ms Rivera' },
    ]);
    // Someone without a role on it cannot even find it.
    const notAgain = await invoke(withdrawPortfolio, {
      as: { userId: (await freshUser()).userId },
      path: { id: owner.userId, portfolioId: created.id },
      body: { version: again.body.portfolio.version },
    });
    expect(notAgain.status).toBe(404);
  });
});

/** A portfolio of `workflowId` owned by a fresh student, with one participant per assessing role. */
async function portfolioWithParticipants(workflowId: WorkflowId) {
  const owner = await freshUser(['student'], 'Owen');
  const people: Record<string, FixtureUser> = {
    supervisor_assessor: await freshUser(['faculty'], 'Sue'),
    peer_assessor: await freshUser(['peer_assessor'], 'Pam'),
    mentor_assessors: await freshUser(['mentor'], 'Max'),
    internship_supervisor_assessors: await freshUser(['supervisor'], 'Ian'),
  };
  const now = new Date().toISOString();
  const portfolio: StoredPortfolio = {
    organizationId: 'org_demo',
    portfolioId: ulid(),
    owner: { userId: owner.userId, firstName: 'Owen', lastName: 'Integration' },
    type: 'portfolio',
    templateId: null,
    templateTitle: 'Engine',
    snapshotId: null,
    nodeId: null,
    workflowId,
    title: `Engine ${workflowId}`,
    abstractText: '',
    coverUrl: '',
    coverAttachmentId: null,
    coverAlternativeText: '',
    isUserAltText: false,
    evidenceDate: null,
    displayOnTimeline: false,
    timelineOrderAt: now,
    displayAssessmentPanel: false,
    isShowNamesToSubmitters: false,
    rolesAllowedMoveToDone: ['mentor_assessors', 'internship_supervisor_assessors'],
    pages: [
      {
        id: 'page-1',
        title: 'Work',
        components: [
          {
            component_id: 'text-1',
            type: 'textfield',
            label: 'Answer',
            optional: true,
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
    ],
    content: {},
    state: 'created',
    participants: Object.entries(people).map(([role, user]) => ({
      userId: user.userId,
      role: role as WorkflowRole,
      firstName: user.firstName,
      lastName: user.lastName,
    })),
    revisions: [],
    submittedAt: null,
    assessDoneAt: null,
    groupId: null,
    activityId: null,
    groupTitle: null,
    activityStatus: null,
    scoreSync: null,
    linkedToLms: false,
    trashedAt: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  // Activity-linked portfolios get their participants from the section (courses); here the engine alone.
  const { result: written } = await storePortfolio({ current: null, next: portfolio });
  if (written.outcome !== 'saved') throw new Error('cannot write the engine fixture');
  return { owner, people, id: portfolio.portfolioId };
}

describe('every workflow × role × state × action (spec 1 §4, §6): offered exactly when accepted', () => {
  it.each(WORKFLOW_IDS.map((id) => [id]))(
    '%s',
    async (workflowId) => {
      const { owner, people, id } = await portfolioWithParticipants(workflowId);
      const actors: [string, { userId: string }][] = [
        ['owner', { userId: owner.userId }],
        ...Object.entries(people).map(
          ([role, user]) => [role, { userId: user.userId }] as [string, { userId: string }],
        ),
      ];
      const seen: string[] = [];

      /** Every actor's every action in the current state: the refused ones are refused and change nothing. */
      const checkState = async () => {
        const current = (await read(owner, id)).body;
        seen.push(current.state);
        const offered = new Map<string, Set<string>>();
        // A peer assessor reads a classmate's work only once it has been submitted (ADR 0020): before, 404.
        const unseen = new Set<string>();
        for (const [label, as] of actors) {
          const answer = await read(owner, id, as);
          if (answer.status === 404 && label === 'peer_assessor' && current.workflow.history_revisions.length === 0) {
            unseen.add(label);
            offered.set(label, new Set());
            continue;
          }
          const view = answer.body;
          offered.set(label, new Set(view.buttons.filter((b) => !b.disabled).map((b) => b.action)));
        }
        await Promise.all(
          actors.flatMap(([label, as]) =>
            PORTFOLIO_ACTIONS.filter((action) => !offered.get(label)?.has(action)).map(async (action) => {
              const answer = await save(owner, current, { portfolio_action: action }, as);
              const refused = [403, 409].includes(answer.status) || (answer.status === 404 && unseen.has(label));
              expect({ label, action, refused }).toEqual({
                label,
                action,
                refused: true,
              });
            }),
          ),
        );
        expect((await read(owner, id)).body.version).toBe(current.version);
        return { current, offered };
      };

      const act = async (label: string, action: string) => {
        const as = actors.find(([name]) => name === label)?.[1] as { userId: string };
        const current = (await read(owner, id)).body;
        const answer = await save(owner, current, { portfolio_action: action }, as);
        expect({ label, action, status: answer.status }).toEqual({ label, action, status: 200 });
      };

      let { offered } = await checkState();
      if (offered.get('owner')?.has('save_as_draft')) {
        await act('owner', 'save_as_draft');
        ({ offered } = await checkState());
      }
      if (offered.get('owner')?.has('advance')) {
        await act('owner', 'advance');
        ({ offered } = await checkState());
      } else {
        // Observational work is started by an assessor who decides (spec 1 §7 mark_assessing).
        for (const [label, as] of actors) {
          const current = (await read(owner, id)).body;
          const view = await read(owner, id, as);
          const offeredStart = view.status === 200 && view.body.buttons.some((b) => b.action === 'mark_assessing');
          const start = await invoke(markPortfolioAssessing, {
            as,
            path: { id: owner.userId, portfolioId: id },
            body: { version: current.version },
          });
          expect({ label, started: start.status === 200 }).toEqual({ label, started: offeredStart });
          if (start.status === 200) {
            ({ offered } = await checkState());
            break;
          }
        }
      }
      const decider = [...offered].find(([, actions]) => actions.has('advance'))?.[0];
      if (decider && decider !== 'owner') {
        await act(decider, 'advance');
        await checkState();
      }
      expect(seen[0]).toBe('created');
      // Work ends done: published by its author, or decided by an assessor. The group homepage is kept, never
      // submitted: only its owners save it.
      expect(seen[seen.length - 1]).toBe(workflowId === 'GroupHomepageWorkflow' ? 'in_preparation' : 'done');
    },
    60_000,
  );
});
