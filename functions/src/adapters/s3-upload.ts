/**
 * @aws-sdk/lib-storage's Upload (one PutObject for a small body, a multipart upload of parts for a larger one),
 * in a module of its own so that only the writer of a streamed file (an import's error report) loads it, on
 * its first call (ADR 0024: what few calls need is never loaded at init).
 */
export { Upload } from '@aws-sdk/lib-storage';
