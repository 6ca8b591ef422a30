/**
 * A section's submitted work awaiting assessment, a page at a time (ADR 0028 §3): read from the sparse index
 * of submitted progress rows, oldest submission first, 25 a page with a cursor that must be this section's;
 * for those who assess in the section (and admins of its node), each item's assessments through the
 * assessments' visibility rule; the list empties as work is assessed or sent back; and the migration step
 * (0028-awaiting-assessment) lists rows submitted before the key existed.
 */
import {
  addSectionMember,
  getPortfolio,
  listAwaitingAssessment,
  updatePortfolioAssessment,
  type ResponseBody,
} from '@tessera/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../src/db/client';
import { parseActivityId, readSectionContents } from '../../src/db/courses/activities';
import { activityProgressEntity } from '../../src/db/courses/entities/activity-progress';
import { awaitingAssessmentStep } from '../../src/migrations/0028-awaiting-assessment';
import type { MigrationContext } from '../../src/migrations/types';
import { activityFixture, fromActivity, ORG, PRACTICUM_ANSWERS } from '../portfolios/activity-support';
import { freshUser, save, type ErrorBody, type Portfolio } from '../portfolios/support';
import { createOrganisation, createUser, type FixtureUser } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';

type Page = ResponseBody<typeof listAwaitingAssessment>;
type Fixture = Awaited<ReturnType<typeof activityFixture>>;

const readPage = (f: Fixture, as: { userId: string } = f.faculty, cursor?: string, language = 'en') =>
  invoke<Page & ErrorBody>(listAwaitingAssessment, {
    as: { userId: as.userId },
    path: { id: f.groupId },
    ...(cursor === undefined ? {} : { query: { cursor } }),
    headers: { 'accept-language': language },
  });

/** Every page from the first, following the cursors. */
async function readAll(f: Fixture, as: { userId: string } = f.faculty) {
  const pages: Page[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(f, as, cursor);
    expect(page.status).toBe(200);
    pages.push(page.body);
    cursor = page.body.more ? (page.body.cursor ?? undefined) : undefined;
  } while (cursor);
  return pages;
}

async function join(f: Fixture, role: 'member' | 'peer_assessor' | 'coordinator', name: string) {
  const user =
    role === 'member'
      ? await freshUser(['student'], name)
      : await createUser({ memberships: [[ORG, [role]]], firstName: name });
  const added = await invoke(addSectionMember, {
    as: 'admin',
    path: { id: f.groupId },
    body: { user_id: user.userId, role },
  });
  expect(added.status).toBeLessThan(300);
  return user;
}

/** The student's work on the fixture's activity, started and submitted; answers the submitted portfolio. */
async function submit(f: Fixture, student: FixtureUser) {
  const created = await fromActivity(student.userId, f.groupId, f.activityId);
  expect(created.status).toBe(201);
  const submitted = await save(student, created.body, { portfolio_action: 'advance', fields: PRACTICUM_ANSWERS });
  expect(submitted.status).toBe(200);
  return submitted.body.portfolio;
}

/** An action on a student's portfolio as it is now, by an assessor. */
async function act(student: FixtureUser, portfolioId: string, action: string, by: { userId: string }) {
  const current = await invoke<Portfolio>(getPortfolio, {
    as: { userId: by.userId },
    path: { id: student.userId, portfolioId },
  });
  return save(student, current.body, { portfolio_action: action }, { userId: by.userId });
}

const HIGH = { 'criterion-1': 'level-4', 'criterion-2': 'level-4', 'criterion-3': 'level-4' };

/** An assessor's first save of their assessment of revision 1. */
const assess = (student: FixtureUser, portfolioId: string, by: { userId: string }) =>
  invoke<ErrorBody>(updatePortfolioAssessment, {
    as: { userId: by.userId },
    path: { id: student.userId, portfolioId, revision: '1', assessment: by.userId },
    body: {
      version: 0,
      components: { 'rubric-1': { criteria: HIGH }, 'scoring-1': { score: '90' }, 'feedback-1': { content: 'Seen.' } },
    },
  });

