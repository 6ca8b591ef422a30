import type { Locale } from '@tessera/shared';
import { identityService } from './identity-service';
import { toAccount, type AccountRecord } from './records';

/** Access pattern "account by user id": GetItem USER#<userId> / ACCOUNT. */
export async function getAccount(userId: string): Promise<AccountRecord | null> {
  const { data } = await identityService().entities.account.get({ userId }).go();
  return data ? toAccount(data) : null;
}

export interface AccountInput {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: Locale;
  currentOrganizationId: string;
}

/**
 * Creates the account if it does not exist yet; an existing one keeps its session, language, current
 * organisation and impersonation (idempotent seeding and first sign-in).
 */
export async function ensureAccount(input: AccountInput): Promise<'created' | 'existing'> {
  try {
    await identityService()
      .entities.account.create({ ...input, email: input.email.toLowerCase() })
      .go();
    return 'created';
  } catch (error) {
    if (isConditionalFailure(error)) return 'existing';
    throw error;
  }
}

/** Sets the interface language of an existing account. */
export async function setAccountLocale(userId: string, locale: Locale): Promise<void> {
  await identityService().entities.account.patch({ userId }).set({ locale }).go();
}

/** True when DynamoDB refused a write because its condition failed (ElectroDB wraps the SDK error). */
export function isConditionalFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { name?: string; code?: string; message?: string; cause?: unknown };
    if (e.name === 'ConditionalCheckFailedException' || e.code === 'ConditionalCheckFailedException') return true;
    if (typeof e.message === 'string' && e.message.includes('The conditional request failed')) return true;
    current = e.cause;
  }
  return false;
}
