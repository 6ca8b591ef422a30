import { where } from '../expressions';
import { check, read, transactGet, transactWrite, update } from '../transaction';
import { accountEntity } from './entities/account';
import { membershipEntity } from './entities/membership';
import { organisationEntity } from './entities/organisation';

export type SwitchOutcome = 'switched' | 'not_member' | 'unpaid';

/**
 * Makes `organizationId` the user's current organisation, in one transaction that also checks the
 * membership still exists and the organisation is paid, so a concurrent removal or payment change cannot
 * slip between the check and the write. The read before it only tells the two refusals apart.
 */
export async function switchCurrentOrganisation(userId: string, organizationId: string): Promise<SwitchOutcome> {
  const found = await transactGet({
    membership: read(membershipEntity, { organizationId, userId }),
    organisation: read(organisationEntity, { organizationId }),
  });
  if (!found?.membership || !found.organisation) return 'not_member';
  if (found.organisation.paymentStatus !== 'paid') return 'unpaid';
  const outcome = await transactWrite({
    account: update(accountEntity, { userId }, { set: { currentOrganizationId: organizationId } }),
    membership: check(membershipEntity, { organizationId, userId }),
    organisation: check(organisationEntity, { organizationId }, where.eq('paymentStatus', 'paid')),
  });
  if (outcome.ok) return 'switched';
  return outcome.failed.has('organisation') && !outcome.failed.has('membership') ? 'unpaid' : 'not_member';
}
