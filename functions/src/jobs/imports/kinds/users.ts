import {
  LOCALES,
  ORGANISATION_ROLES,
  USER_IMPORT_COLUMNS,
  USER_IMPORT_KEPT_ROLES,
  cleanName,
  compareCalendarDates,
  formatCalendarDateIso,
  parseCalendarDate,
  userImportRoleOf,
  type Locale,
  type Role,
} from '@tessera/shared';
import pLimit from 'p-limit';
import type { FirstSignIn, UserDirectory } from '../../../adapters/user-directory';
import {
  ensureAccount,
  getAccount,
  getMember,
  getOrganisation,
  listMembershipsOfUser,
  removeMembership,
  setAccountNames,
  writeMembership,
  type Member,
} from '../../../ports/identity';
import { RowRefused, rowError, type ChunkRow, type ImportKindRules, type RowError, type RowOutcome } from './kind';
import { checkRow, optionalBoolean, personEmailOf, personKeyOf } from './person-key';
import { saveProfileFields, type ProfileChanges } from './profile-changes';

/** Names and other text cells: at most this many characters (the profile form's and term form's limit). */
const TEXT_MAX = 255;
/** Rows written at once per chunk: each makes one to three directory calls (see user-directory.ts). */
export const USER_WRITE_PARALLELISM = 4;

export interface UserRow {
  email: string;
  firstName: string;
  lastName: string;
  /** The roles the file gives (null: blank, the member's are kept, a new member is a student). */
  roles: Role[] | null;
  status: 'active' | 'deleted';
  /** The new account's language (an existing account keeps the one its owner chose). */
  locale: Locale | null;
  password: string | null;
  profile: ProfileChanges;
}

function requiredText(values: Record<string, string>, column: string): string {
  const value = cleanName(values[column] ?? '');
  if (value === '') throw new RowRefused(rowError('required', column));
  if ([...value].length > TEXT_MAX) throw new RowRefused(rowError('too_long', column, { max: TEXT_MAX }));
  return value;
}

/** A text cell of the profile: undefined when blank (kept as stored). */
function optionalText(values: Record<string, string>, column: string): string | undefined {
  const value = cleanName(values[column] ?? '');
  if (value === '') return undefined;
  if ([...value].length > TEXT_MAX) throw new RowRefused(rowError('too_long', column, { max: TEXT_MAX }));
  return value;
}

/** Roles separated by ";", "," or "|" (Tessera's names or Canvas's), or null when the cell is blank. */
function rolesOf(values: Record<string, string>): Role[] | null {
  const names = (values.roles ?? '')
    .split(/[;,|]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0) return null;
  const roles = new Set<Role>();
  for (const name of names) {
    const role = userImportRoleOf(name);
    if (role) {
      roles.add(role);
      continue;
    }
    const kept = USER_IMPORT_KEPT_ROLES.find((candidate) => candidate === name.toLowerCase());
    throw new RowRefused(rowError(kept ? 'role_not_importable' : 'unknown_role', 'roles', { role: name }));
  }
  return [...roles];
}

function statusOf(values: Record<string, string>): UserRow['status'] {
  const value = (values.status ?? '').trim().toLowerCase();
  if (value === '' || value === 'active') return 'active';
  if (value === 'deleted') return 'deleted';
  throw new RowRefused(rowError('invalid_status', 'status'));
}

/** `en` or `es`, or a tag of either (`en-US`, `es_MX`: Canvas's and browsers' spellings). */
function localeOf(values: Record<string, string>): Locale | null {
  const value = (values.locale ?? '').trim().toLowerCase();
  if (value === '') return null;
  const language = /^([a-z]{2})(?:[-_][a-z0-9]+)*$/.exec(value)?.[1];
  if (language && (LOCALES as readonly string[]).includes(language)) return language as Locale;
  throw new RowRefused(rowError('invalid_locale', 'locale'));
}

/** A birthday: a date (ISO or MM/DD/YYYY) not after today (spec 2 §5), stored YYYY-MM-DD. */
function birthdayOf(values: Record<string, string>, today: Date): string | undefined {
  const value = (values.birthday ?? '').trim();
  if (value === '') return undefined;
  const date = parseCalendarDate(value);
  if (!date) throw new RowRefused(rowError('invalid_date', 'birthday'));
  const now = { year: today.getUTCFullYear(), month: today.getUTCMonth() + 1, day: today.getUTCDate() };
  if (compareCalendarDates(date, now) > 0) throw new RowRefused(rowError('date_in_future', 'birthday'));
  return formatCalendarDateIso(date);
}

/** The users file's rules on one row: what to write, or the row's first problem. */
export function userRowOf(values: Record<string, string>, today = new Date()): UserRow {
  const email = personEmailOf(values);
  const firstName = requiredText(values, 'first_name');
  const lastName = requiredText(values, 'last_name');
  const profile: ProfileChanges = {
    phone: optionalText(values, 'phone'),
    address: optionalText(values, 'address'),
    birthday: birthdayOf(values, today),
    gender: optionalText(values, 'gender'),
    ethnicity: optionalText(values, 'ethnicity'),
    race_details: optionalText(values, 'race_details'),
    first_generation_student: optionalBoolean(values, 'first_generation_student'),
    pell_eligibility: optionalBoolean(values, 'pell_eligibility'),
  };
  // Kept as typed (spaces may be part of a password); a cell of spaces only is blank.
  const password = (values.password ?? '').trim() === '' ? '' : (values.password ?? '');
  return {
    email,
    firstName,
    lastName,
    roles: rolesOf(values),
    status: statusOf(values),
    locale: localeOf(values),
    password: password === '' ? null : password,
    profile,
  };
}

