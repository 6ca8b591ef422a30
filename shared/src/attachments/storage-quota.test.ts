import { BYTES_PER_MB } from './upload-rules';
import { USER_STORAGE_QUOTA_BYTES, fitsStorageQuota } from './storage-quota';

describe('per-user storage quota (issue 14: uploads beyond limits refused before signing)', () => {
  it('is 10 GB: five attachments of the 2048 MB maximum fit, a sixth byte does not', () => {
    expect(USER_STORAGE_QUOTA_BYTES).toBe(10 * 1024 * BYTES_PER_MB);
    const usage = { usedBytes: 4 * 2048 * BYTES_PER_MB, quotaBytes: USER_STORAGE_QUOTA_BYTES };
    expect(fitsStorageQuota(usage, 2048 * BYTES_PER_MB)).toBe(true);
    expect(fitsStorageQuota(usage, 2048 * BYTES_PER_MB + 1)).toBe(false);
  });

  it('lets a file fill the space exactly, and refuses any file once it is full', () => {
    expect(fitsStorageQuota({ usedBytes: 90, quotaBytes: 100 }, 10)).toBe(true);
    expect(fitsStorageQuota({ usedBytes: 100, quotaBytes: 100 }, 1)).toBe(false);
  });
});
