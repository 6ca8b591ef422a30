/**
 * Scheduled extracts (issue 25, docs/adr/0032-extracts.md "Schedules"): a schedule saved through the API, its
 * runs started by the scheduler's tick (called directly with the time it ticks at: no clock is waited for),
 * each run written by the extracts consumer into the extracts bucket (s3rver), the latest file answered by the
 * stable route to a signed-in admin and, with the schedule's token, to a machine; another organisation's
 * admin finds nothing.
 */
import {
  createExtractSchedule,
  deleteExtractSchedule,
  EXTRACT_COLUMNS,
  getExtractScheduleFile,
  getExtractScheduleFileByToken,
  listExtractSchedules,
  rotateExtractScheduleToken,
  updateExtractSchedule,
  type ExtractScheduleFileView,
  type ExtractScheduleView,
} from '@tessera/shared';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { getExtractJob } from '../../src/db/extracts/extracts';
import { runDueSchedules } from '../../src/jobs/extracts/run-due-schedules';
import { adminOf, freshDemoFolder } from '../rubrics/support';
import { createOrganisation, createUser, type FixtureUser } from '../support/fixtures';
import { invoke } from '../support/invoke';
import { download, ExtractQueue, listOf, type ErrorBody } from './support';

const queue = new ExtractQueue();
let admin: FixtureUser;
let stranger: FixtureUser;
let folder: { id: string; text: string };

type ScheduleAnswer = ExtractScheduleView & ErrorBody;

const schedule = (as: FixtureUser, body: Record<string, unknown>, language = 'en') =>
  invoke<ScheduleAnswer>(createExtractSchedule, { as, body, headers: { 'accept-language': language } });
const schedulesOf = (as: FixtureUser) => invoke<{ items: ExtractScheduleView[] }>(listExtractSchedules, { as });
const fileOf = (as: FixtureUser, id: string) =>
  invoke<ExtractScheduleFileView & ErrorBody>(getExtractScheduleFile, { as, path: { id } });
const machineFile = (id: string, token: string) =>
  invoke<ExtractScheduleFileView & ErrorBody>(getExtractScheduleFileByToken, { path: { id }, query: { token } });
const rotate = (as: FixtureUser, id: string) =>
  invoke<{ token: string } & ErrorBody>(rotateExtractScheduleToken, { as, path: { id } });

/** One tick of the scheduler at `at`, then every run it queued written by the consumer. */
async function tickAt(at: string): Promise<number> {
  const { started } = await runDueSchedules(new Date(at));
  for (const message of [...queue.sent]) await queue.drain(message.jobId);
  return started;
}

beforeAll(async () => {
  queue.register();
  folder = await freshDemoFolder();
  admin = await adminOf(folder.id);
  const other = await createOrganisation();
  stranger = await createUser({ memberships: [[other.organizationId, ['admin']]] });
}, 60_000);

afterAll(() => registerLocalQueuePort(undefined));

