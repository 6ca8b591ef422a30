/**
 * The demo seed of functions/src/seed/seed-demo.ts, run by the local cloud once the table and the pool exist
 * and the functions' environment points at them (the seed's default adapters read that environment).
 */
export interface SeedTarget {
  region: string;
  tableName: string;
  userPoolId: string;
  endpoints: { dynamodb: string; cognito: string };
}

export async function runSeed(target: SeedTarget): Promise<void> {
  const expected: Record<string, string> = {
    TABLE_NAME: target.tableName,
    USER_POOL_ID: target.userPoolId,
    DYNAMODB_ENDPOINT: target.endpoints.dynamodb,
    COGNITO_ENDPOINT: target.endpoints.cognito,
  };
  for (const [name, value] of Object.entries(expected)) {
    if (process.env[name] !== value) throw new Error(`seed: ${name} is not set to the local cloud's value`);
  }
  const { seedDemo } = await import('@tessera/functions/seed/seed-demo');
  await seedDemo();
}

/** The demo logins `npm start` prints: every demo user, what they are, and the shared password. */
export async function demoLogins(): Promise<{
  password: string;
  users: { email: string; description: string }[];
} | null> {
  const { DEMO_PASSWORD, DEMO_USERS, DEMO_ORGS } = await import('@tessera/functions/seed/seed-demo');
  const orgNames = new Map<string, string>(Object.values(DEMO_ORGS).map((org) => [org.organizationId, org.name]));
  const users = Object.values(DEMO_USERS).map((user) => ({
    email: user.email,
    description: user.memberships
      .map((m) => `${m.roles.join(' + ')} (${orgNames.get(m.organizationId) ?? m.organizationId})`)
      .join(', '),
  }));
  return { password: DEMO_PASSWORD, users };
}
