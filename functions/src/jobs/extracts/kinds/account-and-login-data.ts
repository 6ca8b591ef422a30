import { getMembers, readAccountSignIns } from '../../../ports/identity';
import type { ExtractRow, ExtractScope } from '../scope';
import { peopleOfSections } from './people';

/** A sign-in's time (the token's auth_time, epoch seconds) as ISO 8601. */
const signedInAt = (authTime: number | undefined) => (authTime ? new Date(authTime * 1000).toISOString() : '');

/**
 * The account-and-login-data extract (docs/extracts.md "account-and-login-data"): one row per person of the
 * extract's sections (owners and members of every role, each once), with their place in the organisation
 * (roles, joined) and their account (language, terms accepted, created, latest sign-in). Per batch of 100
 * people, in parallel, a BatchGetItem of their memberships and one of their accounts' sign-in fields. Someone
 * no longer a member of the organisation is not written.
 */
export async function* accountAndLoginRows(scope: ExtractScope): AsyncGenerator<ExtractRow> {
  const organizationId = scope.job.organizationId;
  for await (const people of peopleOfSections(scope)) {
    const ids = people.map((person) => person.userId);
    const [members, accounts] = await Promise.all([
      getMembers(ids.map((userId) => ({ organizationId, userId }))),
      readAccountSignIns(ids),
    ]);
    const memberOf = new Map(members.map((member) => [member.userId, member]));
    const accountOf = new Map(accounts.map((account) => [account.userId, account]));
    for (const userId of ids) {
      const member = memberOf.get(userId);
      if (!member) continue;
      const account = accountOf.get(userId);
      yield [
        userId,
        member.email,
        member.firstName,
        member.lastName,
        [...member.roles].sort().join(';'),
        member.joinedAt,
        account?.locale ?? '',
        account ? (account.signEula ? 'yes' : 'no') : '',
        account?.createdAt ?? '',
        signedInAt(account?.latestSession?.authTime),
      ];
    }
  }
}
