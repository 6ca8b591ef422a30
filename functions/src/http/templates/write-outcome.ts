import { conflict, invalidField, notFound } from '@tessera/shared';
import type { TemplateWriteOutcome } from './template-writes';

/**
 * What a refused template write means to the caller, for the outcomes every save shares: a title taken
 * meanwhile (the guard), a folder or node gone, a rubric no longer usable. 'conflict' is left to the caller,
 * which knows which change it was.
 */
export function throwWriteRefusal(result: TemplateWriteOutcome): void {
  switch (result.outcome) {
    case 'saved':
    case 'conflict':
      return;
    case 'name_taken':
      throw invalidField('title', 'templates.name_taken');
    case 'folder_gone':
      throw invalidField('template_folder_id', 'templates.folder.not_on_node');
    case 'node_gone':
      throw notFound();
    case 'rubric_unusable':
      throw conflict('templates.rubric_unavailable');
  }
}