describe('the section’s work awaiting assessment, a page at a time (ADR 0028 §3)', () => {
  it('pages 62 submissions oldest first, refuses a cursor not of the section, and answers 404 to others', async () => {
    const f = await activityFixture();
    const students = [f.student];
    for (let index = 0; index < 61; index += 1) students.push(await join(f, 'member', `Student ${index}`));
    const order: string[] = [];
    for (const student of students) order.push((await submit(f, student)).id);

    const { result: first, calls } = await countingRoundTrips(() => readPage(f));
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(25);
    expect(first.body).toMatchObject({ group_id: f.groupId, total: 62, more: true });
    expect(first.body.items[0]).toMatchObject({
      portfolio_id: order[0],
      revision: 1,
      owner: { id: f.student.userId, first_name: f.student.firstName, last_name: f.student.lastName },
      activity: { id: f.activityId },
      assessments: [],
    });
    // The actor and the place (5), the page ∥ the activities, the page's portfolio heads (and a cold snapshot).
    expect(calls.length).toBeLessThanOrEqual(9);

    const pages = await readAll(f);
    expect(pages.map((page) => page.items.length)).toEqual([25, 25, 12]);
    const items = pages.flatMap((page) => page.items);
    // Oldest submission first: the order the work was submitted in, each once.
    expect(items.map((item) => item.portfolio_id)).toEqual(order);
    const times = items.map((item) => item.submitted_at);
    expect([...times].sort()).toEqual(times);

    // Another section's cursor, a forged one and garbage: 400 with the list's sentence, in English and Spanish.
    const other = await activityFixture();
    for (let index = 0; index < 25; index += 1) await submit(other, await join(other, 'member', `Other ${index}`));
    await submit(other, other.student);
    const foreign = await readPage(other);
    expect(foreign.body.more).toBe(true);
    const refused = await readPage(f, f.faculty, foreign.body.cursor as string);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      cursor: 'This page link is no longer valid. Start again from the first page.',
    });
    const roster = Buffer.from(
      JSON.stringify({ gsi2pk: `ORG#${ORG}#GROUP#${f.groupId}#ROSTER`, gsi2sk: 'member#', pk: 'x', sk: 'y' }),
    ).toString('base64url');
    const inSpanish = await readPage(f, f.faculty, roster, 'es');
    expect(inSpanish.status).toBe(400);
    expect(inSpanish.body.fields).toEqual({
      cursor: 'Este enlace de página ya no es válido. Vuelva a empezar desde la primera página.',
    });
    expect((await readPage(f, f.faculty, 'not-a-cursor')).status).toBe(400);

    // A student of the section, another section's owner and another organisation's faculty: 404.
    expect((await readPage(f, f.student)).status).toBe(404);
    expect((await readPage(f, other.faculty)).status).toBe(404);
    const elsewhere = await createOrganisation();
    const stranger = await createUser({ memberships: [[elsewhere.organizationId, ['faculty']]] });
    expect((await readPage(f, stranger)).status).toBe(404);
  }, 240_000);

  it('shows each assessor what the visibility rule lets them see, and empties as work is assessed', async () => {
    const f = await activityFixture();
    const peer = await join(f, 'peer_assessor', 'Pia');
    const coordinator = await join(f, 'coordinator', 'Cory');
    const second = await join(f, 'member', 'Bea');
    const third = await join(f, 'member', 'Cal');
    const first = await submit(f, f.student);
    const next = await submit(f, second);
    const last = await submit(f, third);

    // The owner and the peer begin assessing the first: the peer sees only their own, the others see both, named.
    expect((await assess(f.student, first.id, f.faculty)).status).toBe(200);
    expect((await assess(f.student, first.id, peer)).status).toBe(200);
    const seen = async (as: { userId: string }) => (await readPage(f, as)).body.items[0]?.assessments;
    expect(await seen(peer)).toEqual([
      { assessor_full_name: expect.stringMatching(/^Pia /), is_primary: false, done: false, mine: true },
    ]);
    const both = [
      { assessor_full_name: expect.stringMatching(/^Fay /), is_primary: true, done: false, mine: false },
      { assessor_full_name: expect.stringMatching(/^Pia /), is_primary: false, done: false, mine: false },
    ];
    expect(await seen(coordinator)).toEqual(both);
    expect((await seen(f.faculty))?.map((entry) => entry.mine)).toEqual([true, false]);

    // Submit to done takes the first off the list; Request Revision the second; the last stays.
    expect((await act(f.student, first.id, 'advance', f.faculty)).body.portfolio.state).toBe('done');
    expect((await act(second, next.id, 'push_back', f.faculty)).status).toBe(200);
    const after = await readPage(f);
    expect(after.body.items.map((item) => item.portfolio_id)).toEqual([last.id]);
    expect(after.body.total).toBe(1);
    // Resubmitted, the second comes back behind the last (its new submission is the newest).
    const current = await invoke<Portfolio>(getPortfolio, {
      as: { userId: second.userId },
      path: { id: second.userId, portfolioId: next.id },
    });
    expect((await save(second, current.body, { portfolio_action: 'advance' })).status).toBe(200);
    expect((await readPage(f)).body.items.map((item) => item.portfolio_id)).toEqual([last.id, next.id]);
    expect((await assess(third, last.id, f.faculty)).status).toBe(200);
    expect((await act(third, last.id, 'advance', f.faculty)).status).toBe(200);
    const left = await readPage(f);
    expect(left.body.items.map((item) => item.portfolio_id)).toEqual([next.id]);
  }, 120_000);
});

