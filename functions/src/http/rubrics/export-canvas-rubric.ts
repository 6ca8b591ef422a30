import { canvasCsvFileName, rubricToCanvasCsv, type exportCanvasRubric } from '@tessera/shared';
import type { UseCase } from '../../lib/http/types';
import { definitionOf } from './definition-rules';
import { requireRubric } from './rubric-library';

/**
 * GET /api/rubrics/{id}/canvas-export (issue 9): a rubric the caller sees as the CSV file Canvas LMS imports
 * rubrics from (shared/src/rubrics/rubric-canvas-csv.ts), every cell escaped by shared's toCsv (CSV
 * injection). Statement alignment is not in the file: it names this organisation's statements.
 */
export const exportCanvasRubricUseCase: UseCase<typeof exportCanvasRubric> = async ({ path }, { actor }) => {
  const { rubric } = await requireRubric(actor, path.id);
  return {
    filename: canvasCsvFileName(rubric.title),
    media_type: 'text/csv' as const,
    content: rubricToCanvasCsv(definitionOf(rubric)),
  };
};
