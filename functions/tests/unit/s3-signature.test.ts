import { authorizationHeaders, postPolicyFields, presignedQuery, sha256Hex } from '../../src/adapters/s3-signature';

/**
 * The attachments Lambda signs its S3 requests itself (ADR 0019). These are the examples of AWS's
 * "Signature Version 4 for S3" documentation (bucket examplebucket, key test.txt, 24 May 2013, the example
 * key pair): the signatures must come out exactly as published.
 */
const scope = {
  credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
  region: 'us-east-1',
  now: new Date('2013-05-24T00:00:00Z'),
};

describe('SigV4 for S3 (the published examples)', () => {
  it('signs a GET with a Range header ("GET Object" example)', () => {
    const headers = authorizationHeaders(
      scope,
      {
        method: 'GET',
        path: '/test.txt',
        query: {},
        headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9' },
      },
      sha256Hex(''),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('presigns a GET valid a day ("query string" example)', () => {
    const query = presignedQuery(
      scope,
      { method: 'GET', path: '/test.txt', host: 'examplebucket.s3.amazonaws.com', query: {} },
      86400,
    );
    expect(query).toBe(
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs a POST policy with the day’s key and lists every signing field among its conditions', () => {
    const fields = postPolicyFields(
      { ...scope, credentials: { ...scope.credentials, sessionToken: 'token' } },
      {
        bucket: 'examplebucket',
        conditions: [{ key: 'k' }, ['content-length-range', 1, 10]],
        fields: { key: 'k' },
        expiresSeconds: 3600,
      },
    );
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.expiration).toBe('2013-05-24T01:00:00.000Z');
    expect(policy.conditions).toEqual([
      { bucket: 'examplebucket' },
      { key: 'k' },
      ['content-length-range', 1, 10],
      { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
      { 'X-Amz-Credential': 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request' },
      { 'X-Amz-Date': '20130524T000000Z' },
      { 'X-Amz-Security-Token': 'token' },
    ]);
    expect(fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(fields['X-Amz-Security-Token']).toBe('token');
  });
});
