/**
 * A section's progress list a page at a time (ADR 0028 §3): 25 students by last name, first name × every
 * activity, read from the section's roster index with a cursor that must be this section's (anything else is a
 * 400 with the translated sentence), each activity's counts from the activity, and memberships written before
 * the roster key listed again once the migration step (0028-activity-counters) has given them one.
 */
import { addSectionMember, getSectionProgress, nameKey } from '@tessera/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../src/db/client';
import { sectionMemberEntity } from '../../src/db/courses/entities/section-member';
import { activityCountersStep } from '../../src/migrations/0028-activity-counters';
import { activityFixture, ORG } from '../portfolios/activity-support';
import { createUser } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';
import type { ErrorBody } from './support';

interface Page {
  activities: { id: string; counts: Record<string, number> }[];
  members: { id: string; first_name: string; last_name: string; progress: { activity_id: string; status: string }[] }[];
  counts: Record<string, number>;
  cursor: string | null;
  more: boolean;
}

type Fixture = Awaited<ReturnType<typeof activityFixture>>;

const LAST_NAMES = ['Zubiri', 'álvarez', 'Brown', 'Ng', 'Okafor', 'brown', 'Martín', 'Lee', 'Abara'];

const readPage = (f: Fixture, cursor?: string, language = 'en') =>
  invoke<Page & ErrorBody>(getSectionProgress, {
    as: { userId: f.faculty.userId },
    path: { id: f.groupId },
    ...(cursor === undefined ? {} : { query: { cursor } }),
    headers: { 'accept-language': language },
  });

/** The fixture's section with `count` more students, named so the order is by last name, then first name. */
async function sectionOf(count: number) {
  const f = await activityFixture();
  const added: { userId: string; firstName: string; lastName: string }[] = [f.student];
  for (let index = 0; index < count; index += 1) {
    const user = await createUser({
      memberships: [[ORG, ['student']]],
      firstName: `Student ${String(count - index).padStart(2, '0')}`,
      lastName: LAST_NAMES[index % LAST_NAMES.length] as string,
    });
    const member = await invoke(addSectionMember, {
      as: 'admin',
      path: { id: f.groupId },
      body: { user_id: user.userId, role: 'member' },
    });
    expect(member.status).toBeLessThan(300);
    added.push(user);
  }
  // The roster's order is the name keys' byte order: last name, then first name, then id.
  const key = (user: { userId: string; firstName: string; lastName: string }) =>
    `${nameKey(user.lastName)}#${nameKey(user.firstName)}#${user.userId}`;
  return { f, expected: [...added].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0)) };
}

describe('the section progress list, a page at a time (ADR 0028 §3)', () => {
  it('reads 25 students by name a page, with every activity’s counts, and refuses a cursor not of the section', async () => {
    const { f, expected } = await sectionOf(26);
    await readPage(f); // the token's first request registers its sign-in (a write), not counted below
    const { result: first, calls } = await countingRoundTrips(() => readPage(f));
    expect(first.status).toBe(200);
    expect(first.body.members).toHaveLength(25);
    expect(first.body.more).toBe(true);
    expect(first.body.cursor).toEqual(expect.any(String));
    expect(first.body.members.map((member) => member.id)).toEqual(expected.slice(0, 25).map((user) => user.userId));
    expect(first.body.members[0]?.progress).toEqual([
      expect.objectContaining({ activity_id: f.activityId, status: 'not_started' }),
    ]);
    expect(first.body.activities[0]?.counts).toEqual({ not_started: 27, in_progress: 0, submitted: 0, assessed: 0 });
    expect(first.body.counts).toEqual({ not_started: 27, in_progress: 0, submitted: 0, assessed: 0 });
    // Calls: the actor (2), the place (the section and the membership in one BatchGetItem), then the roster page ∥
    // the activities, then the page's rows.
    expect(calls.slice(2).sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'QueryCommand',
      'QueryCommand',
    ]);

    const second = await readPage(f, first.body.cursor as string);
    expect(second.status).toBe(200);
    expect(second.body.members.map((member) => member.id)).toEqual(expected.slice(25).map((user) => user.userId));
    expect(second.body).toMatchObject({ more: false, cursor: null });

    // Another section's cursor, a forged one, and garbage: 400 with the list's sentence, in English and Spanish.
    const other = await sectionOf(25);
    const foreign = await readPage(other.f);
    expect(foreign.body.more).toBe(true);
    const refused = await readPage(f, foreign.body.cursor as string);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      cursor: 'This page link is no longer valid. Start again from the first page.',
    });
    const forged = Buffer.from(
      JSON.stringify({ gsi2pk: `ORG#org_other#GROUP#${f.groupId}#ROSTER`, gsi2sk: 'member#', pk: 'x', sk: 'y' }),
    ).toString('base64url');
    const inSpanish = await readPage(f, forged, 'es');
    expect(inSpanish.status).toBe(400);
    expect(inSpanish.body.fields).toEqual({
      cursor: 'Este enlace de página ya no es válido. Vuelva a empezar desde la primera página.',
    });
    expect((await readPage(f, 'not-a-cursor')).status).toBe(400);

    // A member (not an owner) of the section, and another organisation's faculty, get 404.
    const student = await invoke(getSectionProgress, { as: { userId: f.student.userId }, path: { id: f.groupId } });
    expect(student.status).toBe(404);
  });

  it('lists memberships written before the roster key once the migration step has run', async () => {
    const { f, expected } = await sectionOf(3);
    for (const user of expected)
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: sectionMemberEntity.key({ organizationId: ORG, groupId: f.groupId, userId: user.userId }),
          UpdateExpression: 'REMOVE gsi2pk, gsi2sk',
        }),
      );
    expect((await readPage(f)).body.members).toEqual([]);
    const context = {
      readCheckpoint: () => Promise.resolve(null),
      saveCheckpoint: () => Promise.resolve(),
      log: () => undefined,
    };
    await activityCountersStep().run(context);
    await activityCountersStep().run(context);
    const page = await readPage(f);
    expect(page.body.members.map((member) => member.id)).toEqual(expected.map((user) => user.userId));
    expect(page.body.activities[0]?.counts).toMatchObject({ not_started: 4 });
  });
});
