/**
 * Activity plans and activities through the HTTP API (spec 2 §3 "Group template activity plan"; spec 1 §3,
 * §7, §9; issue 11; ADR 0017): plan rules with keyed sentences, propagation to every section and member, a
 * section created later and a member added later, dates rewritten without touching progress, the 100-section
 * boundary handed to the propagation job, who sees which section and activity, progress views, and the port
 * the portfolios context uses (ports/courses.ts).
 */
import {
  addSectionMember,
  createActivityPlan,
  createSection,
  deleteActivityPlan,
  getMyProgress,
  getSectionProgress,
  getUserGroup,
  listActivityPlans,
  listActivitySets,
  listGroupTemplatePortfolios,
  listMyActivities,
  listMyGroups,
  listReferencedActivities,
  removeSectionMember,
  updateActivityPlan,
  type ActivityPlanView,
  type ActivityView,
  type SectionView,
} from '@tessera/shared';
import { getActivityPlan, readSectionContents } from '../../src/db/courses/activities';
import { transactWrite } from '../../src/db/transaction';
import {
  findMemberActivity,
  progressStatusChange,
  sectionAssessors,
  sectionWorkflowRoles,
} from '../../src/ports/courses';
import { handler as propagationConsumer } from '../../src/jobs/propagation/handler';
import { DEMO_SECTIONS } from '../../src/seed/seed-courses';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { demoUserId } from '../support/fixtures';
import { countingRoundTrips, invoke } from '../support/invoke';
import { deliverJobsTo } from '../support/jobs';
import { bulkSections, freshDemoFolder, savedCourse, uniqueName, type CourseView, type ErrorBody } from './support';

const ORG = 'org_demo';
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const us = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

async function courseWithTemplates(): Promise<CourseView> {
  const folder = await freshDemoFolder();
  return savedCourse(folder.id, uniqueName('Plans course'), {
    group_owner_templates: [DEMO_TEMPLATES.supervised, DEMO_TEMPLATES.form],
  });
}

async function sectionIn(course: CourseView, owners: string[] = []): Promise<SectionView> {
  const { status, body } = await invoke<SectionView>(createSection, {
    as: 'admin',
    path: { id: course.id },
    body: { group_code: uniqueName('ACT').replace(/\s/g, '-'), title: uniqueName('Section'), owner_ids: owners },
  });
  if (status !== 201) throw new Error(`cannot create a section: ${status} ${JSON.stringify(body)}`);
  return body;
}

const addMember = (groupId: string, userId: string, role = 'member') =>
  invoke(addSectionMember, { as: 'admin', path: { id: groupId }, body: { user_id: userId, role } });

const planBody = (over: Record<string, unknown> = {}) => ({
  title: uniqueName('Lesson plan'),
  template_id: DEMO_TEMPLATES.supervised,
  visible_date: us(iso(-1)),
  open_submission_date: us(iso(0)),
  due_date: us(iso(2)),
  ...over,
});

const createPlan = (courseId: string, body = planBody()) =>
  invoke<ActivityPlanView & ErrorBody>(createActivityPlan, { as: 'admin', path: { id: courseId }, body });

async function myActivities(as: 'student' | 'faculty', cursor?: string) {
  return invoke<{ items: ActivityView[]; cursor: string | null }>(listMyActivities, {
    as,
    path: { id: await demoUserId(as) },
    ...(cursor ? { query: { cursor } } : {}),
  });
}

