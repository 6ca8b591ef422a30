/** File names of uploads (spec 1 §5, §9). */

/** spec 1 §9: max file name length 255, extension included. */
export const MAX_FILE_NAME_LENGTH = 255;

/**
 * spec 1 §5: characters other than alphanumerics, dot, underscore and hyphen become underscores (white space
 * included); the length is capped at 255 including the extension. "Alphanumerics" are the ASCII ones: the
 * name ends up in storage keys and download headers, where only those are safe. Each character (code point)
 * becomes one underscore, so "é" gives "_", not two. When the name is too long, the base name is shortened
 * and the extension kept; an extension that alone passes the cap is cut with the rest.
 */
export function cleanFileName(name: string): string {
  const cleaned = Array.from(name, (char) => (/^[A-Za-z0-9._-]$/.test(char) ? char : '_')).join('');
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot) : '';
  if (extension.length === 0 || extension.length >= MAX_FILE_NAME_LENGTH) return cleaned.slice(0, MAX_FILE_NAME_LENGTH);
  return cleaned.slice(0, MAX_FILE_NAME_LENGTH - extension.length) + extension;
}

/**
 * The extension of a file name, lower case, without the dot ("Report.PDF" → "pdf"); "" when there is none.
 * A leading dot alone (".bashrc") is not an extension.
 */
export function fileExtension(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}
