import { jest } from '@jest/globals';
import { recordInternalError } from '../../src/lib/powertools';

describe('the InternalErrors metric (Embedded Metric Format)', () => {
  afterEach(() => {
    delete process.env.POWERTOOLS_METRICS_DISABLED;
    jest.restoreAllMocks();
  });

  it('writes one EMF line CloudWatch turns into a count of InternalErrors for the service', () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    recordInternalError();
    expect(write).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(write.mock.calls[0]?.[0])) as Record<string, unknown> & {
      _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
    };
    const [directive] = line._aws.CloudWatchMetrics;
    expect(directive?.Namespace).toBe('Tessera');
    expect(directive?.Metrics.map((m) => m.Name)).toEqual(['InternalErrors']);
    for (const dimension of directive?.Dimensions.flat() ?? []) expect(line[dimension]).toEqual(expect.any(String));
    expect(line.InternalErrors).toBe(1);
  });

  it('stays quiet locally and under tests unless asked', () => {
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    recordInternalError();
    expect(write).not.toHaveBeenCalled();
  });
});
