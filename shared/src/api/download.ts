import * as z from 'zod/mini';
import { cleanFileName } from '../attachments/file-name';

/**
 * File answers (contracts with `produces: 'text/csv'`): the use case returns the file's name and text; the
 * HTTP stack sends the text as the body and the name in Content-Disposition, cleaned as upload names are
 * (spec 1 §5: only [A-Za-z0-9._-], so the header needs no escaping and cannot be split). A client reading the
 * answer rebuilds the same object with downloadFromResponse.
 */
export const csvDownloadSchema = z.object({
  filename: z.string().check(z.minLength(1)).check(z.maxLength(255)),
  content: z.string(),
});
export type CsvDownload = z.infer<typeof csvDownloadSchema>;

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** The Content-Disposition of a download: `attachment; filename="<cleaned name>"`. */
export function attachmentDisposition(filename: string): string {
  return `attachment; filename="${cleanFileName(filename) || 'download'}"`;
}

/** The file name a Content-Disposition header names (null when it names none). */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  const match = /filename="([^"]*)"/i.exec(header ?? '') ?? /filename=([^;\s]+)/i.exec(header ?? '');
  return match?.[1] ? match[1] : null;
}

/** A download's answer (body text and Content-Disposition) as the object the contract's response names. */
export function downloadFromResponse(text: string, disposition: string | null | undefined): CsvDownload {
  return { filename: fileNameFromDisposition(disposition) ?? 'download.csv', content: text };
}
