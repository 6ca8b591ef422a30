import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importCanvasRubrics } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics } from './keys';

export interface CanvasImportInput {
  nodeId: string;
  filename: string;
  content: string;
  /** Update the rubrics an earlier import of the file made (after the 409 that names them). */
  updateExisting?: boolean;
}

/**
 * POST /api/rubrics/canvas-import: draft rubrics from a Canvas LMS rubric CSV; a bad file writes nothing; a
 * file imported before is a 409 unless `updateExisting`.
 */
export function useImportCanvasRubrics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, filename, content, updateExisting }: CanvasImportInput) =>
      api(importCanvasRubrics, {
        body: {
          node_id: nodeId,
          filename,
          content,
          ...(updateExisting ? { update_existing: true } : {}),
        },
      }),
    onSuccess: () => refreshRubrics(client),
  });
}
