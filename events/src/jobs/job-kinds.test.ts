import { jobEnvelopeV1 } from './job-kinds';

describe('job envelope v1 (the transport’s view of every job message)', () => {
  it('accepts a well-formed envelope and defaults the chunk', () => {
    const parsed = jobEnvelopeV1.parse({
      version: 1,
      job: 'x.y',
      kind: 'imports',
      organizationId: 'org',
      jobId: 'j1',
      payload: {},
    });
    expect(parsed.chunk).toBe(0);
  });
  it('refuses an unknown job kind, or no job named', () => {
    expect(() =>
      jobEnvelopeV1.parse({ version: 1, job: 'x.y', kind: 'nope', organizationId: 'o', jobId: 'j' }),
    ).toThrow();
    expect(() => jobEnvelopeV1.parse({ version: 1, kind: 'imports', organizationId: 'o', jobId: 'j' })).toThrow();
  });
});
