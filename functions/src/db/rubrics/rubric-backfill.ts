import { backfillLibraryPage } from '../library-backfill';
import { outlineOf, rubricEntity, type Rubric } from './entities/rubric';
import { rubricTransferEntity } from './entities/rubric-transfer';

/**
 * Migration 0028-library-indexes' rubric part: one page of an organisation's rubrics (`RUBRIC#`) or transfer
 * copies (`TRANSFER#RUBRIC#`) given their library index keys and their outline where they lack them.
 */
export function backfillRubricsPage(
  organizationId: string,
  kind: 'rubrics' | 'transfers',
  cursor: string | null,
): Promise<{ changed: number; cursor: string | null }> {
  return backfillLibraryPage<Rubric>({
    entity: kind === 'rubrics' ? rubricEntity : rubricTransferEntity,
    organizationId,
    prefix: kind === 'rubrics' ? 'RUBRIC#' : 'TRANSFER#RUBRIC#',
    cursor,
    extra: (rubric, stored) => (stored.outline === undefined ? { outline: outlineOf(rubric.definition) } : {}),
  });
}
