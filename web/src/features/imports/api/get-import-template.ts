import { useMutation } from '@tanstack/react-query';
import { getImportTemplate, type ImportKind } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download';

/**
 * GET /api/imports/templates/{kind}: the kind's template (its header and example rows that import as they
 * are), handed to the browser with the byte-order mark spreadsheets need to read it as UTF-8.
 */
export const getImportTemplateFile = (kind: ImportKind) => api(getImportTemplate, { path: { kind } });

export function useDownloadImportTemplate() {
  return useMutation({
    mutationFn: async (kind: ImportKind) => {
      const file = await getImportTemplateFile(kind);
      downloadText(file.filename, 'text/csv', file.content, { bom: true });
      return file;
    },
  });
}
