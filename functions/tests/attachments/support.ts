import { readFileSync } from 'node:fs';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { admitUpload, presignUpload, type Attachment, type PresignedUpload } from '@tessera/shared';
import { demoUserId } from '../support/fixtures';
import { invoke, type Answer, type Caller } from '../support/invoke';

export type { Attachment, PresignedUpload };

export interface ErrorBody {
  code: string;
  message: string;
  fields: Record<string, string>;
}

const root = new URL('../../../', import.meta.url).pathname;

/** A file of fixtures/uploads (fixtures/README.md says how each was made). */
export const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(`${root}fixtures/uploads/${name}`));

export async function userIdOf(caller: Caller): Promise<string> {
  if (typeof caller === 'string') return demoUserId(caller);
  return 'sub' in caller ? caller.sub : caller.userId;
}

/** POST .../presigned-url for `as`'s own files. */
export async function presign(
  as: Caller,
  body: Record<string, unknown>,
  language = 'en',
): Promise<Answer<PresignedUpload & ErrorBody>> {
  return invoke<PresignedUpload & ErrorBody>(presignUpload, {
    as,
    path: { id: await userIdOf(as) },
    body,
    headers: { 'accept-language': language },
  });
}

/** What a browser does with a presigned POST: the policy's fields, then the file, as multipart/form-data. */
export async function postToStorage(signed: PresignedUpload, bytes: Uint8Array, name = 'upload'): Promise<number> {
  const form = new FormData();
  for (const [field, value] of Object.entries(signed.fields)) form.append(field, value);
  form.append('file', new Blob([bytes]), name);
  const answer = await fetch(signed.url, { method: 'POST', body: form });
  await answer.arrayBuffer();
  return answer.status;
}

export async function admit(as: Caller, key: string, extra: Record<string, unknown> = {}, language = 'en') {
  return invoke<Attachment & ErrorBody>(admitUpload, {
    as,
    path: { id: await userIdOf(as) },
    body: { key, ...extra },
    headers: { 'accept-language': language },
  });
}

/** Presign, upload `bytes`, admit: the whole browser flow. `declare` overrides what the browser declares. */
export async function upload(
  as: Caller,
  fileName: string,
  bytes: Uint8Array,
  declare: Record<string, unknown> = {},
): Promise<{ signed: PresignedUpload; admitted: Answer<Attachment & ErrorBody> }> {
  const signed = await presign(as, { file_name: fileName, file_size: bytes.byteLength, file_type: '', ...declare });
  if (signed.status !== 200) throw new Error(`presign refused: ${JSON.stringify(signed.body)}`);
  expect(await postToStorage(signed.body, bytes)).toBeLessThan(300);
  return { signed: signed.body, admitted: await admit(as, signed.body.key) };
}

/** True when the uploads bucket holds `key` (read with the emulator's endpoint, as the functions do). */
export async function isStored(key: string): Promise<boolean> {
  const client = new S3Client({
    region: process.env.AWS_REGION ?? 'us-east-1',
    endpoint: process.env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await client.send(new HeadObjectCommand({ Bucket: process.env.UPLOADS_BUCKET, Key: key }));
    return true;
  } catch {
    return false;
  }
}
