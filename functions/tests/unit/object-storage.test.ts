import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  S3Client,
  S3ServiceException,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { COPY_PART_BYTES, copyObject, presignGet, presignPost, showsInline } from '../../src/adapters/object-storage';

/**
 * The uploads bucket's adapter over the AWS SDK's S3 client (ADR 0019, ADR 0024), its commands mocked:
 * admission's copy to a key no POST policy names — one CopyObject, or for the largest files a copy in parts,
 * both pinned to the ETag the admission's HEAD saw — and the links and policies it signs with the SDK's
 * presigners (issue 21, probe findings 1 and 6). s3rver runs the whole copy in the integration tests; it
 * implements no UploadPartCopy, so the copy in parts is shown here.
 */
const s3 = mockClient(S3Client);
const saved = { ...process.env };

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'table',
    AWS_REGION: 'eu-west-1',
    UPLOADS_BUCKET: 'tessera-uploads',
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    DOWNLOADS_ORIGIN: 'https://d111.cloudfront.net/',
  });
  delete process.env.S3_ENDPOINT;
  delete process.env.AWS_SESSION_TOKEN;
});

afterAll(() => {
  s3.restore();
  process.env = saved;
});

beforeEach(() => s3.reset());

/** An S3 refusal as the SDK throws it. */
const refusal = (name: string, status: number) =>
  new S3ServiceException({ name, $fault: 'client', $metadata: { httpStatusCode: status }, message: name });

const copy = (size: number) =>
  copyObject({
    source: 'org/o/user/u/UPLOAD',
    target: 'org/o/user/u/admitted/UPLOAD/COPY',
    size,
    etag: '"abc"',
    contentType: 'application/octet-stream',
    contentDisposition: 'attachment',
  });

describe('the admission’s copy (issue 21, probe finding 6)', () => {
  it('copies a file whole, as HEAD saw it, stored as a download of unknown type and tagged admitted', async () => {
    s3.on(CopyObjectCommand).resolves({});
    expect(await copy(1024)).toBe('copied');
    expect(s3.commandCalls(CopyObjectCommand).map((call) => call.args[0].input)).toEqual([
      {
        Bucket: 'tessera-uploads',
        Key: 'org/o/user/u/admitted/UPLOAD/COPY',
        CopySource: 'tessera-uploads/org/o/user/u/UPLOAD',
        CopySourceIfMatch: '"abc"',
        MetadataDirective: 'REPLACE',
        ContentType: 'application/octet-stream',
        ContentDisposition: 'attachment',
        TaggingDirective: 'REPLACE',
        Tagging: 'state=admitted',
      },
    ]);
  });

  it('says the upload changed when S3 refuses the ETag (412), gone when the source is missing, and fails otherwise', async () => {
    s3.on(CopyObjectCommand).rejects(refusal('PreconditionFailed', 412));
    expect(await copy(1024)).toBe('changed');
    s3.on(CopyObjectCommand).rejects(refusal('NoSuchKey', 404));
    expect(await copy(1024)).toBe('gone');
    s3.on(CopyObjectCommand).rejects(refusal('InternalError', 500));
    await expect(copy(1024)).rejects.toThrow('InternalError');
  });

  it('copies a large file in parts at once, each pinned to the ETag, and assembles them in order', async () => {
    const size = 2 * COPY_PART_BYTES + 5;
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'UP-1' });
    for (const part of [1, 2, 3]) {
      s3.on(UploadPartCopyCommand, { PartNumber: part }).resolves({ CopyPartResult: { ETag: `"p${part}"` } });
    }
    s3.on(CompleteMultipartUploadCommand).resolves({});
    expect(await copy(size)).toBe('copied');
    expect(s3.commandCalls(CreateMultipartUploadCommand)[0]?.args[0].input).toMatchObject({
      Key: 'org/o/user/u/admitted/UPLOAD/COPY',
      Tagging: 'state=admitted',
      ContentDisposition: 'attachment',
    });
    const parts = s3.commandCalls(UploadPartCopyCommand).map((call) => call.args[0].input);
    expect(parts.map((part) => part.PartNumber)).toEqual([1, 2, 3]);
    expect(parts.map((part) => part.CopySourceRange)).toEqual([
      `bytes=0-${COPY_PART_BYTES - 1}`,
      `bytes=${COPY_PART_BYTES}-${2 * COPY_PART_BYTES - 1}`,
      `bytes=${2 * COPY_PART_BYTES}-${size - 1}`,
    ]);
    for (const part of parts) expect(part).toMatchObject({ CopySourceIfMatch: '"abc"', UploadId: 'UP-1' });
    expect(s3.commandCalls(CompleteMultipartUploadCommand)[0]?.args[0].input).toMatchObject({
      UploadId: 'UP-1',
      MultipartUpload: {
        Parts: [
          { PartNumber: 1, ETag: '"p1"' },
          { PartNumber: 2, ETag: '"p2"' },
          { PartNumber: 3, ETag: '"p3"' },
        ],
      },
    });
    expect(s3.commandCalls(AbortMultipartUploadCommand)).toHaveLength(0);
  });

  it('gives up a copy in parts when the upload changed under one of them', async () => {
    s3.on(CreateMultipartUploadCommand).resolves({ UploadId: 'UP-2' });
    s3.on(UploadPartCopyCommand).resolves({ CopyPartResult: { ETag: '"p"' } });
    s3.on(UploadPartCopyCommand, { PartNumber: 2 }).rejects(refusal('PreconditionFailed', 412));
    s3.on(AbortMultipartUploadCommand).resolves({});
    expect(await copy(2 * COPY_PART_BYTES + 1)).toBe('changed');
    expect(s3.commandCalls(CompleteMultipartUploadCommand)).toHaveLength(0);
    expect(s3.commandCalls(AbortMultipartUploadCommand)[0]?.args[0].input).toMatchObject({ UploadId: 'UP-2' });
  });
});

