import { Service } from 'electrodb';
import { documentClient, tableName } from '../client';
import { accountEntity } from '../entities/account';
import { impersonationEntity } from '../entities/impersonation';
import { membershipEntity } from '../entities/membership';
import { notificationEntity } from '../entities/notification';
import { organisationEntity } from '../entities/organisation';
import { sessionEntity } from '../entities/session';

function createIdentityService() {
  const config = { client: documentClient(), table: tableName() };
  return new Service({
    organisation: organisationEntity(config),
    account: accountEntity(config),
    membership: membershipEntity(config),
    session: sessionEntity(config),
    impersonation: impersonationEntity(config),
    notification: notificationEntity(config),
  });
}

export type IdentityService = ReturnType<typeof createIdentityService>;

let cached: { client: unknown; table: string; service: IdentityService } | undefined;

/** The identity context's entities bound to the current client and table (re-bound when either changes). */
export function identityService(): IdentityService {
  const client = documentClient();
  const table = tableName();
  if (cached?.client !== client || cached.table !== table) cached = { client, table, service: createIdentityService() };
  return cached.service;
}
