import { fileExtension } from './file-name';

/** Type lists of spec 1 §5, §9 (extensions, lower case, in the spec's order). */

/** spec 1 §9: known upload types. Every upload must be one of these, whatever else is permitted. */
export const KNOWN_UPLOAD_TYPES = [
  'mov',
  'mp4',
  'avi',
  'bmp',
  'csv',
  'txt',
  'zip',
  'docx',
  'ods',
  'odp',
  'pptx',
  'odt',
  'xlsx',
  'doc',
  'ppt',
  'pub',
  'xls',
  'rtf',
  'pdf',
  'jpg',
  'jpeg',
  'tiff',
  'png',
  'gif',
  'mp3',
  'html',
  'wav',
  'ogg',
  'wmv',
  'wma',
  'flv',
  'mid',
] as const;

/** spec 1 §9: types the similarity service accepts. */
export const SIMILARITY_SUPPORTED_TYPES = [
  'pdf',
  'doc',
  'ppt',
  'pps',
  'xls',
  'docx',
  'pptx',
  'ppsx',
  'xlsx',
  'ps',
  'rtf',
  'htm',
  'html',
  'wpd',
  'odt',
  'txt',
] as const;

/** spec 1 §9: third-party-storage preview types. */
export const PREVIEW_TYPES = [
  'doc',
  'docx',
  'odt',
  'txt',
  'rtf',
  'pdf',
  'xls',
  'xlsx',
  'ods',
  'ppt',
  'pptx',
  'odp',
  'mov',
  'avi',
  'mp4',
  'wmv',
  'mp3',
  'wav',
  'wma',
  'jpg',
  'jpeg',
  'gif',
  'tiff',
  'png',
  'bmp',
] as const;

/** spec 1 §5: image types (image, gallery and multimedia images). */
export const IMAGE_TYPES = ['jpg', 'jpeg', 'gif', 'tiff', 'png', 'bmp'] as const;

/** spec 1 §9, spec 2 §5, spec 3 §5: cover, avatar and logo types. */
export const COVER_IMAGE_TYPES = ['jpg', 'jpeg', 'png', 'bmp'] as const;
export const AVATAR_TYPES = COVER_IMAGE_TYPES;
export const LOGO_TYPES = COVER_IMAGE_TYPES;

/** spec 1 §9: cloud documents (documents, spreadsheets, presentations, drawings) convert to pdf. */
export const CLOUD_DOCUMENT_KINDS = ['document', 'spreadsheet', 'presentation', 'drawing'] as const;
export type CloudDocumentKind = (typeof CLOUD_DOCUMENT_KINDS)[number];
export const CLOUD_DOCUMENT_EXPORT_TYPE = 'pdf';

/**
 * The extension a cloud-drive file is downloaded as: cloud documents become pdf, other files keep the
 * extension of their name.
 */
export function cloudDriveDownloadType(file: { name: string; kind?: string }): string {
  return (CLOUD_DOCUMENT_KINDS as readonly string[]).includes(file.kind ?? '')
    ? CLOUD_DOCUMENT_EXPORT_TYPE
    : fileExtension(file.name);
}

const has = (list: readonly string[], name: string): boolean => list.includes(fileExtension(name));

export const isKnownUploadType = (fileName: string): boolean => has(KNOWN_UPLOAD_TYPES, fileName);
export const isSimilaritySupportedType = (fileName: string): boolean => has(SIMILARITY_SUPPORTED_TYPES, fileName);
export const isPreviewType = (fileName: string): boolean => has(PREVIEW_TYPES, fileName);
export const isImageType = (fileName: string): boolean => has(IMAGE_TYPES, fileName);

/**
 * The categories a file component may permit instead of a list of extensions: the template editor's
 * "Documents", "Images", "Videos" and "Audio" store the category's name as file_type. The spec names no such
 * groups; each stands for the known upload types of its kind (documents: word processing, spreadsheets,
 * presentations, PDF and plain text; HTML and zip are in none). This one registry expands a stored name
 * wherever types are checked: the browser's file chooser and hint, the presign, the admission by bytes and the
 * previous-uploads filter (parsePermittedTypes).
 */
