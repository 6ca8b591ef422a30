import { JOB_CONTRACTS, jobsOfKind } from './catalogue';
import { propagateCourseJob } from './courses/propagate-course';
import { JOB_KINDS } from './job-kinds';

const message = (payload: unknown, overrides: Record<string, unknown> = {}) => ({
  version: 1,
  job: 'courses.propagateCourse',
  kind: 'propagation',
  organizationId: 'org_demo',
  jobId: 'job_1',
  payload,
  ...overrides,
});

describe('job contracts (docs/architecture.md §7)', () => {
  it('reads a message of its job, payload typed, the chunk defaulted', () => {
    const parsed = propagateCourseJob.message.parse(message({ courseId: 'c1', after: 'g100' }));
    expect(parsed).toEqual({ ...message({ courseId: 'c1', after: 'g100' }), chunk: 0 });
  });

  it('refuses another job’s message, another kind, and a payload it does not describe', () => {
    const payload = { courseId: 'c1', after: 'g100' };
    expect(propagateCourseJob.message.safeParse(message(payload, { job: 'courses.other' })).success).toBe(false);
    expect(propagateCourseJob.message.safeParse(message(payload, { kind: 'imports' })).success).toBe(false);
    expect(propagateCourseJob.message.safeParse(message({ courseId: 'c1' })).success).toBe(false);
    expect(propagateCourseJob.message.safeParse(message({ courseId: '', after: 'g' })).success).toBe(false);
  });

  it('checks the result its work answers', () => {
    expect(propagateCourseJob.result.safeParse({ synced: 1, next: null }).success).toBe(true);
    expect(propagateCourseJob.result.safeParse({ synced: -1, next: null }).success).toBe(false);
  });

  it('names each job once, on a queue that exists, as <context>.<verbNoun>', () => {
    const ids = JOB_CONTRACTS.map((contract) => contract.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const contract of JOB_CONTRACTS) {
      expect(JOB_KINDS).toContain(contract.kind);
      expect(contract.id).toMatch(/^[a-z-]+\.[a-z][A-Za-z]+$/);
    }
    expect(jobsOfKind('propagation')).toEqual([propagateCourseJob]);
  });
});
