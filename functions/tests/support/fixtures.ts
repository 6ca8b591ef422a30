import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Locale, Role } from '@tessera/shared';
import { identityProvider } from '../../src/adapters/identity-provider';
import { ensureAccount } from '../../src/db/identity/accounts';
import { putMembership } from '../../src/db/identity/memberships';
import { putOrganisation } from '../../src/db/identity/organisations';
import type { Organisation } from '../../src/db/identity/organisations';
import { DEMO_USERS, orgDefaults, type DemoUserKey } from '../../src/seed/seed-demo';
import { config } from '../../src/lib/config';

/**
 * Integration fixtures. The demo seed is shared with every other integration suite running at the same time
 * (the authorization matrix signs in as each demo user), so tests that change state create their own
 * organisations and users here, with unique ids, and only read the demo data.
 */
export interface FixtureUser {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
}

export function uniqueId(prefix: string): string {
  return `${prefix}_${randomUUID().slice(0, 8)}`;
}

export async function createOrganisation(overrides: Partial<Organisation> = {}): Promise<Organisation> {
  const organisation: Organisation = {
    organizationId: uniqueId('org_it'),
    name: 'Integration College',
    orgType: 'other',
    paymentStatus: 'paid',
    ...orgDefaults,
    ...overrides,
  };
  await putOrganisation(organisation);
  return organisation;
}

export interface UserSpec {
  firstName?: string;
  lastName?: string;
  /** A unique address when absent. */
  email?: string;
  locale?: Locale;
  /** Memberships: organisation id → roles; the first one is the current organisation. */
  memberships: [string, Role[]][];
  /** Create a Cognito user too (needed for password changes); otherwise the id is a random UUID. */
  withLogin?: { password: string };
}

export async function createUser(spec: UserSpec): Promise<FixtureUser> {
  const email = spec.email ?? `${uniqueId('user')}@integration.test`;
  const userId = spec.withLogin
    ? (await identityProvider().createUser({ email, password: spec.withLogin.password })).userId
    : randomUUID();
  const firstName = spec.firstName ?? 'Ivy';
  const lastName = spec.lastName ?? 'Integration';
  const [current] = spec.memberships;
  if (!current) throw new Error('a fixture user needs at least one membership');
  await ensureAccount({
    userId,
    email,
    firstName,
    lastName,
    locale: spec.locale ?? 'en',
    currentOrganizationId: current[0],
  });
  for (const [organizationId, roles] of spec.memberships) {
    await putMembership({ organizationId, userId, roles, email, firstName, lastName });
  }
  return { userId, email, firstName, lastName };
}

const demoIds = new Map<DemoUserKey, string>();

/** The Cognito sub of a demo user (the seed ran in the global setup). */
export async function demoUserId(key: DemoUserKey): Promise<string> {
  const known = demoIds.get(key);
  if (known) return known;
  const id = await identityProvider().getUserId(DEMO_USERS[key].email);
  if (!id) throw new Error(`demo user ${key} is not seeded`);
  demoIds.set(key, id);
  return id;
}

/** Signs in with USER_PASSWORD_AUTH (what cognito-local supports) and returns the access token. */
export async function signIn(email: string, password: string): Promise<string> {
  const { region, endpoints, userPoolClientId } = config();
  const client = new CognitoIdentityProviderClient({
    region,
    endpoint: endpoints.cognito,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const result = await client.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const token = result.AuthenticationResult?.AccessToken;
  if (!token) throw new Error(`no access token for ${email}`);
  return token;
}