export const FILE_TYPE_CATEGORIES = {
  document: ['pdf', 'doc', 'docx', 'odt', 'rtf', 'txt', 'csv', 'xls', 'xlsx', 'ods', 'ppt', 'pptx', 'odp', 'pub'],
  image: IMAGE_TYPES,
  video: ['mov', 'mp4', 'avi', 'wmv', 'flv'],
  audio: ['mp3', 'wav', 'ogg', 'wma', 'mid'],
} as const satisfies Record<string, readonly (typeof KNOWN_UPLOAD_TYPES)[number][]>;
export type FileTypeCategory = keyof typeof FILE_TYPE_CATEGORIES;

const categoryTypes = (entry: string): readonly string[] =>
  Object.hasOwn(FILE_TYPE_CATEGORIES, entry) ? FILE_TYPE_CATEGORIES[entry as FileTypeCategory] : [entry];

/** A component's permitted types: 'any' (spec 1 §5 default) or a list of extensions. */
export type PermittedTypes = 'any' | readonly string[];

/** spec 1 §5: default attachment file_type is any. */
export const DEFAULT_ATTACHMENT_FILE_TYPE: PermittedTypes = 'any';

/**
 * Reads a component's file_type setting: 'any', a category ("document", FILE_TYPE_CATEGORIES), a
 * comma-separated string ("pdf, .DOCX") or a list. Entries are trimmed, lower-cased, stripped of a leading dot,
 * categories expanded to their extensions, and de-duplicated; nothing (or 'any' among them) means any.
 */
export function parsePermittedTypes(value: string | readonly string[] | null | undefined): PermittedTypes {
  const entries = (typeof value === 'string' ? value.split(',') : (value ?? []))
    .map((entry) => entry.trim().toLowerCase().replace(/^\./, ''))
    .filter((entry) => entry !== '');
  if (entries.length === 0 || entries.includes('any')) return 'any';
  return [...new Set(entries.flatMap(categoryTypes))];
}

/**
 * The file chooser's `accept` attribute for permitted types: their known extensions (".pdf,.docx"); for 'any',
 * every known upload type, since nothing else can be admitted (spec 1 §9). Empty (the chooser offers
 * everything) only when no permitted type is known; the rule then refuses what is chosen.
 */
export function acceptAttribute(permitted: PermittedTypes): string {
  const known = KNOWN_UPLOAD_TYPES as readonly string[];
  const types = permitted === 'any' ? known : permitted.filter((type) => known.includes(type));
  return types.map((type) => `.${type}`).join(',');
}

/** Roles that submit work (spec 1 §6: only submitter and intern may submit). */
const SUBMITTER_ROLES: readonly string[] = ['submitter', 'intern'];

/**
 * spec 1 §5: with plagiarism checking enabled and a submitting role, types are filtered to the
 * similarity-supported list ('any' becomes that list; a list keeps only its supported entries).
 */
export function permittedUploadTypes(
  fileType: PermittedTypes,
  context: { plagiarismEnabled?: boolean; workflowRole?: string } = {},
): PermittedTypes {
  const filter = context.plagiarismEnabled === true && SUBMITTER_ROLES.includes(context.workflowRole ?? '');
  if (!filter) return fileType;
  if (fileType === 'any') return [...SIMILARITY_SUPPORTED_TYPES];
  return fileType.filter((type) => (SIMILARITY_SUPPORTED_TYPES as readonly string[]).includes(type));
}

/** True when the file's extension is permitted ('any' permits every extension). */
export function isPermittedType(fileName: string, permitted: PermittedTypes): boolean {
  return permitted === 'any' || permitted.includes(fileExtension(fileName));
}
