import { MIME_TYPE_EXTENSIONS } from '@tessera/shared';

/** The Content-Type an admitted file is stored and downloaded as: its detected type's, never the declared one. */
export function contentTypeOf(type: string): string {
  if (type === 'html') return 'application/octet-stream';
  return (
    Object.entries(MIME_TYPE_EXTENSIONS).find(([, ext]) => ext === (type === 'jpeg' ? 'jpg' : type))?.[0] ??
    'application/octet-stream'
  );
}

/** The presenter lives in the port so the contexts that show a file (a portfolio's) answer it the same. */
export { presentAttachment } from '../../ports/attachments';
