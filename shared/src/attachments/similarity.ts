import { type AttachmentsMessageKey } from '../messages/attachments';
import { isSimilaritySupportedType } from './file-types';
import { BYTES_PER_MB } from './upload-rules';

/** Similarity (plagiarism) checking rules (spec 1 §5, §6, §8, §9). */

/** spec 1 §9: the service's limits. */
export const SIMILARITY_MAX_PAGES = 800;
export const SIMILARITY_MAX_SIZE_MB = 100;

/** spec 1 §9: score bands, by their lower bound. */
export const SIMILARITY_BANDS = [75, 50, 25, 1, 0] as const;
export type SimilarityBand = (typeof SIMILARITY_BANDS)[number];

/**
 * The band of a similarity score (a percentage): the highest band whose lower bound the score reaches, so
 * 75–100 → 75, 50–74 → 50, 25–49 → 25, 1–24 → 1 and below 1 → 0. A score not (yet) known has no band.
 */
export function similarityBand(score: number | null | undefined): SimilarityBand | undefined {
  if (score === null || score === undefined || !Number.isFinite(score)) return undefined;
  return SIMILARITY_BANDS.find((band) => score >= band) ?? 0;
}

/** spec 1 §8: the error codes the service reports. */
export const SIMILARITY_ERROR_CODES = [
  'UNSUPPORTED_FILETYPE',
  'PROCESSING_ERROR',
  'CANNOT_EXTRACT_TEXT',
  'TOO_LITTLE_TEXT',
  'TOO_MUCH_TEXT',
  'TOO_MANY_PAGES',
  'FILE_LOCKED',
  'CORRUPT_FILE',
  'FILE_TOO_LARGE',
  'EMPTY_FILE',
] as const;
export type SimilarityErrorCode = (typeof SIMILARITY_ERROR_CODES)[number];

const ERROR_MESSAGES: Record<SimilarityErrorCode, AttachmentsMessageKey> = {
  UNSUPPORTED_FILETYPE: 'attachments.similarity.unsupported_filetype',
  PROCESSING_ERROR: 'attachments.similarity.processing_error',
  CANNOT_EXTRACT_TEXT: 'attachments.similarity.not_enough_text',
  TOO_LITTLE_TEXT: 'attachments.similarity.not_enough_text',
  TOO_MUCH_TEXT: 'attachments.similarity.too_much_text',
  TOO_MANY_PAGES: 'attachments.similarity.too_many_pages',
  FILE_LOCKED: 'attachments.similarity.file_locked',
  CORRUPT_FILE: 'attachments.similarity.corrupt_file',
  FILE_TOO_LARGE: 'attachments.similarity.file_too_large',
  EMPTY_FILE: 'attachments.similarity.empty_file',
};

/** spec 1 §8: the message for an error code; PROCESSING_ERROR's message for any other code ("and default"). */
export function similarityErrorMessageKey(code: string | null | undefined): AttachmentsMessageKey {
  return (SIMILARITY_ERROR_CODES as readonly string[]).includes(code ?? '')
    ? ERROR_MESSAGES[code as SimilarityErrorCode]
    : ERROR_MESSAGES.PROCESSING_ERROR;
}

/**
 * spec 1 §8: "Files that fail similarity can still be submitted." A similarity error never blocks submission.
 * Nothing reads it yet: submitting with similarity results will (its behaviour test arrives with it).
 */
export const SIMILARITY_FAILURE_BLOCKS_SUBMISSION = false;

/**
 * The checks we can make before sending a file to the service, with the code the service would give:
 * unsupported type, empty file, over 100 MB, over 800 pages (when the page count is known).
 */
export function similarityPrecheck(file: {
  name: string;
  size: number;
  pages?: number;
}): SimilarityErrorCode | undefined {
  if (!isSimilaritySupportedType(file.name)) return 'UNSUPPORTED_FILETYPE';
  if (file.size === 0) return 'EMPTY_FILE';
  if (file.size > SIMILARITY_MAX_SIZE_MB * BYTES_PER_MB) return 'FILE_TOO_LARGE';
  if (file.pages !== undefined && file.pages > SIMILARITY_MAX_PAGES) return 'TOO_MANY_PAGES';
  return undefined;
}
