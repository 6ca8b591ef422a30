import { ACADEMIC_DATA_IMPORT_COLUMNS, TEST_NAMES, TEST_SCORE_RANGES, cleanName } from '@tessera/shared';
import pLimit from 'p-limit';
import { getMember } from '../../../ports/identity';
import { RowRefused, rowError, type ChunkRow, type ImportKindRules, type RowOutcome } from './kind';
import { checkRow, optionalBoolean, personEmailOf, personKeyOf } from './person-key';
import { saveProfileFields, type ProfileChanges } from './profile-changes';

/** Text cells: at most this many characters (as the users file's). */
const TEXT_MAX = 255;
/** Rows written at once per chunk: each finds its member in the directory (see user-directory.ts). */
export const ACADEMIC_WRITE_PARALLELISM = 4;

/** The earliest year of admission (as the profile form takes it); the latest is next year. */
const FIRST_ADMISSION_YEAR = 1900;

function optionalText(values: Record<string, string>, column: string): string | undefined {
  const value = cleanName(values[column] ?? '');
  if (value === '') return undefined;
  if ([...value].length > TEXT_MAX) throw new RowRefused(rowError('too_long', column, { max: TEXT_MAX }));
  return value;
}

const WHOLE_NUMBER = /^\d+$/;

function yearOf(values: Record<string, string>, today: Date): number | undefined {
  const value = (values.year_of_admission ?? '').trim();
  if (value === '') return undefined;
  const max = today.getUTCFullYear() + 1;
  const year = Number(value);
  if (!WHOLE_NUMBER.test(value) || year < FIRST_ADMISSION_YEAR || year > max)
    throw new RowRefused(rowError('invalid_year', 'year_of_admission', { max }));
  return year;
}

/** The scores the row gives, each a whole number on its test's scale (spec 2 §3 test_scores). */
function scoresOf(values: Record<string, string>): Record<string, number> {
  const scores: Record<string, number> = {};
  for (const test of TEST_NAMES) {
    const column = test.toLowerCase();
    const value = (values[column] ?? '').trim();
    if (value === '') continue;
    const score = Number(value);
    const range = TEST_SCORE_RANGES[test];
    if (!WHOLE_NUMBER.test(value) || score < range.min || score > range.max)
      throw new RowRefused(rowError('score_out_of_range', column, { min: range.min, max: range.max }));
    scores[test] = score;
  }
  return scores;
}

export interface AcademicRow {
  email: string;
  profile: ProfileChanges;
}

/** The academic-data file's rules on one row (spec 2 §5's profile rules): the fields to write, or its problem. */
export function academicRowOf(values: Record<string, string>, today = new Date()): AcademicRow {
  const email = personEmailOf(values);
  return {
    email,
    profile: {
      major: optionalText(values, 'major'),
      year_of_admission: yearOf(values, today),
      transfer_student: optionalBoolean(values, 'transfer_student'),
      class_level: optionalText(values, 'class_level'),
      academic_program: optionalText(values, 'academic_program'),
      test_scores: scoresOf(values),
    },
  };
}

/**
 * The academic-data kind: each row's academic profile fields written to the member's profile in this
 * organisation. The member is found by the email: the directory's user of that username, then its membership
 * of this organisation; a person who is not a member is refused (`user_not_member`), never created here.
 */
export const academicDataImport: ImportKindRules = {
  kind: 'academic-data',
  columns: ACADEMIC_DATA_IMPORT_COLUMNS,
  naturalKey: personKeyOf,
  async importRows(organizationId, rows: readonly ChunkRow[]): Promise<RowOutcome[]> {
    const now = new Date();
    const checked = rows.map((row) => {
      if (row.duplicateOf !== undefined)
        return { row, error: rowError('duplicate_in_file', 'email', { line: row.duplicateOf }) };
      const result = checkRow(() => academicRowOf(row.values, now));
      return result.ok ? { row, academic: result.value } : { row, error: result.error };
    });
    // The directory client (the Cognito SDK) loads here, on the first chunk that needs it.
    const directory = checked.some((entry) => entry.academic)
      ? (await import('../../../adapters/user-directory')).userDirectory()
      : null;
    const limit = pLimit(ACADEMIC_WRITE_PARALLELISM);
    return Promise.all(
      checked.map((entry) =>
        limit(async (): Promise<RowOutcome> => {
          const { line } = entry.row;
          if (!entry.academic || !directory) return { line, ok: false, error: entry.error! };
          const user = await directory.findUser(entry.academic.email);
          const member = user ? await getMember(organizationId, user.userId) : null;
          const column = (entry.row.values.email ?? '').trim() === '' ? 'login_id' : 'email';
          if (!user || !member) return { line, ok: false, error: rowError('user_not_member', column) };
          const error = await saveProfileFields(organizationId, user.userId, entry.academic.profile, now);
          return error ? { line, ok: false, error } : { line, ok: true };
        }),
      ),
    );
  },
};
