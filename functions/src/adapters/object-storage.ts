import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { documentClient } from '../db/client';
import { awsClientOptions, config } from '../lib/config';
import { UPLOAD_STATE_TAG as PENDING_TAG } from './upload-tags';

/**
 * The uploads bucket (docs/adr/0019-attachments-uploads-and-images.md) through the AWS SDK's S3 client and its POST
 * presigner (ADR 0024), loaded on the first call that needs them (./s3-sdk.ts): most requests of the Lambdas that
 * use this adapter never touch S3, and download links need only the request presigner. Uploads arrive tagged
 * `state=pending` (the POST policy requires the tag) under the key they were signed for; admission copies them to a
 * key no policy names, tagged `state=admitted`, and the bucket's lifecycle rule expires what stays pending. Locally
 * s3rver stands in (path-style URLs, the dummy `local` key): it checks signatures but neither policies nor tags,
 * which is why admission reads what really arrived.
 */
const sdk = () => import('./s3-sdk');

const taggingXml = (value: string) =>
  `<Tagging><TagSet><Tag><Key>${PENDING_TAG.key}</Key><Value>${value}</Value></Tag></TagSet></Tagging>`;
const ADMITTED_TAGGING = `${PENDING_TAG.key}=${PENDING_TAG.admitted}`;

let cached: { key: string; client: S3Client } | undefined;

