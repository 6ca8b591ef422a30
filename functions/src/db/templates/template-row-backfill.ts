import { backfillLibraryPage } from '../library-backfill';
import { templateRowEntity, templateTransferRowEntity, type TemplateRow } from './entities/template-row';

/**
 * Migration 0028-library-indexes' template part: one page of an organisation's template rows (`TEMPLATE_ROW#`)
 * or transfer rows (`TEMPLATE_TRANSFER#`) given their library index keys where they lack them.
 */
export function backfillTemplateRowsPage(
  organizationId: string,
  kind: 'rows' | 'transfers',
  cursor: string | null,
): Promise<{ changed: number; cursor: string | null }> {
  return backfillLibraryPage<TemplateRow>({
    entity: kind === 'rows' ? templateRowEntity : templateTransferRowEntity,
    organizationId,
    prefix: kind === 'rows' ? 'TEMPLATE_ROW#' : 'TEMPLATE_TRANSFER#',
    cursor,
  });
}
