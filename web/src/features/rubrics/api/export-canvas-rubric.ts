import { useMutation } from '@tanstack/react-query';
import { exportCanvasRubric } from '@tessera/shared';
import { api } from '../../../lib/api-client';

/** Hands a text file to the browser as a download. */
export function downloadText(filename: string, mediaType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${mediaType};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (some browsers read the URL asynchronously).
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

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
