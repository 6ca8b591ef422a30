/**
 * Hands a text file to the browser as a download. `bom` puts the UTF-8 byte-order mark first: spreadsheets
 * (Excel) read a CSV as UTF-8 only with it, and the text read from an answer has lost the server's.
 */
export function downloadText(filename: string, mediaType: string, content: string, { bom = false } = {}): void {
  const body = bom && !content.startsWith('\uFEFF') ? `\uFEFF${content}` : content;
  const url = URL.createObjectURL(new Blob([body], { type: `${mediaType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (some browsers read the URL asynchronously).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
