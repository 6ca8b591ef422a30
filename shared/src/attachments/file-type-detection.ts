import { fileExtension } from './file-name';
import { type AttachmentMessage, type UploadRule, validateUpload } from './upload-rules';

/**
 * spec 1 §5: "Type is detected from leading bytes, with fallbacks by MIME type and extension (csv and txt by
 * content)." The server runs this on the first bytes of every stored upload (the local S3 does not enforce
 * upload policies, and a renamed file must not pass as another type). 4 KB of leading bytes are enough.
 */
export const TYPE_DETECTION_SAMPLE_BYTES = 4096;

const ascii = (bytes: Uint8Array, offset: number, text: string): boolean =>
  bytes.length >= offset + text.length &&
  [...text].every((char, index) => bytes[offset + index] === char.charCodeAt(0));

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const includesAscii = (bytes: Uint8Array, text: string): boolean => {
  for (let offset = 0; offset + text.length <= bytes.length; offset += 1) if (ascii(bytes, offset, text)) return true;
  return false;
};

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ASF = [0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce, 0x6c];
const OLE2_TYPES = ['doc', 'xls', 'ppt', 'pub'];
const BMP_DIB_HEADER_SIZES = [12, 40, 52, 56, 64, 108, 124];

/** MIME types of the known upload types (first fallback when the bytes say nothing). */
export const MIME_TYPE_EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.ms-powerpoint': 'ppt',
  'application/x-mspublisher': 'pub',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.oasis.opendocument.text': 'odt',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods',
  'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/rtf': 'rtf',
  'application/zip': 'zip',
  'text/csv': 'csv',
  'text/plain': 'txt',
  'text/html': 'html',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/tiff': 'tiff',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/x-ms-wma': 'wma',
  'audio/midi': 'mid',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  'video/x-ms-wmv': 'wmv',
  'video/x-flv': 'flv',
};

export interface DetectionInput {
  /** The first bytes of the file (TYPE_DETECTION_SAMPLE_BYTES are enough). */
  bytes: Uint8Array;
  /** The MIME type the client declared, if any. */
  mimeType?: string;
  fileName?: string;
}

function mimeExtension(mimeType: string | undefined): string | undefined {
  return MIME_TYPE_EXTENSIONS[(mimeType ?? '').split(';')[0]!.trim().toLowerCase()];
}

/** True when the sample is text: no NUL byte and valid UTF-8 (a character cut by the sample's end is fine). */
export function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= Math.min(3, bytes.length); cut += 1) {
    try {
      decoder.decode(bytes.subarray(0, bytes.length - cut));
      return true;
    } catch {
      // a multi-byte character may be cut at the end of the sample: retry without its bytes
    }
  }
  return false;
}

function zipType(bytes: Uint8Array, extension: string): string {
  // OpenDocument: the first entry is "mimetype", stored uncompressed, holding the document's MIME type.
  if (ascii(bytes, 30, 'mimetype')) {
    if (ascii(bytes, 38, 'application/vnd.oasis.opendocument.text')) return 'odt';
    if (ascii(bytes, 38, 'application/vnd.oasis.opendocument.spreadsheet')) return 'ods';
    if (ascii(bytes, 38, 'application/vnd.oasis.opendocument.presentation')) return 'odp';
  }
  if (includesAscii(bytes, 'word/')) return 'docx';
  if (includesAscii(bytes, 'xl/')) return 'xlsx';
  if (includesAscii(bytes, 'ppt/')) return 'pptx';
  // Office entries may come after the sample: trust an Office extension on a zip container.
  return ['docx', 'xlsx', 'pptx'].includes(extension) ? extension : 'zip';
}

function signatureType(bytes: Uint8Array, extension: string, mimeType: string | undefined): string | undefined {
  if (ascii(bytes, 0, '%PDF')) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return extension === 'jpeg' ? 'jpeg' : 'jpg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0x50, 0x4b]) && (startsWith(bytes, [3, 4], 2) || startsWith(bytes, [5, 6], 2)))
    return zipType(bytes, extension);
  if (startsWith(bytes, OLE2)) {
    if (OLE2_TYPES.includes(extension)) return extension;
    const fromMime = mimeExtension(mimeType);
    return fromMime && OLE2_TYPES.includes(fromMime) ? fromMime : undefined;
  }
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'wav';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'AVI ')) return 'avi';
  if (ascii(bytes, 0, 'OggS')) return 'ogg';
  if (ascii(bytes, 0, 'FLV') && bytes[3] === 0x01) return 'flv';
  if (ascii(bytes, 0, 'MThd')) return 'mid';
  if (ascii(bytes, 4, 'ftyp')) return ascii(bytes, 8, 'qt  ') ? 'mov' : 'mp4';
  if (startsWith(bytes, ASF)) return extension === 'wma' || (mimeType ?? '').startsWith('audio/') ? 'wma' : 'wmv';
  if (ascii(bytes, 0, 'ID3') || (bytes[0] === 0xff && [0xfb, 0xf3, 0xf2, 0xfa].includes(bytes[1] ?? 0))) return 'mp3';
  if (ascii(bytes, 0, '{\\rtf')) return 'rtf';
  // "BM" alone would catch text ("BMW,…"): also require a known DIB header size at offset 14.
  if (
    ascii(bytes, 0, 'BM') &&
    BMP_DIB_HEADER_SIZES.includes((bytes[14] ?? 0) | ((bytes[15] ?? 0) << 8)) &&
    bytes[16] === 0 &&
    bytes[17] === 0
  ) {
    return 'bmp';
  }
  return undefined;
}

function textType(bytes: Uint8Array, extension: string, mimeType: string | undefined): string {
  const head = new TextDecoder('utf-8')
    .decode(bytes.subarray(0, 512))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (['csv', 'txt', 'html', 'htm'].includes(extension)) return extension;
  if (head.startsWith('<!doctype html') || head.startsWith('<html')) return 'html';
  const fromMime = mimeExtension(mimeType);
  return fromMime === 'csv' || fromMime === 'html' ? fromMime : 'txt';
}

/**
 * The file's type as an extension ("pdf", "docx", …): by leading bytes first; text content is csv when named
 * .csv or declared text/csv, html when named so or when it starts like an HTML document, txt otherwise; then
 * by declared MIME type; then by the name's extension. Undefined when nothing tells (an empty file without a
 * usable MIME type or extension, or an Office 97 container that is none of doc, xls, ppt, pub).
 */
export function detectFileType(input: DetectionInput): string | undefined {
  const extension = fileExtension(input.fileName ?? '');
  const { bytes, mimeType } = input;
  if (bytes.length > 0) {
    if (startsWith(bytes, OLE2)) return signatureType(bytes, extension, mimeType);
    const bySignature = signatureType(bytes, extension, mimeType);
    if (bySignature) return bySignature;
    if (looksLikeText(bytes)) return textType(bytes, extension, mimeType);
  }
  return mimeExtension(mimeType) ?? (extension === '' ? undefined : extension);
}

/**
 * The server's check of a stored upload: the detected type must satisfy the rule like the name did (size,
 * permitted type, known type). An undetectable type fails with the type message.
 */
export function validateStoredUpload(
  upload: { size: number; detectedType: string | undefined },
  rule: UploadRule,
): AttachmentMessage | undefined {
  return validateUpload({ name: `upload.${upload.detectedType ?? ''}`, size: upload.size }, rule);
}
