import { documentClient } from '../db/client';
import { config } from '../lib/config';
import {
  UNSIGNED_PAYLOAD,
  authorizationHeaders,
  keyPath,
  postPolicyFields,
  presignedQuery,
  sha256Hex,
  type SigningScope,
} from './s3-signature';
import { UPLOAD_STATE_TAG as PENDING_TAG } from './upload-tags';

/**
 * The uploads bucket (docs/adr/0019-attachments-uploads-and-images.md), over fetch with SigV4 (s3-signature.ts:
 * the SDK's S3 client would not fit the Lambda's size budget). Uploads arrive tagged `state=pending` (the POST
 * policy requires the tag) under the key they were signed for; admission copies them to a key no policy names,
 * tagged `state=admitted`, and the bucket's lifecycle rule expires what stays pending. Locally s3rver stands in
 * (path-style URLs, the dummy `local` key): it checks signatures but neither policies nor tags, which is why
 * admission reads what really arrived.
 */
const taggingXml = (value: string) =>
  `<Tagging><TagSet><Tag><Key>${PENDING_TAG.key}</Key><Value>${value}</Value></Tag></TagSet></Tagging>`;

/** Where the bucket answers: path-style on a local endpoint, virtual-hosted on AWS. */
function bucketUrl(): URL {
  const { uploadsBucket, region, endpoints } = config();
  if (endpoints.s3) return new URL(`${endpoints.s3.replace(/\/$/, '')}/${uploadsBucket}/`);
  return new URL(`https://${uploadsBucket}.s3.${region}.amazonaws.com/`);
}

const objectUrl = (key: string, query = ''): URL => {
  const url = new URL(keyPath(key), bucketUrl());
  url.search = query;
  return url;
};

/** The credentials the table client resolves (the Lambda role's, or the local dummy pair), with the region. */
async function signingScope(): Promise<SigningScope> {
  const provider = documentClient().config.credentials;
  const credentials = await provider();
  return { credentials, region: config().region, now: new Date() };
}

class StorageError extends Error {
  constructor(
    readonly status: number,
    operation: string,
  ) {
    super(`S3 ${operation} answered ${status}`);
    this.name = 'StorageError';
  }
}

/** One signed request to the object `key` (`query` a sub-resource such as `tagging`). */
async function send(
  method: string,
  key: string,
  options: { query?: Record<string, string>; headers?: Record<string, string>; body?: Uint8Array } = {},
): Promise<Response> {
  const query = options.query ?? {};
  const url = objectUrl(key, new URLSearchParams(query).toString());
  const headers = { host: url.host, ...(options.headers ?? {}) };
  const payloadHash = options.body
    ? sha256Hex(options.body)
    : method === 'GET' || method === 'HEAD' || method === 'DELETE'
      ? sha256Hex('')
      : UNSIGNED_PAYLOAD;
  const signed = authorizationHeaders(
    await signingScope(),
    { method, path: url.pathname, query, headers },
    payloadHash,
  );
  const { host: _host, ...sent } = headers;
  // fetch's BodyInit wants a view over a plain ArrayBuffer: copy into one (only small bodies are sent).
  return fetch(url, {
    method,
    headers: { ...sent, ...signed },
    ...(options.body ? { body: new Uint8Array(options.body) } : {}),
  });
}

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * A POST policy for exactly `key`: the file's length between 1 byte and `maxBytes`, the declared Content-Type,
 * and the pending tag, valid `expiresSeconds`.
 */
export async function presignPost(options: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}): Promise<PresignedPost> {
  const tagging = taggingXml(PENDING_TAG.pending);
  const fields = postPolicyFields(await signingScope(), {
    bucket: config().uploadsBucket,
    conditions: [
      { key: options.key },
      ['content-length-range', 1, options.maxBytes],
      ['eq', '$Content-Type', options.contentType],
      ['eq', '$tagging', tagging],
    ],
    fields: { key: options.key, 'Content-Type': options.contentType, tagging },
    expiresSeconds: options.expiresSeconds,
  });
  return { url: bucketUrl().toString().replace(/\/$/, ''), fields };
}

/** The object's size, stored Content-Type and ETag, or null when nothing is stored under `key`. */
export async function headObject(key: string): Promise<{ size: number; contentType: string; etag: string } | null> {
  const answer = await send('HEAD', key);
  if (answer.status === 404) return null;
  if (!answer.ok) throw new StorageError(answer.status, 'HeadObject');
  return {
    size: Number(answer.headers.get('content-length') ?? 0),
    contentType: answer.headers.get('content-type') ?? '',
    etag: answer.headers.get('etag') ?? '',
  };
}

