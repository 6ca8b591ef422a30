import type { getHealth } from '@tessera/shared';
import { pingTable } from '../../db/system/health';
import type { UseCase } from '../../lib/http/types';

/** GET /api/health: 200 {status:'ok'} once the table answers; a failure surfaces as a 500. */
export const getHealthUseCase: UseCase<typeof getHealth> = async () => {
  await pingTable();
  return { status: 'ok' as const };
};
