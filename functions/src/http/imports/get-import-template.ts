import { IMPORT_TEMPLATE_ROWS, toCsv, type getImportTemplate } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';

/**
 * GET /api/imports/templates/{kind}: the kind's template file, its header (the columns docs/imports.md
 * describes) and example rows that import as they are, with a byte-order mark so Excel reads it as UTF-8.
 */
export const getImportTemplateUseCase: UseCase<typeof getImportTemplate> = async ({ path }) => ({
  filename: `${path.kind}-import-template.csv`,
  content: toCsv(IMPORT_TEMPLATE_ROWS[path.kind], { bom: true }),
});
