import { conflict, invalidField, notFound } from '@tessera/shared';
import type { SectionWriteOutcome } from './section-writes';

/** What a refused section write means, for the outcomes every change shares; 'conflict' is the caller's. */
export function throwSectionRefusal(result: SectionWriteOutcome): void {
  switch (result.outcome) {
    case 'saved':
    case 'conflict':
      return;
    case 'code_taken':
      throw invalidField('group_code', 'courses.section.code_taken');
    case 'course_gone':
      throw notFound();
  }
  throw conflict('courses.section.stale');
}
