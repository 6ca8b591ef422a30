/**
 * The S3 client, the commands and the POST presigner the uploads bucket's adapter uses (object-storage.ts), in a
 * module of their own so that the adapter loads them on its first S3 call: about 180 KB that no cold start and
 * no read needs (ADR 0024). Named exports only, so the bundle keeps just these commands.
 */
export {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
export { createPresignedPost } from '@aws-sdk/s3-presigned-post';
