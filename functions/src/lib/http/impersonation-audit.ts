import { DomainError, type Contract } from '@tessera/shared';
import { recordImpersonatedAction, settleImpersonatedAction, type ImpersonationActionKey } from '../../ports/identity';
import { logger } from '../powertools';
import type { Actor, HttpEvent } from './types';

/**
 * The impersonation audit's side of every request (spec 1 §1; issue 21 defect 10): a change asked while acting
 * as someone — any contract but a GET — is written to the impersonation's audit trail before its use case runs
 * (who acted, as whom, which contract on which object), then settled with its outcome. Written first, so a
 * change can never happen without its line: if the line cannot be written the request fails and nothing is
 * changed; settling is best effort (a `started` line still says the change was asked). Reads are not recorded:
 * they change nothing. The records a change writes keep the impersonator too (`actedBy`, lib/http/types.ts).
 */
export async function openAuditLine(
  contract: Contract,
  actor: Actor | null,
  event: HttpEvent,
): Promise<ImpersonationActionKey | null> {
  if (!actor?.impersonation || contract.method === 'GET') return null;
  return recordImpersonatedAction({
    organizationId: actor.impersonation.organizationId,
    impersonationId: actor.impersonation.impersonationId,
    impersonatorId: actor.caller.userId,
    targetUserId: actor.userId,
    contract: contract.id,
    method: contract.method,
    path: Object.fromEntries(
      Object.entries(event.pathParameters ?? {}).flatMap(([name, value]) => (value ? [[name, value]] : [])),
    ),
  });
}

/** Settles the line with the answer's status, or the error's; a failure to settle is logged, never answered. */
export async function closeAuditLine(
  line: ImpersonationActionKey | null,
  outcome: { status?: number; error?: unknown },
) {
  if (!line) return;
  const failed = outcome.error !== undefined;
  const error = outcome.error instanceof DomainError ? outcome.error : null;
  try {
    await settleImpersonatedAction(line, {
      outcome: failed ? 'failed' : 'done',
      status: error ? error.status : failed ? 500 : (outcome.status ?? 200),
      ...(failed ? { error: error ? error.code : 'internal' } : {}),
    });
  } catch (settleError) {
    logger.error('cannot settle the impersonation audit line', { line, error: settleError as Error });
  }
}