/** The first `count` bytes of a non-empty object (one ranged GET). */
export async function readLeadingBytes(key: string, count: number): Promise<Uint8Array> {
  const answer = await send('GET', key, { headers: { range: `bytes=0-${count - 1}` } });
  if (!answer.ok) throw new StorageError(answer.status, 'GetObject');
  // A server that ignores Range sends everything: keep only what was asked for.
  return new Uint8Array(await answer.arrayBuffer()).subarray(0, count);
}

/** The whole object (images to crop: at most the 30 MB cover maximum). */
export async function readObject(key: string): Promise<Uint8Array> {
  const answer = await send('GET', key);
  if (!answer.ok) throw new StorageError(answer.status, 'GetObject');
  return new Uint8Array(await answer.arrayBuffer());
}

/** Stores a file the server made (a cropped image), already admitted. */
export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const answer = await send('PUT', key, {
    body,
    headers: { 'content-type': contentType, 'x-amz-tagging': `${PENDING_TAG.key}=${PENDING_TAG.admitted}` },
  });
  await answer.arrayBuffer();
  if (!answer.ok) throw new StorageError(answer.status, 'PutObject');
}

/** Objects up to this size are copied by one CopyObject; larger ones in parts, in parallel (see copyObject). */
export const SINGLE_COPY_MAX_BYTES = 256 * 1024 * 1024;
/** The size of each part of a copy in parts (S3 takes 5 MB to 5 GB): a 2 GB attachment is 16 parts. */
export const COPY_PART_BYTES = 128 * 1024 * 1024;

/** What a copy found: done, the source replaced since its HEAD (412), or no source any more (404). */
export type CopyOutcome = 'copied' | 'changed' | 'gone';

/** S3 may answer a copy 200 and still fail: the error is then the body (CopyObject, CompleteMultipartUpload). */
async function copyAnswer(answer: Response, operation: string): Promise<{ outcome: CopyOutcome; body: string }> {
  const body = await answer.text();
  if (answer.status === 412) return { outcome: 'changed', body };
  if (answer.status === 404 && body.includes('NoSuchKey')) return { outcome: 'gone', body };
  if (!answer.ok || body.includes('<Error>')) throw new StorageError(answer.status, operation);
  return { outcome: 'copied', body };
}

const xmlValue = (body: string, element: string): string =>
  new RegExp(`<${element}>([^<]+)</${element}>`).exec(body)?.[1] ?? '';

/**
 * Copies the object `source` to `target` as it was when HEAD answered `etag` (S3 answers 412, 'changed', when it
 * was replaced since), stored with the given Content-Type and Content-Disposition and tagged admitted. Admission
 * copies every upload this way to a key no POST policy names, so the bytes it checked are the bytes it serves
 * however often the upload's form is posted again (issue 21, probe finding 6). One CopyObject takes too long for
 * the largest attachments within the API's 29 seconds, so objects above SINGLE_COPY_MAX_BYTES are copied in parts
 * (UploadPartCopy, all at once) and assembled; s3rver implements no UploadPartCopy, so locally every object is
 * copied whole (no time limit there).
 */
export async function copyObject(options: {
  source: string;
  target: string;
  size: number;
  etag: string;
  contentType: string;
  contentDisposition: string;
}): Promise<CopyOutcome> {
  const copySource = {
    'x-amz-copy-source': `/${config().uploadsBucket}/${keyPath(options.source)}`,
    ...(options.etag ? { 'x-amz-copy-source-if-match': options.etag } : {}),
  };
  const stored = {
    'content-type': options.contentType,
    'content-disposition': options.contentDisposition,
    'x-amz-tagging': `${PENDING_TAG.key}=${PENDING_TAG.admitted}`,
  };
  if (options.size <= SINGLE_COPY_MAX_BYTES || config().endpoints.s3) {
    const answer = await send('PUT', options.target, {
      headers: {
        ...copySource,
        ...stored,
        'x-amz-metadata-directive': 'REPLACE',
        'x-amz-tagging-directive': 'REPLACE',
      },
    });
    return (await copyAnswer(answer, 'CopyObject')).outcome;
  }
  return copyInParts(options.target, options.size, copySource, stored);
}