/** The S3 client for the configured region and (locally) endpoint; one per configuration. */
async function s3(): Promise<S3Client> {
  const { region, endpoints } = config();
  const key = `${region}|${endpoints.s3 ?? ''}`;
  if (cached?.key === key) return cached.client;
  const { S3Client } = await sdk();
  const client = new S3Client({
    ...awsClientOptions(region, endpoints.s3),
    // s3rver answers on one host: the bucket goes in the path there, in the host name on AWS.
    forcePathStyle: Boolean(endpoints.s3),
    // Checksums only where S3 requires them: the presigned links and POST policies stay the plain SigV4 ones
    // browsers and CloudFront pass through, and s3rver knows no flexible checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  cached = { key, client };
  return client;
}

const bucket = () => config().uploadsBucket;

/** The HTTP status an S3 call failed with (the SDK's ServiceException carries it in $metadata). */
const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
  /** When the policy stops being accepted: its own `expiration`, as signed. */
  expiresAt: string;
}

/**
 * A POST policy for exactly `key`: the file's length between 1 byte and `maxBytes`, the declared Content-Type,
 * and the pending tag, valid `expiresSeconds` (@aws-sdk/s3-presigned-post: every field is also an exact-match
 * condition, the key included).
 */
export async function presignPost(options: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}): Promise<PresignedPost> {
  const tagging = taggingXml(PENDING_TAG.pending);
  const { createPresignedPost } = await sdk();
  const { url, fields } = await createPresignedPost(await s3(), {
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
  // The presigner dates the policy itself (its clock, after loading the SDK and resolving the endpoint): the
  // expiry the caller is told is the one it signed.
  const policy = JSON.parse(Buffer.from(fields.Policy as string, 'base64').toString('utf8')) as { expiration: string };
  return { url: url.replace(/\/$/, ''), fields, expiresAt: new Date(policy.expiration).toISOString() };
}

/** The object's size, stored Content-Type and ETag, or null when nothing is stored under `key`. */
export async function headObject(key: string): Promise<{ size: number; contentType: string; etag: string } | null> {
  const { HeadObjectCommand } = await sdk();
  try {
    const head = await (await s3()).send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? '', etag: head.ETag ?? '' };
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** The first `count` bytes of a non-empty object (one ranged GET). */
export async function readLeadingBytes(key: string, count: number): Promise<Uint8Array> {
  const { GetObjectCommand } = await sdk();
  const answer = await (
    await s3()
  ).send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=0-${count - 1}` }));
  // A server that ignores Range sends everything: keep only what was asked for.
  return ((await answer.Body?.transformToByteArray()) ?? new Uint8Array()).subarray(0, count);
}

/** The whole object (images to crop: at most the 30 MB cover maximum). */
export async function readObject(key: string): Promise<Uint8Array> {
  const { GetObjectCommand } = await sdk();
  const answer = await (await s3()).send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return (await answer.Body?.transformToByteArray()) ?? new Uint8Array();
}

/**
 * The object's bytes as they arrive (GetObject's body stream), so a reader of a large file (an import's CSV)
 * never holds it whole; null when nothing is stored under `key`.
 */
export async function streamObject(key: string): Promise<AsyncIterable<Uint8Array> | null> {
  const { GetObjectCommand } = await sdk();
  try {
    const answer = await (await s3()).send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return (answer.Body as AsyncIterable<Uint8Array> | undefined) ?? (async function* () {})();
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

/** Stores a file the server made (a cropped image), already admitted. */
export async function putObject(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { PutObjectCommand } = await sdk();
  await (
    await s3()
  ).send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: body,
      ContentType: contentType,
      Tagging: ADMITTED_TAGGING,
    }),
  );
}

/** The parts of a streamed upload: S3's smallest (5 MB), so at most two are held at once. */
export const STREAM_PART_BYTES = 5 * 1024 * 1024;

/**
 * Stores a file the server writes as it is produced (an import's error report), already admitted, without ever
 * holding it whole: @aws-sdk/lib-storage's Upload sends a body under one part in one PutObject, a larger one as
 * a multipart upload of STREAM_PART_BYTES parts (two in flight), aborted if the body or a part fails (the
 * bucket's rule removes any part left behind). The body's own error is the one thrown.
 */
export async function putObjectStream(key: string, body: AsyncIterable<Uint8Array>, contentType: string) {
  const [{ Upload }, client] = await Promise.all([import('./s3-upload'), s3()]);
  let bodyError: unknown;
  async function* guarded() {
    try {
      yield* body;
    } catch (error) {
      bodyError = error;
      throw error;
    }
  }
  const upload = new Upload({
    client,
    params: {
      Bucket: bucket(),
      Key: key,
      Body: Readable.from(guarded()),
      ContentType: contentType,
      Tagging: ADMITTED_TAGGING,
    },
    partSize: STREAM_PART_BYTES,
    queueSize: 2,
    leavePartsOnError: false,
  });
  try {
    await upload.done();
  } catch (error) {
    throw bodyError ?? error;
  }
}

/** Objects up to this size are copied by one CopyObject; larger ones in parts, in parallel (see copyObject). */
export const SINGLE_COPY_MAX_BYTES = 256 * 1024 * 1024;
/** The size of each part of a copy in parts (S3 takes 5 MB to 5 GB): a 2 GB attachment is 16 parts. */
export const COPY_PART_BYTES = 128 * 1024 * 1024;

/** What a copy found: done, the source replaced since its HEAD (412), or no source any more (404). */
export type CopyOutcome = 'copied' | 'changed' | 'gone';

/** A copy's refusals that are answers, not failures: 412 (the ETag no longer matches) and 404 (no source). */
function refusedCopy(error: unknown): CopyOutcome | null {
  const status = statusOf(error);
  if (status === 412) return 'changed';
  if (status === 404 && (error as { name?: string }).name === 'NoSuchKey') return 'gone';
  return null;
}

/** `bucket/key` with each key segment encoded, as x-amz-copy-source wants it. */
const copySourceOf = (key: string) => `${bucket()}/${key.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Copies the object `source` to `target` as it was when HEAD answered `etag` (S3 answers 412, 'changed', when it
 * was replaced since), stored with the given Content-Type and Content-Disposition and tagged admitted. Admission
 * copies every upload this way to a key no POST policy names, so the bytes it checked are the bytes it serves
 * however often the upload's form is posted again (issue 21, probe finding 6). One CopyObject takes too long for
 * the largest attachments within the API's 29 seconds, so objects above SINGLE_COPY_MAX_BYTES are copied in parts
 * (UploadPartCopy, all at once) and assembled; s3rver implements no UploadPartCopy, so locally every object is
 * copied whole (no time limit there). The SDK turns S3's "200 with an error inside" answers of CopyObject and
 * CompleteMultipartUpload into errors.
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
    CopySource: copySourceOf(options.source),
    ...(options.etag ? { CopySourceIfMatch: options.etag } : {}),
  };
  const stored = {
    ContentType: options.contentType,
    ContentDisposition: options.contentDisposition,
    Tagging: ADMITTED_TAGGING,
  };
  if (options.size <= SINGLE_COPY_MAX_BYTES || config().endpoints.s3) {
    const { CopyObjectCommand } = await sdk();
    try {
      await (
        await s3()
      ).send(
        new CopyObjectCommand({
          Bucket: bucket(),
          Key: options.target,
          ...copySource,
          ...stored,
          MetadataDirective: 'REPLACE',
          TaggingDirective: 'REPLACE',
        }),
      );
      return 'copied';
    } catch (error) {
      const refused = refusedCopy(error);
      if (refused) return refused;
      throw error;
    }
  }
  return copyInParts(options.target, options.size, copySource, stored);
}

async function copyInParts(
  target: string,
  size: number,
  copySource: { CopySource: string; CopySourceIfMatch?: string },
  stored: { ContentType: string; ContentDisposition: string; Tagging: string },
): Promise<CopyOutcome> {
  const { CreateMultipartUploadCommand, UploadPartCopyCommand, CompleteMultipartUploadCommand } = await sdk();
  const client = await s3();
  const created = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket(), Key: target, ...stored }));
  const uploadId = created.UploadId as string;
  const ranges = Array.from({ length: Math.ceil(size / COPY_PART_BYTES) }, (_, index) => ({
    part: index + 1,
    first: index * COPY_PART_BYTES,
    last: Math.min(size, (index + 1) * COPY_PART_BYTES) - 1,
  }));
  try {
    const parts = await Promise.all(
      ranges.map(async ({ part, first, last }) => {
        try {
          const copied = await client.send(
            new UploadPartCopyCommand({
              Bucket: bucket(),
              Key: target,
              UploadId: uploadId,
              PartNumber: part,
              ...copySource,
              CopySourceRange: `bytes=${first}-${last}`,
            }),
          );
          return { part, outcome: 'copied' as CopyOutcome, etag: copied.CopyPartResult?.ETag ?? '' };
        } catch (error) {
          const refused = refusedCopy(error);
          if (refused) return { part, outcome: refused, etag: '' };
          throw error;
        }
      }),
    );
    const failed = parts.find((part) => part.outcome !== 'copied');
    if (failed) {
      await abortCopy(target, uploadId);
      return failed.outcome;
    }
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket(),
        Key: target,
        UploadId: uploadId,
        MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.part, ETag: part.etag })) },
      }),
    );
    return 'copied';
  } catch (error) {
    await abortCopy(target, uploadId);
    throw error;
  }
}

