/**
 * A chosen file's bytes in base64, as the CSV uploads send them (`content_base64`): the server detects the
 * file's encoding (docs/imports.md), which reading it as text here would have decided wrongly for a
 * Windows-1252 file (every accent turned into "�"). Read with FileReader so it works wherever File does.
 */
export function readFileBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}