/** The member's roles after the row: the file's (or, blank, the stored ones), plus the kept ones it holds. */
function rolesAfter(row: UserRow, existing: Member | null): Role[] {
  const held = existing?.roles ?? [];
  const kept = held.filter((role) => USER_IMPORT_KEPT_ROLES.includes(role));
  const given = row.roles ?? (existing ? held.filter((role) => !USER_IMPORT_KEPT_ROLES.includes(role)) : ['student']);
  const roles = new Set<Role>([...given, ...kept]);
  return ORGANISATION_ROLES.filter((role) => roles.has(role));
}

const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

interface Context {
  organizationId: string;
  directory: UserDirectory;
  /** The organisation signs its people in through SSO: the directory sends no invitation. */
  sso: boolean;
  now: Date;
}

/** A `deleted` row: the membership removed (the account stays, and the person's other organisations). */
async function removeMember(context: Context, row: UserRow): Promise<RowError | null> {
  const user = await context.directory.findUser(row.email);
  if (!user) return null;
  const member = await getMember(context.organizationId, user.userId);
  if (!member) return null;
  if (member.roles.some((role) => USER_IMPORT_KEPT_ROLES.includes(role))) return rowError('privileged_member');
  await removeMembership(context.organizationId, user.userId);
  return null;
}

/** The directory user of the row: found, or created set up for its first sign-in. */
async function directoryUserOf(context: Context, row: UserRow): Promise<string | RowError> {
  const found = await context.directory.findUser(row.email);
  if (found) {
    // Created by an earlier delivery with the file's password, which died before making it permanent.
    if (row.password && found.status === 'FORCE_CHANGE_PASSWORD') {
      if ((await context.directory.setPermanentPassword(row.email, row.password)) === 'password_refused')
        return rowError('password_refused', 'password');
    }
    return found.userId;
  }
  const firstSignIn: FirstSignIn = row.password ? { password: row.password } : context.sso ? 'sso' : 'invitation';
  const created = await context.directory.createUser(row.email, firstSignIn);
  if (created === 'password_refused') return rowError('password_refused', 'password');
  return created.userId;
}

/**
 * The account: created with the row's names and language; an existing one takes the row's names only when it
 * belongs to this organisation alone (a person in two organisations keeps the names they have).
 */
async function saveAccount(context: Context, userId: string, row: UserRow): Promise<void> {
  const account = await getAccount(userId);
  if (!account) {
    await ensureAccount(
      {
        userId,
        email: row.email,
        firstName: row.firstName,
        lastName: row.lastName,
        locale: row.locale ?? 'en',
        currentOrganizationId: context.organizationId,
      },
      context.now,
    );
    return;
  }
  if (account.firstName === row.firstName && account.lastName === row.lastName) return;
  const memberships = await listMembershipsOfUser(userId);
  if (memberships.every((membership) => membership.organizationId === context.organizationId))
    await setAccountNames(userId, row.firstName, row.lastName);
}

/** The membership: created (a student when the file names no role) or updated; unchanged, nothing written. */
async function saveMembership(context: Context, userId: string, row: UserRow): Promise<void> {
  const existing = await getMember(context.organizationId, userId);
  const roles = rolesAfter(row, existing);
  if (
    existing &&
    existing.email === row.email &&
    existing.firstName === row.firstName &&
    existing.lastName === row.lastName &&
    sameRoles(existing.roles, roles)
  )
    return;
  await writeMembership({
    organizationId: context.organizationId,
    userId,
    roles,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    avatarSmall: existing?.avatarSmall ?? null,
    searchName: '',
    joinedAt: existing?.joinedAt ?? context.now.toISOString(),
  });
}

/**
 * Writes one valid row by its natural key, the email. Each step reads first and writes only what differs, so
 * a redelivered chunk (or a delivery that died halfway) finds what was written and writes nothing again: the
 * directory user (found by its username, the email, never created twice), the account, the membership, then
 * the profile fields the row fills.
 */
async function importUser(context: Context, row: UserRow): Promise<RowError | null> {
  if (row.status === 'deleted') return removeMember(context, row);
  const userId = await directoryUserOf(context, row);
  if (typeof userId !== 'string') return userId;
  await saveAccount(context, userId, row);
  await saveMembership(context, userId, row);
  return saveProfileFields(context.organizationId, userId, row.profile, context.now);
}

export const usersImport: ImportKindRules = {
  kind: 'users',
  columns: USER_IMPORT_COLUMNS,
  naturalKey: personKeyOf,
  async importRows(organizationId, rows: readonly ChunkRow[]): Promise<RowOutcome[]> {
    const now = new Date();
    const checked = rows.map((row) => {
      if (row.duplicateOf !== undefined)
        return { row, error: rowError('duplicate_in_file', 'email', { line: row.duplicateOf }) };
      const result = checkRow(() => userRowOf(row.values, now));
      return result.ok ? { row, user: result.value } : { row, error: result.error };
    });
    const valid = checked.some((entry) => entry.user);
    // The directory client (the Cognito SDK) loads here, on the first users chunk, never at the consumer's init.
    const directory = valid ? (await import('../../../adapters/user-directory')).userDirectory() : null;
    const organisation = valid ? await getOrganisation(organizationId) : null;
    const context = directory && { organizationId, directory, sso: organisation?.wmSsoEnabled ?? false, now };
    const limit = pLimit(USER_WRITE_PARALLELISM);
    return Promise.all(
      checked.map((entry) =>
        limit(async (): Promise<RowOutcome> => {
          if (!entry.user || !context) return { line: entry.row.line, ok: false, error: entry.error! };
          const error = await importUser(context, entry.user);
          return error ? { line: entry.row.line, ok: false, error } : { line: entry.row.line, ok: true };
        }),
      ),
    );
  },
};