describe('activity plans (spec 2 §3)', () => {
  it('refuses bad fields with keyed sentences in English and Spanish, and writes nothing', async () => {
    const course = await courseWithTemplates();
    const early = await invoke<ErrorBody>(createActivityPlan, {
      as: 'admin',
      path: { id: course.id },
      body: planBody({ open_submission_date: us(iso(-3)) }),
      headers: { 'accept-language': 'es' },
    });
    expect(early.status).toBe(400);
    expect(early.body.fields).toEqual({
      open_submission_date: 'La fecha de apertura de entregas no puede ser anterior a la fecha visible.',
    });
    const late = await createPlan(course.id, planBody({ due_date: us(iso(-1)) }));
    expect(late.body.fields).toEqual({ due_date: 'The due date cannot be before the open submission date.' });
    const foreign = await createPlan(course.id, planBody({ template_id: DEMO_TEMPLATES.internship }));
    expect(foreign.body.fields).toEqual({ template_id: 'Choose one of this course’s templates that is published.' });
    const list = await invoke<{ items: unknown[] }>(listActivityPlans, { as: 'admin', path: { id: course.id } });
    expect(list.body.items).toEqual([]);
  });

  it('creates, edits at the version read (stale is 409) and deletes a plan; the course counts it', async () => {
    const course = await courseWithTemplates();
    const created = await createPlan(course.id);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      template_id: DEMO_TEMPLATES.supervised,
      template_title: 'Lesson Plan Assignment',
      visible_date: us(iso(-1)),
      propagation: 'done',
      version: 1,
    });
    const edited = await invoke<ActivityPlanView>(updateActivityPlan, {
      as: 'admin',
      path: { id: course.id, planId: created.body.id },
      body: { ...planBody({ title: 'Renamed', template_id: DEMO_TEMPLATES.form }), version: 1 },
    });
    expect(edited.body).toMatchObject({ title: 'Renamed', template_id: DEMO_TEMPLATES.form, version: 2 });
    const stale = await invoke<ErrorBody>(updateActivityPlan, {
      as: 'admin',
      path: { id: course.id, planId: created.body.id },
      body: { ...planBody(), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('courses.plan.stale');
    const removed = await invoke<{ message: string }>(deleteActivityPlan, {
      as: 'admin',
      path: { id: course.id, planId: created.body.id },
      query: { version: '2' },
    });
    expect(removed.body.message).toBe('Activity plan Renamed was deleted.');
  });
});

describe('propagation (ADR 0017)', () => {
  it('puts a new plan in every section and before every member; later sections and members get it too', async () => {
    const course = await courseWithTemplates();
    const faculty = await demoUserId('faculty');
    const student = await demoUserId('student');
    const first = await sectionIn(course, [faculty]);
    await addMember(first.id, student);
    const plan = await createPlan(course.id, planBody({ title: uniqueName('Propagated') }));
    const activityId = `${first.id}.${plan.body.id}`;

    const mine = await myActivities('student');
    const row = mine.body.items.find((item) => item.id === activityId);
    expect(row).toMatchObject({
      title: plan.body.title,
      status: 'not_started',
      status_label: 'Not started',
      due_label: 'Due within 3 days',
      group_title: first.name,
      is_open: true,
    });

    const later = await sectionIn(course, [faculty]);
    const laterContents = await readSectionContents(ORG, later.id);
    expect(laterContents.activities.map((activity) => activity.planId)).toEqual([plan.body.id]);
    await addMember(later.id, student);
    const after = await myActivities('student');
    expect(after.body.items.map((item) => item.id)).toEqual(
      expect.arrayContaining([activityId, `${later.id}.${plan.body.id}`]),
    );
  });

  it('rewrites the copies when the dates change, keeping the member’s status; an unstarted member leaves with theirs', async () => {
    const course = await courseWithTemplates();
    const student = await demoUserId('student');
    const section = await sectionIn(course);
    await addMember(section.id, student);
    const plan = await createPlan(course.id);
    const activityId = `${section.id}.${plan.body.id}`;
    await transactWrite(
      await progressStatusChange(ORG, {
        groupId: section.id,
        activityId,
        userId: student,
        status: 'in_progress',
        portfolioId: 'pf_test_1',
        expected: 'not_started',
      }),
    );
    await invoke(updateActivityPlan, {
      as: 'admin',
      path: { id: course.id, planId: plan.body.id },
      body: { ...planBody({ title: plan.body.title, due_date: us(iso(20)) }), version: 1 },
    });
    const stored = await readSectionContents(ORG, section.id);
    expect(stored.activities[0]).toMatchObject({ dueDate: iso(20), datesVersion: 2 });
    expect(stored.progress[0]).toMatchObject({ dueDate: iso(20), status: 'in_progress', portfolioId: 'pf_test_1' });
    const refused = await invoke<ErrorBody>(deleteActivityPlan, {
      as: 'admin',
      path: { id: course.id, planId: plan.body.id },
      query: { version: '2' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('courses.plan.has_work');

    const other = await demoUserId('peer');
    await addMember(section.id, other, 'member');
    expect((await readSectionContents(ORG, section.id)).progress).toHaveLength(2);
    await invoke(removeSectionMember, { as: 'admin', path: { id: section.id, userId: other } });
    const left = await readSectionContents(ORG, section.id);
    expect(left.progress.map((row) => row.userId)).toEqual([student]);
  });

  async function courseWithSections(count: number): Promise<{ course: CourseView; groupIds: string[] }> {
    const course = await courseWithTemplates();
    return { course, groupIds: await bulkSections(course, count) };
  }

  it('writes 100 sections in the request; the 101st goes to the propagation job, which marks the plan done', async () => {
    const hundred = await courseWithSections(100);
    const inRequest = await createPlan(hundred.course.id);
    expect(inRequest.body.propagation).toBe('done');
    const lastOfHundred = await readSectionContents(ORG, hundred.groupIds[99] as string);
    expect(lastOfHundred.activities).toHaveLength(1);

    const more = await courseWithSections(101);
    // The job message goes to the propagation consumer as the local cloud's queue would hand it over; the test
    // waits for the consumer to finish, not for a poll of the table to see its effect.
    const jobs = deliverJobsTo({ propagation: propagationConsumer });
    let plan: ActivityPlanView;
    try {
      const answer = await createPlan(more.course.id);
      expect(answer.status).toBe(201);
      plan = answer.body;
      expect(plan.propagation).toBe('pending');
      const handled = await jobs.settled();
      expect(handled).toEqual([{ batchItemFailures: [] }]);
    } finally {
      jobs.stop();
    }
    const last = more.groupIds[100] as string;
    const stored = await getActivityPlan(ORG, plan.id, { consistent: true });
    expect(stored?.propagation).toBe('done');
    expect((await readSectionContents(ORG, last)).activities.map((activity) => activity.planId)).toEqual([plan.id]);
  }, 120_000);
});

describe('activities for users (spec 1 §7, §9)', () => {
  it('lists the caller’s sections with their workflow roles; members get 404 on other sections', async () => {
    const course = await courseWithTemplates();
    const faculty = await demoUserId('faculty');
    const student = await demoUserId('student');
    const mentor = await demoUserId('mentor');
    const section = await sectionIn(course, [faculty]);
    await addMember(section.id, student);
    await addMember(section.id, mentor, 'mentor');
    const stranger = await sectionIn(course);

    const mine = await invoke<{ items: { id: string; workflow_roles: string[]; is_owner: boolean }[] }>(listMyGroups, {
      as: 'student',
    });
    expect(mine.body.items.find((item) => item.id === section.id)).toMatchObject({
      is_owner: false,
      workflow_roles: ['submitter'],
    });
    const owned = await invoke<{ items: { id: string; workflow_roles: string[] }[] }>(listMyGroups, { as: 'faculty' });
    expect(owned.body.items.find((item) => item.id === section.id)?.workflow_roles).toEqual(['supervisor']);

    const other = await invoke(getUserGroup, { as: 'student', path: { id: student, groupId: stranger.id } });
    expect(other.status).toBe(404);
    const notSelf = await invoke(getUserGroup, { as: 'student', path: { id: faculty, groupId: section.id } });
    expect(notSelf.status).toBe(404);
    const sets = await invoke(listActivitySets, { as: 'student', path: { id: student, groupId: stranger.id } });
    expect(sets.status).toBe(404);
    const progress = await invoke(getSectionProgress, { as: 'student', path: { id: section.id } });
    expect(progress.status).toBe(404);

    expect(await sectionWorkflowRoles(ORG, section.id, mentor)).toEqual(['mentor_assessors']);
    expect(await sectionWorkflowRoles(ORG, section.id, faculty)).toEqual(['supervisor']);
    expect(await sectionWorkflowRoles('org_other', section.id, faculty)).toEqual([]);
    expect(await sectionAssessors(ORG, section.id)).toEqual({ supervisor: [faculty], mentor_assessors: [mentor] });
  });

  it('shows members only visible activities; owners see every one and the progress of every member', async () => {
    const course = await courseWithTemplates();
    const faculty = await demoUserId('faculty');
    const student = await demoUserId('student');
    const section = await sectionIn(course, [faculty]);
    await addMember(section.id, student);
    const visible = await createPlan(course.id, planBody({ title: 'Visible now' }));
    const future = await createPlan(
      course.id,
      planBody({
        title: 'Visible later',
        visible_date: us(iso(10)),
        open_submission_date: us(iso(10)),
        due_date: us(iso(12)),
      }),
    );
    const asStudent = await invoke<{ activities: ActivityView[] }>(listActivitySets, {
      as: 'student',
      path: { id: student, groupId: section.id },
    });
    expect(asStudent.body.activities.map((activity) => activity.title)).toEqual(['Visible now']);
    const asOwner = await invoke<{ activities: ActivityView[] }>(listActivitySets, {
      as: 'faculty',
      path: { id: faculty, groupId: section.id },
    });
    expect(asOwner.body.activities.map((activity) => activity.title)).toEqual(['Visible now', 'Visible later']);

    const activityId = `${section.id}.${visible.body.id}`;
    await transactWrite(
      await progressStatusChange(ORG, {
        groupId: section.id,
        activityId,
        userId: student,
        status: 'submitted',
        portfolioId: 'pf_1',
        expected: 'not_started',
      }),
    );
    const { result: progress, calls } = await countingRoundTrips(() =>
      invoke<{
        counts: Record<string, number>;
        activities: { id: string; counts: Record<string, number> }[];
        members: { id: string; progress: { status: string }[] }[];
      }>(getSectionProgress, { as: 'faculty', path: { id: section.id } }),
    );
    expect(progress.body.counts).toEqual({ not_started: 1, in_progress: 0, submitted: 1, assessed: 0 });
    expect(progress.body.members.find((member) => member.id === student)?.progress.map((cell) => cell.status)).toEqual([
      'submitted',
      'not_started',
    ]);
    // Actor and place as before, then a page (ADR 0028 §3): the roster page ∥ the activities, then the page's rows.
    expect(calls.length).toBeLessThanOrEqual(7);
    const own = await invoke<{ members: { id: string }[]; activities: unknown[] }>(getMyProgress, {
      as: 'student',
      path: { id: student, groupId: section.id },
    });
    expect(own.body.members.map((member) => member.id)).toEqual([student]);
    expect(own.body.activities).toHaveLength(2);

    const portfolios = await invoke<{ items: { portfolio_id: string }[] }>(listGroupTemplatePortfolios, {
      as: 'faculty',
      path: { id: section.id, templateId: DEMO_TEMPLATES.supervised },
    });
    expect(portfolios.body.items.map((item) => item.portfolio_id)).toEqual(['pf_1']);

    const referenced = await invoke<{ items: ActivityView[] }>(listReferencedActivities, {
      as: 'student',
      body: { activity_ids: [activityId, `${section.id}.${future.body.id}`, `${DEMO_SECTIONS.other}.x`] },
    });
    expect(referenced.body.items.map((item) => item.id)).toEqual([activityId]);

    const found = await findMemberActivity(ORG, { userId: student, groupId: section.id, activityId });
    expect(found).toMatchObject({
      planId: visible.body.id,
      templateId: DEMO_TEMPLATES.supervised,
      section: { status: 'open', scoreSync: 'none' },
      progress: { status: 'submitted', portfolioId: 'pf_1' },
    });
    expect(await findMemberActivity(ORG, { userId: faculty, groupId: section.id, activityId })).toBeUndefined();
    await expect(
      transactWrite(
        await progressStatusChange(ORG, {
          groupId: section.id,
          activityId,
          userId: student,
          status: 'not_started',
          portfolioId: 'pf_1',
          expected: 'submitted',
        }),
      ),
    ).resolves.toMatchObject({ ok: false });
  });

  it('pages a student’s activities 15 at a time, newest visible first', async () => {
    const course = await courseWithTemplates();
    const student = await demoUserId('student');
    const section = await sectionIn(course);
    await addMember(section.id, student);
    for (let index = 0; index < 16; index += 1)
      await createPlan(course.id, planBody({ title: `Paged ${index}`, visible_date: us(iso(-20 + index)) }));
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await myActivities('student', cursor);
      expect(page.body.items.length).toBeLessThanOrEqual(15);
      seen.push(...page.body.items.filter((item) => item.group_id === section.id).map((item) => item.title));
      cursor = page.body.cursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(16);
    expect(seen.indexOf('Paged 15')).toBeLessThan(seen.indexOf('Paged 0'));
  }, 60_000);
});
