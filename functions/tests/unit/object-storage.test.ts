import { COPY_PART_BYTES, copyObject, presignGet, showsInline } from '../../src/adapters/object-storage';

/**
 * The uploads bucket's adapter with a scripted network (ADR 0019): admission's copy to a key no POST policy
 * names — one CopyObject, or for the largest files a copy in parts, both pinned to the ETag the admission's
 * HEAD saw — and the download links' rules (issue 21, probe findings 1 and 6). s3rver runs the whole copy in
 * the integration tests; it implements no UploadPartCopy, so the copy in parts is shown here.
 */
interface Sent {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
}

const sent: Sent[] = [];
let answers: ((request: Sent) => Response)[] = [];
const realFetch = globalThis.fetch;
const saved = { ...process.env };

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 'table',
    AWS_REGION: 'eu-west-1',
    UPLOADS_BUCKET: 'tessera-uploads',
    // A local DynamoDB endpoint gives the dummy `local` credentials the signer reads.
    DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
    DOWNLOADS_ORIGIN: 'https://d111.cloudfront.net/',
  });
  delete process.env.S3_ENDPOINT;
  globalThis.fetch = (async (input: string | URL, init?: RequestInit) => {
    const request: Sent = {
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? new TextDecoder().decode(init.body as Uint8Array) : '',
    };
    sent.push(request);
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected ${request.method} ${request.url.href}`);
    return answer(request);
  }) as typeof fetch;
});

afterAll(() => {
  globalThis.fetch = realFetch;
  process.env = saved;
});

beforeEach(() => {
  sent.length = 0;
  answers = [];
});

const xml =
  (body: string, status = 200) =>
  () =>
    new Response(body, { status });
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
    answers = [xml('<CopyObjectResult><ETag>"abc"</ETag></CopyObjectResult>')];
    expect(await copy(1024)).toBe('copied');
    const [put] = sent;
    expect(put?.method).toBe('PUT');
    expect(put?.url.href).toBe('https://tessera-uploads.s3.eu-west-1.amazonaws.com/org/o/user/u/admitted/UPLOAD/COPY');
    expect(put?.headers).toMatchObject({
      'x-amz-copy-source': '/tessera-uploads/org/o/user/u/UPLOAD',
      'x-amz-copy-source-if-match': '"abc"',
      'x-amz-metadata-directive': 'REPLACE',
      'content-type': 'application/octet-stream',
      'content-disposition': 'attachment',
      'x-amz-tagging-directive': 'REPLACE',
      'x-amz-tagging': 'state=admitted',
    });
    expect(put?.headers.authorization).toMatch(/SignedHeaders=.*x-amz-copy-source-if-match/);
  });

  it('says the upload changed when S3 refuses the ETag (412), and fails on an error inside a 200', async () => {
    answers = [xml('<Error><Code>PreconditionFailed</Code></Error>', 412)];
    expect(await copy(1024)).toBe('changed');
    answers = [xml('<Error><Code>InternalError</Code></Error>', 200)];
    await expect(copy(1024)).rejects.toThrow('S3 CopyObject answered 200');
  });

  it('copies a large file in parts at once, each pinned to the ETag, and assembles them in order', async () => {
    const size = 2 * COPY_PART_BYTES + 5;
    answers = [
      xml('<InitiateMultipartUploadResult><UploadId>UP-1</UploadId></InitiateMultipartUploadResult>'),
      ...[1, 2, 3].map((part) => xml(`<CopyPartResult><ETag>&quot;p${part}&quot;</ETag></CopyPartResult>`)),
      xml('<CompleteMultipartUploadResult><ETag>"all-3"</ETag></CompleteMultipartUploadResult>'),
    ];
    expect(await copy(size)).toBe('copied');
    const [created, ...rest] = sent;
    expect(created?.method).toBe('POST');
    expect(created?.url.search).toBe('?uploads=');
    expect(created?.headers).toMatchObject({ 'x-amz-tagging': 'state=admitted', 'content-disposition': 'attachment' });
    const parts = rest.slice(0, 3);
    expect(parts.map((part) => part.url.searchParams.get('partNumber'))).toEqual(['1', '2', '3']);
    expect(parts.map((part) => part.headers['x-amz-copy-source-range'])).toEqual([
      `bytes=0-${COPY_PART_BYTES - 1}`,
      `bytes=${COPY_PART_BYTES}-${2 * COPY_PART_BYTES - 1}`,
      `bytes=${2 * COPY_PART_BYTES}-${size - 1}`,
    ]);
    for (const part of parts) expect(part.headers['x-amz-copy-source-if-match']).toBe('"abc"');
    const completed = rest[3];
    expect(completed?.url.searchParams.get('uploadId')).toBe('UP-1');
    expect(completed?.body).toBe(
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>&quot;p1&quot;</ETag></Part><Part><PartNumber>2</PartNumber><ETag>&quot;p2&quot;</ETag></Part><Part><PartNumber>3</PartNumber><ETag>&quot;p3&quot;</ETag></Part></CompleteMultipartUpload>',
    );
  });

  it('gives up a copy in parts when the upload changed under one of them', async () => {
    answers = [
      xml('<InitiateMultipartUploadResult><UploadId>UP-2</UploadId></InitiateMultipartUploadResult>'),
      xml('<CopyPartResult><ETag>"p1"</ETag></CopyPartResult>'),
      xml('<Error><Code>PreconditionFailed</Code></Error>', 412),
      xml('<CopyPartResult><ETag>"p3"</ETag></CopyPartResult>'),
      () => new Response(null, { status: 204 }),
    ];
    expect(await copy(2 * COPY_PART_BYTES + 1)).toBe('changed');
    const aborted = sent.at(-1);
    expect(aborted?.method).toBe('DELETE');
    expect(aborted?.url.searchParams.get('uploadId')).toBe('UP-2');
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
