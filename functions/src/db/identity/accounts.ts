import type { Locale } from '@tessera/shared';
import { batchGetAttributes } from '../batch';
import { getItem, createItem, updateItem } from '../items';
import { put, transactWrite, update } from '../transaction';
import { where } from '../expressions';
import { accountEntity, type Account, type LatestSession } from './entities/account';
import { sessionEntity } from './entities/session';

export type { Account };

/** Access pattern "account by user id": GetItem USER#<userId> / ACCOUNT. */
export function getAccount(userId: string): Promise<Account | null> {
  return getItem(accountEntity, { userId });
}

/** What the account-and-login-data extract reads of an account. */
export type AccountSignIn = Pick<Account, 'userId' | 'locale' | 'signEula' | 'latestSession' | 'createdAt'>;

/**
 * Access pattern "accounts' sign-in fields by user ids" (the account-and-login-data extract): BatchGetItem of
 * `USER#<userId>` / `ACCOUNT` keys, 100 a request in parallel, only the fields the extract writes.
 */
export function getAccountSignIns(userIds: readonly string[]): Promise<AccountSignIn[]> {
  return batchGetAttributes(
    accountEntity,
    userIds.map((userId) => ({ userId })),
    ['userId', 'locale', 'signEula', 'latestSession', 'createdAt'],
  );
}

export type AccountInput = Pick<
  Account,
  'userId' | 'email' | 'firstName' | 'lastName' | 'locale' | 'currentOrganizationId'
>;

/**
 * Creates the account if it does not exist yet; an existing one keeps its session, language, current
 * organisation and impersonation (idempotent seeding and first sign-in).
 */
export function ensureAccount(input: AccountInput, now = new Date()): Promise<'created' | 'exists'> {
  return createItem(accountEntity, {
    ...input,
    email: input.email.toLowerCase(),
    avatarSmall: null,
    signEula: false,
    latestSession: null,
    tokensNotBefore: null,
    impersonation: null,
    createdAt: now.toISOString(),
  });
}

/** Sets the names of an existing account (an import from the only organisation the person belongs to). */
export async function setAccountNames(userId: string, firstName: string, lastName: string): Promise<void> {
  await updateItem(accountEntity, { userId }, { set: { firstName, lastName } });
}

/** Sets the interface language of an existing account. */
export async function setAccountLocale(userId: string, locale: Locale): Promise<void> {
  await updateItem(accountEntity, { userId }, { set: { locale } });
}

/**
 * Registers a sign-in as the account's latest session, in one transaction: the session record, and the
 * account's `latestSession` if the sign-in may take it from `previous` (the latest one as the caller read it).
 * A sign-in of a later second always may (an old token cannot take writing over from a newer device). Tokens
 * are stamped to the second, so two sign-ins of one second are ordered by registration: one of the same
 * second as `previous` takes it only while `previous` is still the latest, and `previous` joins the list of
 * replaced sign-ins that may never register again (no taking the session back). Returns the latest session as
 * written, or null when the sign-in may not take it or the latest session changed since it was read.
 */
export async function registerSession(
  userId: string,
  session: Omit<LatestSession, 'replaced'> & { userAgent: string | null },
  previous: LatestSession | null,
  now = new Date(),
): Promise<LatestSession | null> {
  const { sessionId, tokenId, authTime, userAgent } = session;
  const sameSecond = previous !== null && previous.authTime === authTime;
  const replaced = sameSecond ? [...(previous.replaced ?? []), previous.tokenId] : [];
  if (sameSecond && (previous.tokenId === tokenId || replaced.includes(tokenId))) return null;
  const latestSession: LatestSession = sameSecond
    ? { sessionId, tokenId, authTime, replaced }
    : { sessionId, tokenId, authTime };
  const outcome = await transactWrite({
    session: put(sessionEntity, { userId, sessionId, tokenId, authTime, userAgent, createdAt: now.toISOString() }),
    account: update(
      accountEntity,
      { userId },
      { set: { latestSession } },
      sameSecond
        ? where.and(where.eq('latestSession.tokenId', previous.tokenId), where.eq('latestSession.authTime', authTime))
        : where.or(where.notExists('latestSession'), where.lt('latestSession.authTime', authTime)),
    ),
  });
  return outcome.ok ? latestSession : null;
}

/** The account's latest registered sign-in (a registration lost to another reads who won). */
export async function getLatestSession(userId: string): Promise<LatestSession | null> {
  return (await getAccount(userId))?.latestSession ?? null;
}

/**
 * Refuses every token authenticated before `cutOff` (epoch seconds): a password change signs every device
 * out, in the application as well as in Cognito (the API's JWT check alone would accept them until expiry).
 */
export async function refuseTokensBefore(userId: string, cutOff: number): Promise<void> {
  await updateItem(accountEntity, { userId }, { set: { tokensNotBefore: cutOff } });
}

/**
 * The avatar (spec 2 §5) as a reference the presenter turns into a link: the cropped image's object key (or
 * null to remove it). Written by the attachments context through ports/identity.ts after it cropped the image.
 */
export async function setAccountAvatar(userId: string, avatarKey: string | null): Promise<void> {
  await updateItem(accountEntity, { userId }, { set: { avatarSmall: avatarKey } });
}
