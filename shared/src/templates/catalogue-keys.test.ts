import { describe, expect, it } from '@jest/globals';
import { messages, type MessageKey } from '../messages/index';
import type { TemplateEditorStepLabelKey } from './template-editor-steps';
import type { goReactTextError, TemplateNameError } from './template-name';

/** Compile-time: every key the template rules hand out is a catalogue key. */
type KeysOf<T extends MessageKey> = T;
export type TemplateKeys = KeysOf<
  | TemplateNameError
  | NonNullable<ReturnType<typeof goReactTextError>>
  | TemplateEditorStepLabelKey
  | 'templates.max_pages'
>;

describe('template sentences (spec 2 §5)', () => {
  it('has a Spanish sentence for every template key', () => {
    const keys = Object.keys(messages).filter((key) => key.startsWith('templates.')) as MessageKey[];
    expect(keys.length).toBeGreaterThan(5);
    for (const key of keys) expect(messages[key].es.trim()).not.toBe('');
  });
});
