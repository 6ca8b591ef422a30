import { jobMessageV1 } from './job-kinds';

describe('job message v1', () => {
  it('accepts a well-formed message and defaults chunk and payload', () => {
    const parsed = jobMessageV1.parse({ version: 1, kind: 'imports', organizationId: 'org', jobId: 'j1' });
    expect(parsed.chunk).toBe(0);
    expect(parsed.payload).toEqual({});
  });
  it('refuses an unknown job kind', () => {
    expect(() => jobMessageV1.parse({ version: 1, kind: 'nope', organizationId: 'o', jobId: 'j' })).toThrow();
  });
});
