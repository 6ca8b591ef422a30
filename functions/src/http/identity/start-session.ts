import type { startSession } from '@tessera/shared';
import { startSession as registerSession } from '../../db/identity/sessions';
import { header } from '../../lib/http/actor';
import { domainError } from '../../lib/http/domain-errors';
import type { UseCase } from '../../lib/http/types';

/** POST /api/sessions: a new sign-in of the signed-in user becomes their latest session. */
export const startSessionUseCase: UseCase<typeof startSession> = async ({ actor, event, locale }) => {
  const sessionId = await registerSession(actor.caller.userId, header(event, 'user-agent')?.slice(0, 256) ?? null);
  if (!sessionId) throw domainError('unauthorized', 'identity.unauthorized', locale);
  return { session_id: sessionId };
};
