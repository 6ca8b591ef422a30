/** The storage refused or never answered the browser's POST (spec 1 §8 "upload file to S3 error"). */
export class StorageUploadError extends Error {
  constructor(readonly status: number) {
    super(`storage answered ${status}`);
    this.name = 'StorageUploadError';
  }
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

/**
 * POSTs a file straight to S3 with the presigned form (docs/adr/0019; attachments and import files): the policy's fields first, as given,
 * the file last (S3 ignores fields after it). XMLHttpRequest rather than fetch because only XHR reports
 * upload progress, which the dialog's progress bar shows. Resolves on a 2xx; an abort rejects with an
 * AbortError so the caller can tell it from a failure.
 */
export function postToStorage(
  form: { url: string; fields: Record<string, string> },
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    body.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', form.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress({ loaded: file.size, total: file.size });
        resolve();
      } else reject(new StorageUploadError(request.status));
    };
    request.onerror = () => reject(new StorageUploadError(0));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (signal) {
      if (signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      signal.addEventListener('abort', () => request.abort(), { once: true });
    }
    request.send(body);
  });
}
