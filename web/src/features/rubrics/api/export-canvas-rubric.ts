import { useMutation } from '@tanstack/react-query';
import { exportCanvasRubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { downloadText } from '../../../lib/download';

/** GET /api/rubrics/{id}/canvas-export: the rubric as a Canvas LMS rubric CSV, downloaded. */
export function useExportCanvasRubric() {
  return useMutation({
    mutationFn: async (id: string) => {
      const file = await api(exportCanvasRubric, { path: { id } });
      downloadText(file.filename, file.media_type, file.content);
      return file;
    },
  });
}