/** A checkpoint store in memory, as the runner keeps one in the table; `context(n)` fails its saves after n. */
function checkpoints() {
  const saved = new Map<string, string>();
  return (stopAfter = Infinity): MigrationContext => {
    let saves = 0;
    return {
      readCheckpoint: (scope) => Promise.resolve(saved.get(scope) ?? null),
      saveCheckpoint: (scope, checkpoint) => {
        if (saves >= stopAfter) return Promise.reject(new Error('stopped halfway'));
        saves += 1;
        saved.set(scope, checkpoint);
        return Promise.resolve();
      },
      log: () => undefined,
    };
  };
}

describe('migration 0028-awaiting-assessment', () => {
  it('lists rows submitted before the key existed: stopped halfway, resumed, run again', async () => {
    const f = await activityFixture();
    const second = await join(f, 'member', 'Bea');
    const first = await submit(f, f.student);
    const next = await submit(f, second);
    const before = await readPage(f);
    expect(before.body.items.map((item) => item.portfolio_id)).toEqual([first.id, next.id]);

    // The old shape: submitted rows without submittedAt or the awaiting key.
    const planId = parseActivityId(f.activityId)?.planId as string;
    for (const userId of [f.student.userId, second.userId])
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: activityProgressEntity.key({ organizationId: ORG, groupId: f.groupId, planId, userId }),
          UpdateExpression: 'REMOVE gsi2pk, gsi2sk, submittedAt',
        }),
      );
    expect((await readPage(f)).body.items).toEqual([]);

    // Stopped after its first page of the Scan, resumed from the checkpoint, then run again over everything.
    const run = checkpoints();
    await expect(awaitingAssessmentStep({ pageSize: 50 }).run(run(1))).rejects.toThrow('stopped halfway');
    await awaitingAssessmentStep({ pageSize: 50 }).run(run());
    await awaitingAssessmentStep({ pageSize: 50 }).run(checkpoints()());

    const after = await readPage(f);
    expect(after.body).toEqual(before.body);
    const { progress } = await readSectionContents(ORG, f.groupId);
    expect(progress.filter((row) => row.status === 'submitted').every((row) => row.submittedAt)).toBe(true);
  }, 120_000);
});
