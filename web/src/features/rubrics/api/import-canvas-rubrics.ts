import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importCanvasRubrics } from '@tessera/shared';
import { api } from '../../../lib/api-client';
import { refreshRubrics } from './keys';

/** POST /api/rubrics/canvas-import: draft rubrics from a Canvas LMS rubric CSV; a bad file writes nothing. */
export function useImportCanvasRubrics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ nodeId, filename, content }: { nodeId: string; filename: string; content: string }) =>
      api(importCanvasRubrics, { body: { node_id: nodeId, filename, content } }),
    onSuccess: () => refreshRubrics(client),
  });
}
