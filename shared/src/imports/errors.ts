import type { CoursesMessageKey } from '../messages/courses';
import type { CsvMessageKey } from '../messages/csv';
import type { HierarchyMessageKey } from '../messages/hierarchy';

/**
 * The error codes of an import (spec 2 §8: "error codes are translated per log"). A row code marks one row (and
 * column) of a file whose other rows import; a file code refuses the whole file before anything is written; the
 * job code ends a run in `exception` with what was done kept. Each code's sentence is `imports.error.<code>`
 * (shared/src/messages/imports.ts, en and es), with the params the code names.
 */
export const IMPORT_ROW_ERROR_CODES = [
  /** A required column left blank: {column}. */
  'required',
  /** Longer than the column allows: {column}, {max}. */
  'too_long',
  /** Not a date in a format the import reads: {column}. */
  'invalid_date',
  /** A term's end on or before its start. */
  'end_before_start',
  /** Not true/false, yes/no or 1/0: {column}. */
  'invalid_boolean',
  /** The row's key appears on an earlier line of the same file: {line}. */
  'duplicate_in_file',
  /** Another record already uses this value where it must be unique: {column}. */
  'taken',
  /** The record changed while the row was written; importing the file again applies it. */
  'changed',
  // Users and academic data (docs/adr/0031-user-imports.md).
  /** Neither `email` nor `login_id` holds an email address: {column}. */
  'invalid_email',
  /** A role name the users file does not know: {column}, {role}. */
  'unknown_role',
  /** A role a file never gives (administrators, support, staff): {column}, {role}. */
  'role_not_importable',
  /** `status` neither active nor deleted: {column}. */
  'invalid_status',
  /** `locale` neither en nor es: {column}. */
  'invalid_locale',
  /** The directory refused the password (its policy): {column}. */
  'password_refused',
  /** A member holding an administrator's (or support, staff) role is not removed by a file. */
  'privileged_member',
  /** A date after today where the past is meant (a birthday): {column}. */
  'date_in_future',
  /** Not a year from 1900 to next year: {column}, {max}. */
  'invalid_year',
  /** A test score that is not a whole number on its scale: {column}, {min}, {max}. */
  'score_out_of_range',
  /** No member of the organisation has this email: {column}. */
  'user_not_member',
  /** Not one of the column's values: {column}, {values}. */
  'invalid_choice',
  /** No course of the import's folder has this code: {column}, {value}. */
  'unknown_course',
  /** No section of a course in the import's folder (or below) has this code: {column}, {value}. */
  'unknown_section',
  /** The section code is a section of another course than the row names: {column}, {value}. */
  'section_of_other_course',
  /** A site's category the node has no site category of that name: {name}. */
  'unknown_site_category',
  /** A hierarchy path outside the node the import runs on. */
  'outside_node',
  /** A hierarchy path deeper than the tree may go (spec 2 §9: 100 levels). */
  'too_deep',
  /** A new top-level folder where the tree has its 2 already (spec 2 §9). */
  'root_full',
  /** The node the row is written on was deleted meanwhile. */
  'node_gone',
] as const;
export type ImportRowErrorCode = (typeof IMPORT_ROW_ERROR_CODES)[number];

export const IMPORT_FILE_ERROR_CODES = [
  /** No object under the key (never uploaded, or removed): the file could not be read. */
  'file_missing',
  /** The header lacks a required column: {column}. */
  'missing_column',
  /** Nothing below the header. */
  'no_rows',
] as const;
export type ImportFileErrorCode = (typeof IMPORT_FILE_ERROR_CODES)[number];

export const IMPORT_JOB_ERROR_CODES = [
  /** A part of the file failed every attempt: rows {first} to {last} were not imported. */
  'chunk_failed',
  /** The file could not be read on any attempt: nothing was imported. */
  'read_failed',
] as const;
export type ImportJobErrorCode = (typeof IMPORT_JOB_ERROR_CODES)[number];

/**
 * The codes of an import log: the platform's, and the file reader's own catalogue keys (csv.file.*, csv.row.*:
 * a file that is not text or whose quotes do not close, a row holding "�" or cells past the header's), kept as
 * they are so one sentence serves the reader everywhere (functions/src/lib/csv, docs/imports.md).
 */
export type ImportErrorCode =
  | ImportRowErrorCode
  | ImportFileErrorCode
  | ImportJobErrorCode
  | CsvMessageKey
  | CoursesMessageKey
  | OneRosterMessageKey;

/** The OneRoster bundle reader's keys (hierarchy.oneroster.*, ADR 0030): a bundle's rows and whole-bundle refusals keep them. */
export type OneRosterMessageKey = Extract<HierarchyMessageKey, `hierarchy.oneroster.${string}`>;

/**
 * A code that is a catalogue key (it has a dot; the platform's codes have none): the file reader's csv.*, and
 * the courses rules' own keys (courses.*: the section editor's and the member upload's refusals), kept as
 * they are so a rule's sentence is written once, whichever way a row reaches it.
 */
const isCatalogueKey = (code: string): code is CsvMessageKey | CoursesMessageKey | OneRosterMessageKey =>
  code.includes('.');

/** The catalogue key of a code's sentence. */
export const importErrorKey = (
  code: ImportErrorCode,
): `imports.error.${string}` | CsvMessageKey | CoursesMessageKey | OneRosterMessageKey =>
  isCatalogueKey(code) ? code : `imports.error.${code}`;
