/**
 * Each section activity's progress counts (ADR 0028 §3): moved ± 1 in the transaction of every change of a
 * progress row (propagation creating one, the portfolio workflow changing its status, a member leaving with
 * unstarted rows), always equal to counting the rows; and the migration step that counts the rows of data
 * written before (functions/src/migrations/0028-activity-counters.ts): stopped halfway, resumed, run again.
 */
import {
  addSectionMember,
  countActivityStatuses,
  getSectionProgress,
  removeSectionMember,
  type ActivityStatus,
} from '@tessera/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../src/db/client';
import { getSectionActivity, parseActivityId, readSectionContents } from '../../src/db/courses/activities';
import { sectionActivityEntity } from '../../src/db/courses/entities/section-activity';
import { activityCountersStep } from '../../src/migrations/0028-activity-counters';
import type { MigrationContext } from '../../src/migrations/types';
import { activityFixture, fromActivity, ORG, PRACTICUM_ANSWERS } from '../portfolios/activity-support';
import { freshUser, save } from '../portfolios/support';
import { invoke } from '../support/invoke';

type Counts = Record<ActivityStatus, number>;
type Fixture = Awaited<ReturnType<typeof activityFixture>>;

const planOf = (f: Fixture) => parseActivityId(f.activityId)?.planId as string;

/** The activity's stored counts. */
async function storedCounts(f: Fixture): Promise<Counts> {
  const activity = await getSectionActivity(ORG, f.groupId, planOf(f));
  if (!activity) throw new Error('no activity');
  return {
    not_started: activity.notStartedCount,
    in_progress: activity.inProgressCount,
    submitted: activity.submittedCount,
    assessed: activity.assessedCount,
  };
}

/** The activity's progress rows counted one by one (what the counts must always equal). */
async function countedRows(f: Fixture): Promise<Counts> {
  const { progress } = await readSectionContents(ORG, f.groupId);
  return countActivityStatuses(progress.filter((row) => row.planId === planOf(f)).map((row) => row.status));
}

const counts = (over: Partial<Counts>): Counts => ({
  not_started: 0,
  in_progress: 0,
  submitted: 0,
  assessed: 0,
  ...over,
});

async function expectCounts(f: Fixture, expected: Partial<Counts>) {
  expect(await storedCounts(f)).toEqual(counts(expected));
  expect(await countedRows(f)).toEqual(counts(expected));
}

async function addStudent(f: Fixture, name: string) {
  const student = await freshUser(['student'], name);
  const added = await invoke(addSectionMember, {
    as: 'admin',
    path: { id: f.groupId },
    body: { user_id: student.userId, role: 'member' },
  });
  expect(added.status).toBeLessThan(300);
  return student;
}

describe('activity progress counts (ADR 0028 §3)', () => {
  it('move with every change of a progress row, in its transaction, and the owner’s view reads them', async () => {
    const f = await activityFixture();
    await expectCounts(f, { not_started: 1 });
    // Propagation creates the rows of members added later, each counted.
    const ann = await addStudent(f, 'Ann');
    await addStudent(f, 'Bo');
    await expectCounts(f, { not_started: 3 });

    const created = await fromActivity(f.student.userId, f.groupId, f.activityId);
    expect(created.status).toBe(201);
    await expectCounts(f, { not_started: 2, in_progress: 1 });
    // An ordinary save keeps the status: nothing moves.
    const saved = await save(f.student, created.body, { fields: { 'textarea-1': { content: 'A start.' } } });
    expect(saved.status).toBe(200);
    await expectCounts(f, { not_started: 2, in_progress: 1 });
    const submitted = await save(f.student, saved.body.portfolio, {
      portfolio_action: 'advance',
      fields: PRACTICUM_ANSWERS,
    });
    expect(submitted.status).toBe(200);
    await expectCounts(f, { not_started: 2, submitted: 1 });
    const pushed = await save(
      f.student,
      submitted.body.portfolio,
      { portfolio_action: 'push_back' },
      { userId: f.faculty.userId },
    );
    expect(pushed.status).toBe(200);
    await expectCounts(f, { not_started: 2, in_progress: 1 });

    // A member leaving takes their unstarted row and its count; a stale save is refused and moves nothing.
    const removed = await invoke(removeSectionMember, { as: 'admin', path: { id: f.groupId, userId: ann.userId } });
    expect(removed.status).toBe(200);
    await expectCounts(f, { not_started: 1, in_progress: 1 });
    const stale = await save(f.student, submitted.body.portfolio, { portfolio_action: 'advance' });
    expect(stale.status).toBe(409);
    await expectCounts(f, { not_started: 1, in_progress: 1 });

    const view = await invoke<{ activities: { id: string; counts: Counts }[]; counts: Counts }>(getSectionProgress, {
      as: { userId: f.faculty.userId },
      path: { id: f.groupId },
    });
    expect(view.status).toBe(200);
    expect(view.body.activities.find((activity) => activity.id === f.activityId)?.counts).toEqual(
      counts({ not_started: 1, in_progress: 1 }),
    );
    expect(view.body.counts).toEqual(counts({ not_started: 1, in_progress: 1 }));
  });
});

