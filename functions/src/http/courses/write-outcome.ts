import { invalid, notFound } from '@tessera/shared';
import type { CourseWriteOutcome } from './course-writes';

/**
 * What a refused course write means to the caller, for the outcomes every change shares: the node gone, or a
 * template unpublished or a log category deleted meanwhile. 'conflict' is left to the caller, which knows which change it was.
 */
export function throwWriteRefusal(result: CourseWriteOutcome): void {
  switch (result.outcome) {
    case 'saved':
    case 'conflict':
      return;
    case 'node_gone':
      throw notFound();
    case 'template_unusable':
      throw invalid('courses.template.unusable', {
        fields: Object.fromEntries(result.templateIds.map((id) => [`templates.${id}`, 'courses.template.unusable'])),
      });
    case 'log_category_unusable':
      throw invalid('courses.log_category.unavailable', {
        fields: { group_log_categories: 'courses.log_category.unavailable' },
      });
  }
}
