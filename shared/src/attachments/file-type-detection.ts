import { fileTypeFromBuffer } from 'file-type/core';
import { fileExtension } from './file-name';
import { type AttachmentMessage, type UploadRule, validateUpload } from './upload-rules';

/**
 * spec 1 §5: "Type is detected from leading bytes, with fallbacks by MIME type and extension (csv and txt by
 * content)." The server runs this on the first bytes of every stored upload (the local S3 does not enforce
 * upload policies, and a renamed file must not pass as another type). The leading bytes are read by the
 * maintained `file-type` (its buffer detection from `file-type/core`: no Node streams); what it cannot tell
 * apart is decided here from the name or declared MIME type (Office 97 containers, ASF audio or video), and
 * what it does not detect at all (text) by content.
 */

/** file-type's "reasonable detection size": enough leading bytes for every type below. */
export const TYPE_DETECTION_SAMPLE_BYTES = 4100;

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

const OLE2_TYPES = ['doc', 'xls', 'ppt', 'pub'];
const OFFICE_ZIP_TYPES = ['docx', 'xlsx', 'pptx'];
const IMAGE_TYPES = ['png', 'jpg', 'gif', 'bmp', 'tiff'];
/** file-type's names where ours differ (ours are the extensions the upload rules list). */
const SAME_TYPE: Readonly<Record<string, string>> = {
  tif: 'tiff',
  m4v: 'mp4',
  oga: 'ogg',
  ogv: 'ogg',
  ogm: 'ogg',
  opus: 'ogg',
  spx: 'ogg',
  midi: 'mid',
};

/** Markup a browser would run if the file were ever rendered as HTML. */
const ACTIVE_MARKUP = /<(?:!doctype\s+html|html|head|body|script|iframe|object|embed|svg|form|meta|link|style)[\s>/]/i;

/**
 * True when an image's leading bytes also carry HTML: a polyglot (a valid GIF header followed by a page) that
 * a content-sniffing browser or a wrongly set Content-Type would render and run. Image data is binary, so
 * these tags do not turn up by chance in the first 4 KB.
 */
function carriesHtml(bytes: Uint8Array): boolean {
  return ACTIVE_MARKUP.test(new TextDecoder('latin1').decode(bytes));
}

const BMP_DIB_HEADER_SIZES = [12, 40, 52, 56, 64, 108, 124];
/** Types file-type knows by two or three printable bytes, which a text file may well start with. */
const SHORT_PRINTABLE_SIGNATURES = ['exe', 'bz2', 'mpc'];

/**
 * False when file-type's answer rests on a signature that text starts with by chance: "BM" is a bitmap only
 * with a known DIB header size after the 14-byte file header ("BMW,Audi" is a CSV), "MZ" or "BZh" in a
 * sample that is all text is text.
 */
function plausible(detected: string, bytes: Uint8Array): boolean {
  if (detected === 'bmp') {
    const dibHeaderSize = (bytes[14] ?? 0) | ((bytes[15] ?? 0) << 8);
    return BMP_DIB_HEADER_SIZES.includes(dibHeaderSize) && bytes[16] === 0 && bytes[17] === 0;
  }
  return !(SHORT_PRINTABLE_SIGNATURES.includes(detected) && looksLikeText(bytes));
}

const includesAscii = (bytes: Uint8Array, text: string): boolean =>
  new TextDecoder('latin1').decode(bytes).includes(text);

/** Our type for what file-type found, using the name and MIME type where the container alone does not tell. */
function fromSignature(detected: string, bytes: Uint8Array, extension: string, mimeType: string | undefined) {
  switch (detected) {
    case 'jpg':
      return extension === 'jpeg' ? 'jpeg' : 'jpg';
    case 'cfb': {
      // An Office 97 container: doc, xls, ppt and pub look alike; trust the name, then the declared type.
      if (OLE2_TYPES.includes(extension)) return extension;
      const fromMime = mimeExtension(mimeType);
      return fromMime && OLE2_TYPES.includes(fromMime) ? fromMime : undefined;
    }
    case 'asf':
      return extension === 'wma' || (mimeType ?? '').startsWith('audio/') ? 'wma' : 'wmv';
    case 'zip':
      // file-type reads [Content_Types].xml when it comes first (Word, Excel, PowerPoint write it first);
      // other writers may put it after the sample: then the part folders, or an Office name, tell.
      if (includesAscii(bytes, 'word/')) return 'docx';
      if (includesAscii(bytes, 'xl/')) return 'xlsx';
      if (includesAscii(bytes, 'ppt/')) return 'pptx';
      return OFFICE_ZIP_TYPES.includes(extension) ? extension : 'zip';
    default:
      return SAME_TYPE[detected] ?? detected;
  }
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

/** The text types the spec lets the declaration name when the bytes say nothing (spec 1 §5 "csv and txt"). */
const DECLARED_TEXT_TYPES = ['csv', 'txt'];

/**
 * Text in a single-byte encoding other than UTF-8 (a spreadsheet's CSV export in Windows-1252) holds no NUL
 * byte; executables and other binary data do within their first 4 KB.
 */
const couldBeLegacyText = (bytes: Uint8Array): boolean => !bytes.includes(0);

/**
 * The file's type as an extension ("pdf", "docx", …): by leading bytes first (file-type); an image whose
 * leading bytes also hold HTML is "html"; text content is csv when named .csv or declared text/csv, html when
 * named so or when it starts like an HTML document, txt otherwise. Bytes that nothing identifies are taken for
 * what the declaration (MIME type, then name) says only when that is csv or txt in an encoding other than
 * UTF-8; anything else is undefined, so an executable named cv.pdf is refused (issue 21, probe finding 7).
 * Undefined too when nothing tells (an empty file without a usable MIME type or extension, or an Office 97
 * container that is none of doc, xls, ppt, pub).
 */
export async function detectFileType(input: DetectionInput): Promise<string | undefined> {
  const extension = fileExtension(input.fileName ?? '');
  const { bytes, mimeType } = input;
  const declared = mimeExtension(mimeType) ?? (extension === '' ? undefined : extension);
  if (bytes.length === 0) return declared;
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && plausible(detected.ext, bytes)) {
    const type = fromSignature(detected.ext, bytes, extension, mimeType);
    return type !== undefined && IMAGE_TYPES.includes(type === 'jpeg' ? 'jpg' : type) && carriesHtml(bytes)
      ? 'html'
      : type;
  }
  if (looksLikeText(bytes)) return textType(bytes, extension, mimeType);
  return declared !== undefined && DECLARED_TEXT_TYPES.includes(declared) && couldBeLegacyText(bytes)
    ? declared
    : undefined;
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