/** Gives up a copy in parts, so its parts stop being stored (the bucket also aborts them after a day). */
async function abortCopy(target: string, uploadId: string): Promise<void> {
  const { AbortMultipartUploadCommand } = await sdk();
  await (
    await s3()
  )
    .send(new AbortMultipartUploadCommand({ Bucket: bucket(), Key: target, UploadId: uploadId }))
    .catch(() => undefined);
}

/** The objects under `prefix` with when each was last written (ListObjectsV2, every page). */
export async function listObjects(prefix: string): Promise<{ key: string; lastModified: Date }[]> {
  const { ListObjectsV2Command } = await sdk();
  const client = await s3();
  const found: { key: string; lastModified: Date }[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }),
    );
    for (const object of page.Contents ?? [])
      if (object.Key && object.LastModified) found.push({ key: object.Key, lastModified: object.LastModified });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return found;
}

/** Deletes the object (nothing happens when it is already gone). */
export async function deleteObject(key: string): Promise<void> {
  const { DeleteObjectCommand } = await sdk();
  try {
    await (await s3()).send(new DeleteObjectCommand({ Bucket: bucket(), Key: key }));
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
  }
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

/** RFC 3986 encoding, as SigV4 canonicalises it (encodeURIComponent leaves !'()* alone). */
const rfc3986 = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** The platform's private buckets: uploads (attachments, import files) and extracts (extract files, ADR 0032). */
export type PlatformBucket = 'uploads' | 'extracts';

const bucketNamed = (which: PlatformBucket): string =>
  which === 'extracts' ? config().extractsBucket : config().uploadsBucket;

/** Where the object answers: path-style on a local endpoint (s3rver), virtual-hosted on AWS. */
function objectLocation(
  key: string,
  which: PlatformBucket = 'uploads',
): { protocol: string; hostname: string; port?: number; path: string } {
  const { region, endpoints } = config();
  const bucketName = bucketNamed(which);
  const keyPath = key.split('/').map(rfc3986).join('/');
  if (endpoints.s3) {
    const endpoint = new URL(endpoints.s3);
    const base = endpoint.pathname.replace(/\/$/, '');
    return {
      protocol: endpoint.protocol,
      hostname: endpoint.hostname,
      ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
      path: `${base}/${bucketName}/${keyPath}`,
    };
  }
  return { protocol: 'https:', hostname: `${bucketName}.s3.${region}.amazonaws.com`, path: `/${keyPath}` };
}

/**
 * A short-lived GET link, signed by @aws-sdk/s3-request-presigner's S3RequestPresigner (SigV4 query signing,
 * only `host` signed) with the table client's credentials and hash: links are made on the read paths of several
 * Lambdas (portfolio covers, evidence files), where loading the S3 client (about 180 KB beside the DynamoDB
 * client, against about 6 KB for the presigner) for a signature would be most of a cold request (ADR 0024).
 * The Content-Type and Content-Disposition of the answer are set by the link (S3's response-content-type and
 * response-content-disposition), so what the uploader declared never decides how the file is shown: `inline`
 * is granted only to the types of showsInline, anything else is an `attachment` saved under `fileName`.
 * `X-Content-Type-Options: nosniff` comes from where the link is served: the downloads distribution in AWS
 * (config downloadsOrigin), s3rver's own answers locally (infra/local/src/s3.ts). The link is signed for the
 * bucket's host, which is the host CloudFront sends it on with.
 */
export async function presignGet(options: {
  key: string;
  fileName: string;
  /** The admitted type; left out only for images the server made itself, which are stored with theirs. */
  contentType?: string;
  disposition: 'inline' | 'attachment';
  expiresSeconds: number;
  /** The bucket the object is in: uploads unless said (an extract's file is in the extracts bucket). */
  bucket?: PlatformBucket;
}): Promise<string> {
  const disposition =
    options.disposition === 'inline' && (options.contentType === undefined || showsInline(options.contentType))
      ? 'inline'
      : 'attachment';
  const table = documentClient().config;
  const presigner = new S3RequestPresigner({
    credentials: table.credentials,
    region: config().region,
    sha256: table.sha256,
  });
  const location = objectLocation(options.key, options.bucket);
  const host = `${location.hostname}${location.port ? `:${location.port}` : ''}`;
  const signed = await presigner.presign(
    {
      method: 'GET',
      ...location,
      headers: { host },
      query: {
        ...(options.contentType ? { 'response-content-type': options.contentType } : {}),
        // Cleaned names hold only [A-Za-z0-9._-] (spec 1 §5), so they need no quoting beyond the quotes.
        'response-content-disposition': `${disposition}; filename="${options.fileName}"`,
      },
    },
    { expiresIn: options.expiresSeconds },
  );
  const query = Object.entries(signed.query ?? {})
    .map(([name, value]) => `${rfc3986(name)}=${rfc3986(String(value))}`)
    .join('&');
  // The downloads distribution serves the uploads bucket; an extract's link goes to its bucket directly.
  const origin = options.bucket === 'extracts' ? '' : config().downloadsOrigin;
  return `${origin || `${location.protocol}//${host}`}${location.path}?${query}`;
}

/**
 * Writes a file made as it goes (an extract's rows) to `key` in the extracts bucket as it is produced: the
 * bytes of `body` are sent in parts of 5 MB by @aws-sdk/lib-storage's Upload (a multipart upload once the file
 * passes one part, a single PutObject below it), so the file is never held whole. The object is stored with
 * its Content-Type and Content-Disposition (its name). A failure aborts the multipart upload (Upload's
 * default), so no half file is left under the key.
 */
export async function uploadExtractFile(options: {
  key: string;
  body: Readable;
  contentType: string;
  contentEncoding?: string;
  contentDisposition: string;
}): Promise<void> {
  const { Upload } = await import('@aws-sdk/lib-storage');
  const upload = new Upload({
    client: await s3(),
    params: {
      Bucket: bucketNamed('extracts'),
      Key: options.key,
      Body: options.body,
      ContentType: options.contentType,
      ContentDisposition: options.contentDisposition,
      ...(options.contentEncoding ? { ContentEncoding: options.contentEncoding } : {}),
    },
    // Two parts in flight of 5 MB each: what the consumer holds of a file at most, whatever its size.
    queueSize: 2,
    partSize: 5 * 1024 * 1024,
    leavePartsOnError: false,
  });
  await upload.done();
}
