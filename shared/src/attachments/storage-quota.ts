import { BYTES_PER_MB, MB_PER_GB } from './upload-rules';

/**
 * Per-user storage (issue 14 "quotas and abuse"). The spec sets no total, only per-file maxima (2048 MB an
 * attachment); this total keeps one account from filling the bucket: five maximum-size attachments fit.
 * Only admitted files count; an upload is refused before it is signed when it cannot fit.
 */
export const USER_STORAGE_QUOTA_MB = 10 * MB_PER_GB;
export const USER_STORAGE_QUOTA_BYTES = USER_STORAGE_QUOTA_MB * BYTES_PER_MB;

export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

/** True when a file of `size` bytes still fits beside what the user already stores. */
export function fitsStorageQuota(usage: StorageUsage, size: number): boolean {
  return usage.usedBytes + size <= usage.quotaBytes;
}