async function copyInParts(
  target: string,
  size: number,
  copySource: Record<string, string>,
  stored: Record<string, string>,
): Promise<CopyOutcome> {
  const created = await send('POST', target, { query: { uploads: '' }, headers: stored });
  const createdBody = await created.text();
  if (!created.ok) throw new StorageError(created.status, 'CreateMultipartUpload');
  const uploadId = xmlValue(createdBody, 'UploadId');
  const ranges = Array.from({ length: Math.ceil(size / COPY_PART_BYTES) }, (_, index) => ({
    part: index + 1,
    first: index * COPY_PART_BYTES,
    last: Math.min(size, (index + 1) * COPY_PART_BYTES) - 1,
  }));
  try {
    const parts = await Promise.all(
      ranges.map(async ({ part, first, last }) => {
        const answer = await send('PUT', target, {
          query: { partNumber: String(part), uploadId },
          headers: { ...copySource, 'x-amz-copy-source-range': `bytes=${first}-${last}` },
        });
        const { outcome, body } = await copyAnswer(answer, 'UploadPartCopy');
        return { part, outcome, etag: xmlValue(body, 'ETag') };
      }),
    );
    const failed = parts.find((part) => part.outcome !== 'copied');
    if (failed) {
      await abortCopy(target, uploadId);
      return failed.outcome;
    }
    const completion = new TextEncoder().encode(
      `<CompleteMultipartUpload>${parts
        .map((part) => `<Part><PartNumber>${part.part}</PartNumber><ETag>${part.etag}</ETag></Part>`)
        .join('')}</CompleteMultipartUpload>`,
    );
    const completed = await send('POST', target, {
      query: { uploadId },
      body: completion,
      headers: { 'content-type': 'application/xml' },
    });
    return (await copyAnswer(completed, 'CompleteMultipartUpload')).outcome;
  } catch (error) {
    await abortCopy(target, uploadId);
    throw error;
  }
}

/** Gives up a copy in parts, so its parts stop being stored (the bucket also aborts them after a day). */
async function abortCopy(target: string, uploadId: string): Promise<void> {
  const answer = await send('DELETE', target, { query: { uploadId } });
  await answer.arrayBuffer();
}

/** Deletes the object (nothing happens when it is already gone). */
export async function deleteObject(key: string): Promise<void> {
  const answer = await send('DELETE', key);
  await answer.arrayBuffer();
  if (!answer.ok && answer.status !== 404) throw new StorageError(answer.status, 'DeleteObject');
}

/**
 * True for the types a browser may show in the page: raster images, PDF, audio and video. Everything else
 * (HTML and text above all) is only ever a download (issue 21, probe finding 1).
 */
export function showsInline(contentType: string): boolean {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (type === 'image/svg+xml') return false;
  return (
    type.startsWith('image/') || type === 'application/pdf' || type.startsWith('audio/') || type.startsWith('video/')
  );
}

/**
 * A short-lived GET link. The Content-Type and Content-Disposition of the answer are set by the link (S3's
 * response-content-type and response-content-disposition), so what the uploader declared never decides how the
 * file is shown: `inline` is granted only to the types of showsInline, anything else is an `attachment` saved
 * under `fileName`. `X-Content-Type-Options: nosniff` comes from where the link is served: the downloads
 * distribution in AWS (config downloadsOrigin), s3rver's own answers locally (infra/local/src/s3.ts). The link
 * is signed for the bucket's host, which is the host CloudFront sends it on with.
 */
export async function presignGet(options: {
  key: string;
  fileName: string;
  /** The admitted type; left out only for images the server made itself, which are stored with theirs. */
  contentType?: string;
  disposition: 'inline' | 'attachment';
  expiresSeconds: number;
}): Promise<string> {
  const url = objectUrl(options.key);
  const disposition =
    options.disposition === 'inline' && (options.contentType === undefined || showsInline(options.contentType))
      ? 'inline'
      : 'attachment';
  const query = presignedQuery(
    await signingScope(),
    {
      method: 'GET',
      path: url.pathname,
      host: url.host,
      query: {
        ...(options.contentType ? { 'response-content-type': options.contentType } : {}),
        // Cleaned names hold only [A-Za-z0-9._-] (spec 1 §5), so they need no quoting beyond the quotes.
        'response-content-disposition': `${disposition}; filename="${options.fileName}"`,
      },
    },
    options.expiresSeconds,
  );
  return `${config().downloadsOrigin || url.origin}${url.pathname}?${query}`;
}