/** A checkpoint store in memory, as the runner keeps one in the table; saves fail after `stopAfter`. */
function checkpoints(stopAfter = Infinity) {
  const saved = new Map<string, string>();
  let saves = 0;
  const context: MigrationContext = {
    readCheckpoint: (scope) => Promise.resolve(saved.get(scope) ?? null),
    saveCheckpoint: (scope, checkpoint) => {
      if (saves >= stopAfter) return Promise.reject(new Error('stopped halfway'));
      saves += 1;
      saved.set(scope, checkpoint);
      return Promise.resolve();
    },
    log: () => undefined,
  };
  return { context, saved };
}

/** The activity item as written before the counts existed (their attributes absent), or with wrong counts. */
async function oldShape(f: Fixture, wrong = false) {
  const key = sectionActivityEntity.key({ organizationId: ORG, groupId: f.groupId, planId: planOf(f) });
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      ...(wrong
        ? {
            UpdateExpression: 'SET notStartedCount = :n, assessedCount = :n',
            ExpressionAttributeValues: { ':n': 99 },
          }
        : { UpdateExpression: 'REMOVE notStartedCount, inProgressCount, submittedCount, assessedCount' }),
    }),
  );
}

describe('migration 0028-activity-counters', () => {
  it('counts the rows of activities written before the counts, resumes after a stop, and changes nothing run again', async () => {
    const first = await activityFixture();
    await addStudent(first, 'Cy');
    const created = await fromActivity(first.student.userId, first.groupId, first.activityId);
    const submitted = await save(first.student, created.body, {
      portfolio_action: 'advance',
      fields: PRACTICUM_ANSWERS,
    });
    expect(submitted.status).toBe(200);
    const second = await activityFixture();
    await oldShape(first);
    await oldShape(second, true);
    expect(await storedCounts(first)).toEqual(counts({}));
    expect(await storedCounts(second)).toEqual(counts({ not_started: 99, assessed: 99 }));

    // Stopped after its first page, then resumed from the checkpoint.
    const store = checkpoints(1);
    await expect(activityCountersStep({ pageSize: 25 }).run(store.context)).rejects.toThrow('stopped halfway');
    expect(store.saved.get('*')).not.toBe('done');
    const resumed = checkpoints();
    resumed.saved.set('*', store.saved.get('*') as string);
    await activityCountersStep({ pageSize: 25 }).run(resumed.context);
    expect(resumed.saved.get('*')).toBe('done');
    // Sections of the first page were counted before its checkpoint was saved; the rest by the resumed run.
    for (const f of [first, second]) expect(await storedCounts(f)).toEqual(await countedRows(f));
    expect(await storedCounts(first)).toEqual(counts({ not_started: 1, submitted: 1 }));
    expect(await storedCounts(second)).toEqual(counts({ not_started: 1 }));

    // Run again from scratch, twice: the same counts.
    for (let run = 0; run < 2; run += 1) await activityCountersStep().run(checkpoints().context);
    for (const f of [first, second]) expect(await storedCounts(f)).toEqual(await countedRows(f));
    expect(await storedCounts(first)).toEqual(counts({ not_started: 1, submitted: 1 }));
  });
});
