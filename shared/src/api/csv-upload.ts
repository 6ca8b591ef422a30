import * as z from 'zod/mini';

/**
 * The body of a synchronous CSV upload (a hierarchy import, a section's member list): the file's name and its
 * bytes in base64 (`content_base64`), so the server detects the file's encoding itself (docs/imports.md): a
 * browser's readAsText would already have turned a Windows-1252 accent into "�". `content` (the file as
 * UTF-8 text) is still taken from clients that send text. 1,000,000 base64 characters are a 750,000-byte file,
 * inside the 1 MB request limit.
 */
export const csvUploadBodySchema = z.object({
  filename: z.string().check(z.maxLength(255)),
  content: z.optional(z.string().check(z.maxLength(900_000))),
  content_base64: z.optional(z.string().check(z.maxLength(1_000_000), z.regex(/^[A-Za-z0-9+/]*={0,2}$/))),
});
export type CsvUploadBody = z.infer<typeof csvUploadBodySchema>;
