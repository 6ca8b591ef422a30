import { createActivityPlan, type ActivityPlanView } from '@tessera/shared';
import { propagateCourseJob, type JobEnvelopeV1 } from '@tessera/events';
import type { Context, SQSEvent } from 'aws-lambda';
import { ulid } from 'ulid';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';
import { getActivityPlan, readSectionContents } from '../../src/db/courses/activities';
import { handler } from '../../src/jobs/propagation/handler';
import { DEMO_TEMPLATES } from '../../src/seed/seed-templates';
import { bulkSections, freshDemoFolder, savedCourse, uniqueName, type CourseView } from '../courses/support';
import { invoke } from '../support/invoke';

/**
 * The propagation job as it ships (ADR 0024: the AWS SDK's clients, as in every bundle). A plan on a course of
 * 101 sections is written to 100 in the request; the job message it enqueues (caught by a local queue port) is
 * handed to the consumer, which finishes the 101st section and marks the plan done.
 */
const ORG = 'org_demo';
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const us = (isoDate: string) => `${isoDate.slice(5, 7)}/${isoDate.slice(8, 10)}/${isoDate.slice(0, 4)}`;

const enqueued: JobEnvelopeV1[] = [];
beforeAll(() =>
  registerLocalQueuePort({
    send: async (_kind, message) => {
      enqueued.push(message);
      return { messageId: ulid() };
    },
  }),
);
afterAll(() => registerLocalQueuePort(undefined));

async function courseWithSections(count: number): Promise<{ course: CourseView; groupIds: string[] }> {
  const folder = await freshDemoFolder();
  const course = await savedCourse(folder.id, uniqueName('Propagation'), {
    group_owner_templates: [DEMO_TEMPLATES.supervised],
  });
  return { course, groupIds: await bulkSections(course, count) };
}

const sqsEvent = (message: JobEnvelopeV1): SQSEvent => ({
  Records: [
    {
      messageId: ulid(),
      receiptHandle: 'propagation',
      body: JSON.stringify(message),
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: String(Date.now()),
        SenderId: 'propagation',
        ApproximateFirstReceiveTimestamp: String(Date.now()),
      },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:propagation',
      awsRegion: 'us-east-1',
    },
  ],
});

const lambdaContext = { functionName: 'propagation', awsRequestId: 'propagation' } as Context;

describe('the propagation job', () => {
  it('finishes the sections past the first 100 and marks the plan done', async () => {
    const { course, groupIds } = await courseWithSections(101);
    const created = await invoke<ActivityPlanView>(createActivityPlan, {
      as: 'admin',
      path: { id: course.id },
      body: {
        title: uniqueName('Propagated plan'),
        template_id: DEMO_TEMPLATES.supervised,
        visible_date: us(iso(-1)),
        open_submission_date: us(iso(0)),
        due_date: us(iso(2)),
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.propagation).toBe('pending');
    const last = groupIds[100] as string;
    expect((await readSectionContents(ORG, last)).activities).toEqual([]);
    const message = enqueued.find(
      (sent) => propagateCourseJob.message.safeParse(sent).data?.payload.courseId === course.id,
    );
    expect(message).toBeDefined();

    const answer = await handler(sqsEvent(message as JobEnvelopeV1), lambdaContext);
    expect(answer.batchItemFailures).toEqual([]);
    expect((await readSectionContents(ORG, last)).activities.map((activity) => activity.planId)).toEqual([
      created.body.id,
    ]);
    expect((await getActivityPlan(ORG, created.body.id, { consistent: true }))?.propagation).toBe('done');
    // Idempotent: the same message again (an SQS redelivery) rewrites the same items and fails nothing.
    expect((await handler(sqsEvent(message as JobEnvelopeV1), lambdaContext)).batchItemFailures).toEqual([]);
    expect((await readSectionContents(ORG, last)).activities).toHaveLength(1);
  }, 120_000);

  it('refuses a message its contract does not describe as a batch failure, and sends none', async () => {
    const before = enqueued.length;
    const strays: unknown[] = [
      {
        version: 1,
        job: 'courses.propagateCourse',
        kind: 'propagation',
        organizationId: ORG,
        jobId: ulid(),
        payload: {},
      },
      { version: 1, job: 'imports.importUsers', kind: 'propagation', organizationId: ORG, jobId: ulid(), payload: {} },
    ];
    // A batch whose every record fails is refused whole (Powertools' FullBatchFailureError), so SQS retries it.
    for (const stray of strays) {
      await expect(handler(sqsEvent(stray as JobEnvelopeV1), lambdaContext)).rejects.toThrow(/All records failed/);
    }
    expect(enqueued).toHaveLength(before);
  });
});
