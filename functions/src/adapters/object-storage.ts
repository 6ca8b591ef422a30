import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { awsClientOptions, config } from '../lib/config';
import { UPLOAD_STATE_TAG as PENDING_TAG } from './upload-tags';

/**
 * The uploads bucket (docs/adr/0019-attachments-uploads-and-images.md). Uploads arrive tagged
 * `state=pending` (the POST policy requires the tag); admission re-tags them `state=admitted`, and the
 * bucket's lifecycle rule expires what stays pending. Locally s3rver stands in: it checks neither policies nor
 * signatures, which is why admission reads what really arrived.
 */
const taggingXml = (value: string) =>
  `<Tagging><TagSet><Tag><Key>${PENDING_TAG.key}</Key><Value>${value}</Value></Tag></TagSet></Tagging>`;

let cached: { key: string; client: S3Client } | undefined;

function s3(): S3Client {
  const { region, endpoints } = config();
  const key = `${region}|${endpoints.s3 ?? ''}`;
  if (cached?.key !== key) {
    // s3rver answers path-style requests only (http://localhost:port/bucket/key).
    cached = {
      key,
      client: new S3Client({ ...awsClientOptions(region, endpoints.s3), forcePathStyle: !!endpoints.s3 }),
    };
  }
  return cached.client;
}

const bucket = () => config().uploadsBucket;

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

/**
 * A POST policy for exactly `key`: the file's length between 1 byte and `maxBytes`, the declared Content-Type,
 * and the pending tag, valid `expiresSeconds`.
 */
export function presignPost(options: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}): Promise<PresignedPost> {
  const tagging = taggingXml(PENDING_TAG.pending);
  return createPresignedPost(s3(), {
    Bucket: bucket(),
    Key: options.key,
    Conditions: [
      ['content-length-range', 1, options.maxBytes],
      ['eq', '$Content-Type', options.contentType],
      ['eq', '$tagging', tagging],
    ],
    Fields: { 'Content-Type': options.contentType, tagging },
    Expires: options.expiresSeconds,
  });
}

/** The object's size and stored Content-Type, or null when nothing is stored under `key`. */
export async function headObject(key: string): Promise<{ size: number; contentType: string } | null> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '' };
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return null;
    throw error;
  }
}

/** The first `count` bytes of a non-empty object (one ranged GET). */
export async function readLeadingBytes(key: string, count: number): Promise<Uint8Array> {
  const answer = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${count - 1}` }));
  const bytes = await answer.Body?.transformToByteArray();
  // A server that ignores Range sends everything: keep only what was asked for.
  return (bytes ?? new Uint8Array()).subarray(0, count);
}

/** The whole object (images to crop: at most the 30 MB cover maximum). */
export async function readObject(key: string): Promise<Uint8Array> {
  const answer = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
}

/** Stores a file the server made (a cropped image), already admitted. */
export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: body,
      ContentType: contentType,
      Tagging: `${PENDING_TAG.key}=${PENDING_TAG.admitted}`,
    }),
  );
}

/** Marks an upload admitted, so the lifecycle rule for pending uploads no longer applies to it. */
export async function markAdmitted(key: string): Promise<void> {
  await s3().send(
    new PutObjectTaggingCommand({
      Bucket: bucket(),
      Key: key,
      Tagging: { TagSet: [{ Key: PENDING_TAG.key, Value: PENDING_TAG.admitted }] },
    }),
  );
}

/** Deletes the object (nothing happens when it is already gone). */
export async function deleteObject(key: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
}

/**
 * A short-lived GET link. `disposition` decides whether a browser shows the file (inline) or saves it under
 * `fileName` (attachment); the Content-Type is set here too, so what the uploader declared never decides how
 * the file is shown.
 */
export function presignGet(options: {
  key: string;
  fileName: string;
  contentType: string;
  disposition: 'inline' | 'attachment';
  expiresSeconds: number;
}): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: options.key,
      ResponseContentType: options.contentType,
      // Cleaned names hold only [A-Za-z0-9._-] (spec 1 §5), so they need no quoting beyond the quotes.
      ResponseContentDisposition: `${options.disposition}; filename="${options.fileName}"`,
    }),
    { expiresIn: options.expiresSeconds },
  );
}
