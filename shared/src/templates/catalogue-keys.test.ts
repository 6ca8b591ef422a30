import { describe, expect, it } from '@jest/globals';
import { message, type MessageKey } from '../messages/index';
import {
  templateEditorStepLabelKey,
  templateEditorSteps,
  type TemplateEditorStepLabelKey,
} from './template-editor-steps';
import type { goReactTextError, TemplateNameError } from './template-name';

/** Compile-time: every key the template rules hand out is a catalogue key. */
type KeysOf<T extends MessageKey> = T;
export type TemplateKeys = KeysOf<
  | TemplateNameError
  | NonNullable<ReturnType<typeof goReactTextError>>
  | TemplateEditorStepLabelKey
  | 'templates.max_pages'
>;

describe('template sentences (spec 1 §2, spec 2 §2, §5)', () => {
  it('shows a Spanish reader the steps of the ePortfolio template editor, the theme step called Design', () => {
    const labels = templateEditorSteps('EportfolioWorkflow').map((step) =>
      message(templateEditorStepLabelKey('EportfolioWorkflow', step), 'es'),
    );
    expect(labels).toEqual(['Crear contenido', 'Diseño', 'Configuración']);
  });
});
