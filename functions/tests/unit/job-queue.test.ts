import { propagateCourseJob, type JobEnvelopeV1, type JobKind } from '@tessera/events';
import { sendJob } from '../../src/adapters/job-queue';
import { registerLocalQueuePort } from '../../src/adapters/queue-port';

const sent: { kind: JobKind; message: JobEnvelopeV1 }[] = [];
beforeAll(() =>
  registerLocalQueuePort({
    send: async (kind, message) => {
      sent.push({ kind, message });
      return { messageId: `m${sent.length}` };
    },
  }),
);
afterAll(() => registerLocalQueuePort(undefined));
beforeEach(() => sent.splice(0));

describe('sendJob (a job sent through its contract)', () => {
  it('fills the envelope from the contract and sends to its kind’s queue', async () => {
    await sendJob(propagateCourseJob, {
      organizationId: 'org_demo',
      jobId: 'job_1',
      payload: { courseId: 'course_1', after: 'group_100' },
    });
    expect(sent).toEqual([
      {
        kind: 'propagation',
        message: {
          version: 1,
          job: 'courses.propagateCourse',
          kind: 'propagation',
          organizationId: 'org_demo',
          jobId: 'job_1',
          chunk: 0,
          payload: { courseId: 'course_1', after: 'group_100' },
        },
      },
    ]);
  });

  it('refuses a payload the contract does not describe where it is made, and sends nothing', async () => {
    const payload = { courseId: '', after: 'group_100' };
    await expect(
      sendJob(propagateCourseJob, { organizationId: 'org_demo', jobId: 'job_2', payload }),
    ).rejects.toThrow();
    expect(sent).toEqual([]);
  });
});