describe('extract schedules', () => {
  it('a schedule runs twice and leaves two logs; its stable route answers a fresh link to the latest file', async () => {
    const created = await schedule(admin, {
      extract_type: 'groups',
      node_ids: [folder.id],
      frequency: 'daily',
      hour: 4,
    });
    expect(created.status).toBe(201);
    const first = created.body.next_run_at as string;
    expect(first).toMatch(/T04:00:00\.000Z$/);
    expect((await fileOf(admin, created.body.id)).body.message).toBe(
      'This schedule has no file yet: its first run has not finished.',
    );

    expect(await tickAt(new Date(Date.parse(first) - 1).toISOString())).toBe(0); // not due yet
    expect(await tickAt(first)).toBe(1);
    expect(await tickAt(first)).toBe(0); // a second tick at the same time starts nothing again
    const afterOne = (await schedulesOf(admin)).body.items.find((item) => item.id === created.body.id);
    const second = afterOne?.next_run_at as string;
    expect(Date.parse(second) - Date.parse(first)).toBe(86_400_000);
    expect(await tickAt(second)).toBe(1);

    const stored = (await schedulesOf(admin)).body.items.find((item) => item.id === created.body.id);
    expect(stored).toMatchObject({ runs: 2, latest_file_extract_id: stored?.last_extract_id });
    // Two logs, each the schedule's run, listed with the kind's logs as one made by hand is.
    const listed = (await listOf(admin, 'groups')).body.items;
    const jobs = await Promise.all(listed.map((log) => getExtractJob('org_demo', log.id)));
    const runs = jobs.filter((job) => job?.scheduleId === created.body.id);
    expect(runs.map((run) => [run?.extractId, run?.state])).toEqual([
      [stored?.last_extract_id, 'finished'],
      [expect.any(String), 'finished'],
    ]);
    expect(runs.map((run) => run?.createdAt)).toEqual([second, first]);
    expect(runs.every((run) => run?.key.startsWith(`schedules/org_demo/${created.body.id}/`))).toBe(true);

    const link = await fileOf(admin, created.body.id);
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({
      extract_id: stored?.last_extract_id,
      file_name: expect.stringMatching(/^groups-/),
    });
    const file = await download({ public_url: link.body.url } as never);
    expect(file.status).toBe(200);
    expect(file.header).toEqual(EXTRACT_COLUMNS.groups);
    expect(file.disposition).toContain(link.body.file_name);
  });

  it('answers a machine with the schedule’s current token only; a rotated, wrong or other schedule’s token is 404', async () => {
    const created = await schedule(admin, {
      extract_type: 'memberships',
      node_ids: [folder.id],
      frequency: 'weekly',
      hour: 1,
      weekday: 2,
    });
    const other = await schedule(admin, { extract_type: 'groups', node_ids: [folder.id], frequency: 'daily', hour: 1 });
    expect(created.body.has_token).toBe(false);
    await tickAt(created.body.next_run_at as string);

    const firstToken = (await rotate(admin, created.body.id)).body.token;
    expect(firstToken).toMatch(/^org_demo\.[\w-]{43}$/);
    const answer = await machineFile(created.body.id, firstToken);
    expect(answer.status).toBe(200);
    expect((await download({ public_url: answer.body.url } as never)).header).toEqual(EXTRACT_COLUMNS.memberships);

    const secondToken = (await rotate(admin, created.body.id)).body.token;
    expect((await machineFile(created.body.id, firstToken)).status).toBe(404);
    expect((await machineFile(created.body.id, secondToken)).status).toBe(200);
    expect((await machineFile(other.body.id, secondToken)).status).toBe(404);
    expect((await machineFile(created.body.id, 'nonsense')).status).toBe(404);
    expect((await invoke(getExtractScheduleFileByToken, { path: { id: created.body.id } })).status).toBe(404);
    expect((await machineFile(created.body.id, `${secondToken}x`)).status).toBe(404);
    expect((await schedulesOf(admin)).body.items.find((item) => item.id === created.body.id)?.has_token).toBe(true);

    // Deleted: no run any more, and its token opens nothing.
    expect((await invoke(deleteExtractSchedule, { as: admin, path: { id: created.body.id } })).status).toBe(200);
    expect((await machineFile(created.body.id, secondToken)).status).toBe(404);
  });

  it('another organisation’s schedule is 404 to every route, and is not listed', async () => {
    const created = await schedule(admin, {
      extract_type: 'groups',
      node_ids: [folder.id],
      frequency: 'daily',
      hour: 7,
    });
    const id = created.body.id;
    expect((await fileOf(stranger, id)).status).toBe(404);
    expect((await rotate(stranger, id)).status).toBe(404);
    const body = { extract_type: 'groups', frequency: 'daily', hour: 8, version: 1 };
    expect((await invoke(updateExtractSchedule, { as: stranger, path: { id }, body })).status).toBe(404);
    expect((await invoke(deleteExtractSchedule, { as: stranger, path: { id } })).status).toBe(404);
    expect((await schedulesOf(stranger)).body.items.map((item) => item.id)).not.toContain(id);
    // Nor may it schedule the organisation's folder.
    expect(
      (await schedule(stranger, { extract_type: 'groups', node_ids: [folder.id], frequency: 'daily', hour: 1 })).status,
    ).toBe(404);
  });

  it('refuses a weekly schedule without its day and a stale save; a paused schedule is not run', async () => {
    const weekly = await schedule(admin, { extract_type: 'groups', frequency: 'weekly', hour: 3 }, 'es');
    expect(weekly.status).toBe(400);
    expect(weekly.body.fields.weekday).toBe('Elija el día de la semana en que se ejecuta una programación semanal.');

    const created = await schedule(admin, {
      extract_type: 'groups',
      node_ids: [folder.id],
      frequency: 'daily',
      hour: 9,
    });
    const id = created.body.id;
    const paused = await invoke<ScheduleAnswer>(updateExtractSchedule, {
      as: admin,
      path: { id },
      body: { extract_type: 'groups', node_ids: [folder.id], frequency: 'daily', hour: 9, enabled: false, version: 1 },
    });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ enabled: false, next_run_at: null, version: 2 });
    const stale = await invoke<ScheduleAnswer>(updateExtractSchedule, {
      as: admin,
      path: { id },
      body: { extract_type: 'groups', frequency: 'daily', hour: 10, version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Someone changed this schedule after you opened it. Reload it and make your change again.',
    );
    await tickAt(new Date(Date.parse(created.body.next_run_at as string) + 7 * 86_400_000).toISOString());
    expect((await schedulesOf(admin)).body.items.find((item) => item.id === id)).toMatchObject({ runs: 0, version: 2 });
  });
});
