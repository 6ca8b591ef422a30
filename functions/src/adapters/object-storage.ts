import { createHash } from 'node:crypto';
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
 * policy requires the tag); admission re-tags them `state=admitted`, and the bucket's lifecycle rule expires what
 * stays pending. Locally s3rver stands in (path-style URLs, the dummy `local` key): it checks signatures but
 * neither policies nor tags, which is why admission reads what really arrived.
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

/** The object's size and stored Content-Type, or null when nothing is stored under `key`. */
export async function headObject(key: string): Promise<{ size: number; contentType: string } | null> {
  const answer = await send('HEAD', key);
  if (answer.status === 404) return null;
  if (!answer.ok) throw new StorageError(answer.status, 'HeadObject');
  return {
    size: Number(answer.headers.get('content-length') ?? 0),
    contentType: answer.headers.get('content-type') ?? '',
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

/** Marks an upload admitted, so the lifecycle rule for pending uploads no longer applies to it. */
export async function markAdmitted(key: string): Promise<void> {
  const body = new TextEncoder().encode(taggingXml(PENDING_TAG.admitted));
  const answer = await send('PUT', key, {
    query: { tagging: '' },
    body,
    // S3 wants an integrity check on tagging requests.
    headers: { 'content-md5': createHash('md5').update(body).digest('base64'), 'content-type': 'application/xml' },
  });
  await answer.arrayBuffer();
  if (!answer.ok) throw new StorageError(answer.status, 'PutObjectTagging');
}

/** Deletes the object (nothing happens when it is already gone). */
export async function deleteObject(key: string): Promise<void> {
  const answer = await send('DELETE', key);
  await answer.arrayBuffer();
  if (!answer.ok && answer.status !== 404) throw new StorageError(answer.status, 'DeleteObject');
}

/**
 * A short-lived GET link. `disposition` decides whether a browser shows the file (inline) or saves it under
 * `fileName` (attachment); the Content-Type is set here too, so what the uploader declared never decides how
 * the file is shown.
 */
export async function presignGet(options: {
  key: string;
  fileName: string;
  /** Left out: the stored Content-Type (only for files the server made itself). */
  contentType?: string;
  disposition: 'inline' | 'attachment';
  expiresSeconds: number;
}): Promise<string> {
  const url = objectUrl(options.key);
  const query = presignedQuery(
    await signingScope(),
    {
      method: 'GET',
      path: url.pathname,
      host: url.host,
      query: {
        ...(options.contentType ? { 'response-content-type': options.contentType } : {}),
        // Cleaned names hold only [A-Za-z0-9._-] (spec 1 §5), so they need no quoting beyond the quotes.
        'response-content-disposition': `${options.disposition}; filename="${options.fileName}"`,
      },
    },
    options.expiresSeconds,
  );
  return `${url.origin}${url.pathname}?${query}`;
}
