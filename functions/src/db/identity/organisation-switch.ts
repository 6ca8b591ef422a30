import { identityService } from './identity-service';

export type SwitchOutcome = 'switched' | 'not_member' | 'unpaid';

/**
 * Makes `organizationId` the user's current organisation, in one transaction that also checks the
 * membership still exists and the organisation is paid, so a concurrent removal or payment change cannot
 * slip between the check and the write.
 */
export async function switchCurrentOrganisation(userId: string, organizationId: string): Promise<SwitchOutcome> {
  const db = identityService();
  const { data } = await db.transaction
    .get(({ membership, organisation }) => [
      membership.get({ organizationId, userId }).commit(),
      organisation.get({ organizationId }).commit(),
    ])
    .go();
  const [membership, organisation] = data;
  if (!membership?.item || !organisation?.item) return 'not_member';
  if (organisation.item.paymentStatus !== 'paid') return 'unpaid';

  const { canceled, data: results } = await db.transaction
    .write(({ account, membership: memberships, organisation: organisations }) => [
      account.patch({ userId }).set({ currentOrganizationId: organizationId }).commit(),
      memberships
        .check({ organizationId, userId })
        .where(({ userId: member }, { exists }) => exists(member))
        .commit(),
      organisations
        .check({ organizationId })
        .where(({ paymentStatus }, { eq }) => eq(paymentStatus, 'paid'))
        .commit(),
    ])
    .go();
  if (!canceled) return 'switched';
  if (results[1]?.rejected) return 'not_member';
  if (results[2]?.rejected) return 'unpaid';
  return 'not_member';
}
