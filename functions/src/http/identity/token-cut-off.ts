import { refuseTokensBefore } from '../../db/identity/accounts';

/** The clock a password change reads and waits on (unit tests drive their own). */
export interface CutOffClock {
  /** Epoch milliseconds. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const systemClock: CutOffClock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Signs every device out in the application after a password change (ADR 0013, amended by issue 21).
 * Cognito stamps a token's `auth_time` in whole seconds and nothing in a token is finer, so a token stamped
 * with the change's own second may have been issued before the change or after it. It is refused: the
 * cut-off is the first whole second after the change (tokens stamped before it get 401
 * `identity.session_revoked`), and the change answers only once that second has begun (at most a second
 * later), so the sign-in that follows it (this device's, with the new password) is stamped with the cut-off
 * or later and is accepted. Returns the cut-off, epoch seconds.
 */
export async function refuseEarlierSignIns(
  userId: string,
  clock: CutOffClock = systemClock,
  refuse: (userId: string, cutOff: number) => Promise<void> = refuseTokensBefore,
): Promise<number> {
  const cutOff = Math.floor(clock.now() / 1000) + 1;
  await refuse(userId, cutOff);
  const wait = cutOff * 1000 - clock.now();
  if (wait > 0) await clock.sleep(wait);
  return cutOff;
}