describe('upload policies (ADR 0019)', () => {
  it('signs a POST for exactly the key, 1 byte to the maximum, the declared type and the pending tag', async () => {
    const before = Date.now();
    const post = await presignPost({
      key: 'org/o/user/u/UP',
      contentType: 'image/png',
      maxBytes: 1000,
      expiresSeconds: 600,
    });
    expect(post.url).toBe('https://tessera-uploads.s3.eu-west-1.amazonaws.com');
    const tagging = '<Tagging><TagSet><Tag><Key>state</Key><Value>pending</Value></Tag></TagSet></Tagging>';
    expect(post.fields).toMatchObject({ key: 'org/o/user/u/UP', 'Content-Type': 'image/png', tagging });
    expect(post.fields['X-Amz-Credential']).toMatch(/^AKIDEXAMPLE\/\d{8}\/eu-west-1\/s3\/aws4_request$/);
    expect(post.fields['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(post.fields.Policy as string, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'tessera-uploads' },
        { key: 'org/o/user/u/UP' },
        ['content-length-range', 1, 1000],
        ['eq', '$Content-Type', 'image/png'],
        ['eq', '$tagging', tagging],
      ]),
    );
    expect(post.expiresAt).toBe(new Date(policy.expiration).toISOString());
    const expires = Date.parse(policy.expiration) - before;
    expect(expires).toBeGreaterThan(590_000);
    expect(expires).toBeLessThanOrEqual(601_000);
  });
});

describe('download links (issue 21, probe finding 1)', () => {
  it.each([
    ['image/png', true],
    ['application/pdf', true],
    ['audio/mpeg', true],
    ['video/mp4', true],
    ['text/plain', false],
    ['text/html', false],
    ['image/svg+xml', false],
    ['application/octet-stream', false],
  ])('shows %s inline: %s', (type, inline) => {
    expect(showsInline(type)).toBe(inline);
  });

  it('forces the admitted type, downloads what may not be shown, and is served from the downloads origin', async () => {
    const link = new URL(
      await presignGet({
        key: 'org/o/user/u/admitted/UP/C',
        fileName: 'page.html',
        contentType: 'application/octet-stream',
        disposition: 'inline',
        expiresSeconds: 900,
      }),
    );
    expect(link.origin).toBe('https://d111.cloudfront.net');
    expect(link.pathname).toBe('/org/o/user/u/admitted/UP/C');
    expect(link.searchParams.get('response-content-type')).toBe('application/octet-stream');
    expect(link.searchParams.get('response-content-disposition')).toBe('attachment; filename="page.html"');
    expect(link.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(link.searchParams.get('X-Amz-SignedHeaders')).toBe('host');
    const pdf = new URL(
      await presignGet({
        key: 'k',
        fileName: 'a.pdf',
        contentType: 'application/pdf',
        disposition: 'inline',
        expiresSeconds: 900,
      }),
    );
    expect(pdf.searchParams.get('response-content-disposition')).toBe('inline; filename="a.pdf"');
  });
});
